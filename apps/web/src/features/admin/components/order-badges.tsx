import { useTranslation } from 'react-i18next';

import type { OrderStatus, PaymentStatus } from '@dokan/domain';

import { type BadgeTone, StatusBadge } from './status-badge';

/** Cancelled red, delivered green, shipped blue, processing yellow, pending grey (as the customer sees them). */
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { paid: 'success', unpaid: 'danger', pending: 'warning' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`admin.orders.status.${status}`)}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={PAYMENT_TONES[status]}>{t(`admin.orders.paymentStatus.${status}`)}</StatusBadge>;
}
