import type { OrderStatus, PaymentMethod, PaymentStatus } from '@dokan/domain';
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

/** Cash on delivery is paid to the courier: until the parcel is handed over, nothing is owed yet. */
const AWAITING_DELIVERY: OrderStatus[] = ['pending', 'processing', 'shipped'];

/**
 * How far the payment is; an unknown state shows as it came, in yellow. A cash-on-delivery order on
 * its way says 'Pay on delivery', not a red 'Unpaid' that reads as something gone wrong.
 */
export function PaymentStatusBadge({
  order: { paymentStatus: status, paymentMethod, status: orderStatus },
}: {
  order: { paymentStatus: PaymentStatus; paymentMethod: PaymentMethod; status: OrderStatus };
}) {
  const { t } = useTranslation();
  if (status === 'unpaid' && paymentMethod === 'cash' && AWAITING_DELIVERY.includes(orderStatus))
    return <StatusBadge tone="info">{t('orders.paymentStatus.payOnDelivery')}</StatusBadge>;
  return (
    <StatusBadge tone={PAYMENT_TONES[status] ?? 'warning'}>
      {t(`orders.paymentStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
