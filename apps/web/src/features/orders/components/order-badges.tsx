import { useTranslation } from 'react-i18next';

import type { Order } from '@dokan/domain';
import { cn } from '@/components/ui/cn';

const badgeClassName = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Spec section 4: cancelled red, delivered green, shipped blue, processing yellow, anything else grey. */
const STATUS_COLORS: Record<string, string> = {
  cancelled: 'bg-red-100 text-red-800',
  delivered: 'bg-green-100 text-green-800',
  shipped: 'bg-blue-100 text-blue-800',
  processing: 'bg-yellow-100 text-yellow-900',
};

const PAYMENT_COLORS: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  unpaid: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={cn(badgeClassName, STATUS_COLORS[status] ?? 'bg-gray-100 text-gray-800')}>
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Paid green, unpaid red, the third state (pending) yellow. */
export function PaymentStatusBadge({ status }: { status: Order['paymentStatus'] }) {
  const { t } = useTranslation();
  return (
    <span className={cn(badgeClassName, PAYMENT_COLORS[status] ?? 'bg-yellow-100 text-yellow-900')}>
      {t(`orders.paymentStatus.${status}`, { defaultValue: status })}
    </span>
  );
}
