import type { OrderStatus, PaymentStatus } from '@dokan/domain';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/lib/i18n';

/** Spec section 4: cancelled red, delivered green, shipped blue, processing yellow, pending grey; a return red too. */
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'danger',
};

/** Paid green, unpaid red, the third state (pending) yellow. */
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { paid: 'success', unpaid: 'danger', pending: 'warning' };

/** An order's status; one this page does not know yet (a newer server) shows as it came, in grey. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={STATUS_TONES[status] ?? 'neutral'}>
      {t(`orders.status.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

/** How far the payment is; an unknown state shows as it came, in yellow. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PAYMENT_TONES[status] ?? 'warning'}>
      {t(`orders.paymentStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
