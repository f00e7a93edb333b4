import type { ReactNode } from 'react';

import { type ImagePresetName, imageUrl } from '@dokan/domain/image-url';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

import { Image } from './ui/image';

/**
 * What a line shows: an order's item, or a cart line on its way to becoming one. The name, colour
 * and size come in English with their Bangla beside (as ordered, decision 055); the line shows them
 * in the page's language, the English where there is no Bangla.
 */
export interface OrderLineItem {
  productName: string;
  productNameBn?: string | null;
  image: string | null;
  color?: string | null;
  colorBn?: string | null;
  size?: string | null;
  sizeBn?: string | null;
  /** The variant's SKU (docs/decisions/077), when the line names one. */
  sku?: string | null;
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
  const local = useLocalText();
  const quantity =
    unitPrice === undefined
      ? t('orders.quantity', { count: item.quantity })
      : // The price never breaks between 'Tk' and its amount ('Tk / 10,268') at the end of a phone's line.
        t('orders.quantityAt', { count: item.quantity, price: format.taka(unitPrice).replace(' ', '\u00a0') });
  const options = [
    item.color && local.name(item.color, item.colorBn),
    item.size && local.name(item.size, item.sizeBn),
    item.sku && t('common.sku', { sku: item.sku }),
  ]
    .filter(Boolean)
    .join(' · ');
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
        <p className="line-clamp-2 font-medium text-gray-900">{local.name(item.productName, item.productNameBn)}</p>
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
