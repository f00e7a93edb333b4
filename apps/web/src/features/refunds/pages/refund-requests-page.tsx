import type { Refund } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { shortOrderId, useMyOrders } from '@/features/orders';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useRefunds } from '../api/get-refunds';

function RefundCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const format = useFormat();
  const order = refund.orderId;
  const rows: [string, string][] = [
    [t('refunds.fields.date'), format.dateDayFirst(refund.createdAt)],
    [t('refunds.fields.orderId'), t('orders.shortId', { id: shortOrderId(order._id) })],
    [t('refunds.fields.transactionId'), order.transaction_id],
    [t('refunds.fields.method'), t(`refunds.methods.${refund.refundMethod}`, { defaultValue: refund.refundMethod })],
    [t('refunds.fields.number'), refund.refundNumber],
    [t('refunds.fields.amount'), format.taka(refund.amount ?? order.totalPrice)],
    [t('refunds.fields.status'), refund.refundStatus],
  ];
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid="refund-card">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * Refund requests (spec section 2): one card per request, only for orders that are the shopper's own
 * (checked against their order list, whatever the server lets through).
 */
export function RefundRequestsPage() {
  const { t } = useTranslation();
  const refunds = useRefunds();
  const orders = useMyOrders();

  let body;
  if (refunds.isPending || orders.isPending) {
    body = (
      <p role="status" className="text-gray-600">
        {t('refunds.loading')}
      </p>
    );
  } else if (refunds.isError || orders.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('refunds.loadFailed')}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void Promise.all([refunds.refetch(), orders.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const own = new Set(orders.data.map((order) => order._id));
    const mine = refunds.data.filter((refund) => own.has(refund.orderId._id));
    body =
      mine.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-600">
          {t('refunds.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {mine.map((refund) => (
            <RefundCard key={refund._id} refund={refund} />
          ))}
        </ul>
      );
  }

  return (
    <Screen flush title={t('refunds.title')}>
      {body}
    </Screen>
  );
}
