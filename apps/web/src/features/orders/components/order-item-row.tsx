import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrderItem } from '@dokan/domain';
import { Image } from '@/components/ui/image';

/** One line of an order: picture (or placeholder), name, options and quantity; `price` and `action` at its end. */
export function OrderItemRow({ item, price, action }: { item: OrderItem; price?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  const options = [item.color, item.size].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 py-2">
      <Image
        src={item.image ?? undefined}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-lg border border-gray-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{item.productName}</p>
        <p className="text-sm text-gray-600">
          {t('orders.quantity', { count: item.quantity })}
          {options && ` · ${options}`}
        </p>
      </div>
      {price && <span className="shrink-0 text-sm font-medium">{price}</span>}
      {action}
    </li>
  );
}
