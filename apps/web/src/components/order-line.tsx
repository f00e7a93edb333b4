import type { ReactNode } from 'react';

import { type ImagePresetName, imageUrl } from '@dokan/domain/image-url';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { Image } from './ui/image';

/** What a line shows: an order's item, or a cart line on its way to becoming one. */
export interface OrderLineItem {
  productName: string;
  image: string | null;
  color?: string | null;
  size?: string | null;
  quantity: number;
}

/**
 * One line of an order, wherever an order is shown (My Orders' cards and details, the checkout's
 * summary, the admin's order): picture, name, quantity (with the unit price when given) and options,
 * and at its end the line's amount and an action.
 */
export function OrderLine({
  item,
  unitPrice,
  amount,
  action,
  picture,
}: {
  item: OrderLineItem;
  unitPrice?: number;
  amount?: number;
  action?: ReactNode;
  /** The size the picture is asked for; the stored picture itself when absent. */
  picture?: ImagePresetName;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const quantity =
    unitPrice === undefined
      ? t('orders.quantity', { count: item.quantity })
      : // The price never breaks between 'Tk' and its amount ('Tk / 10,268') at the end of a phone's line.
        t('orders.quantityAt', { count: item.quantity, price: format.taka(unitPrice).replace(' ', '\u00a0') });
  const options = [item.color, item.size].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 py-2">
      <Image
        src={item.image ? (picture ? imageUrl(item.image, picture) : item.image) : undefined}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-lg border border-gray-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium text-gray-900">{item.productName}</p>
        <p className="text-sm text-gray-600">
          {quantity}
          {options && ` · ${options}`}
        </p>
      </div>
      {amount !== undefined && (
        <span className="shrink-0 text-sm font-semibold whitespace-nowrap">{format.taka(amount)}</span>
      )}
      {action}
    </li>
  );
}
