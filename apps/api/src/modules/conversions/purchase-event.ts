/**
 * A paid order as the Purchase event Meta's Conversions API takes (decision 089): its id as
 * `event_id`, so the pixel's events of the same order are counted once; the buyer's phone and e-mail
 * normalised and SHA-256 hashed as Meta asks (never sent in the clear); the items by the ids the
 * catalogue feed gives them (a variant's SKU, else the product's id).
 */
import { createHash } from 'node:crypto';

import { bdPhoneE164Digits, poishaToTaka } from '@dokan/domain';

export interface PaidOrder {
  id: string;
  customerId: string | null;
  customerEmail: string | null;
  phone: string;
  totalPoisha: number;
  paidAt: Date | null;
}

export interface PaidItem {
  productId: string | null;
  sku: string | null;
  quantity: number;
  unitPricePoisha: number;
}

export interface PurchaseEvent {
  event_name: 'Purchase';
  event_time: number;
  event_id: string;
  action_source: 'website';
  user_data: { ph?: string[]; em?: string[]; external_id?: string[]; country: string[] };
  custom_data: {
    currency: 'BDT';
    value: number;
    order_id: string;
    content_type: 'product';
    contents: { id: string; quantity: number; item_price: number }[];
    num_items: number;
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function purchaseEvent(order: PaidOrder, items: readonly PaidItem[], now = new Date()): PurchaseEvent {
  const phone = bdPhoneE164Digits(order.phone);
  const email = order.customerEmail?.trim().toLowerCase();
  const contents = items.flatMap((item) => {
    const id = item.sku ?? item.productId;
    return id ? [{ id, quantity: item.quantity, item_price: poishaToTaka(item.unitPricePoisha) }] : [];
  });
  return {
    event_name: 'Purchase',
    event_time: Math.floor((order.paidAt ?? now).getTime() / 1000),
    event_id: order.id,
    action_source: 'website',
    user_data: {
      ...(phone && { ph: [sha256(phone)] }),
      ...(email && { em: [sha256(email)] }),
      ...(order.customerId && { external_id: [sha256(order.customerId)] }),
      country: [sha256('bd')],
    },
    custom_data: {
      currency: 'BDT',
      value: poishaToTaka(order.totalPoisha),
      order_id: order.id,
      content_type: 'product',
      contents,
      num_items: items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}
