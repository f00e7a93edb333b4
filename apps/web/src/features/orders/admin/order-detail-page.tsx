import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';

import {
  cancellationNeedsRefund,
  mayConfirmPayment,
  nextOrderStatuses,
  type Order,
  type OrderStatus,
} from '@dokan/domain';
import { AddressPlaces } from '@/components/address-places';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { toastError } from '@/components/admin/toast-error';
import { OrderLine } from '@/components/order-line';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { downloadInvoice } from '../api/download-invoice';
import { useOrder } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-badges';
import { OrderTimelineSection } from '../components/order-timeline';
import { shortOrderId } from '../order-id';
import { CodRiskBadge } from './cod-risk-badge';
import { ConfirmTransferButton } from './confirm-transfer-button';
import { CourierPanel } from './courier-panel';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-gray-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right font-medium break-all">{children}</dd>
    </div>
  );
}

/**
 * The steps the order may take next (the domain's state machine), cancelling behind a confirmation, and
 * Confirm payment for a mobile-banking order not yet paid. Owners read only.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const updateStatus = useUpdateOrderStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const shortId = shortOrderId(order._id);

  if (!isAdmin) return <p className="text-sm text-gray-600">{t('admin.orderDetail.readOnly')}</p>;

  const move = (status: OrderStatus) =>
    updateStatus.mutate(
      { orderId: order._id, status },
      {
        onSuccess: () => {
          toast.success(t('admin.orderDetail.statusChanged', { status: t(`admin.orders.status.${status}`) }));
          setConfirmingCancel(false);
        },
        onError: (error) => toastError(error),
      },
    );

  const next = nextOrderStatuses(order.status);
  const steps = next.filter((status) => status !== 'cancelled');
  const canCancel = next.includes('cancelled');
  const canConfirmPayment = mayConfirmPayment(order);

  if (next.length === 0 && !canConfirmPayment) {
    return <p className="text-sm text-gray-600">{t('admin.orderDetail.final')}</p>;
  }

  return (
    <div className="flex flex-col gap-2">
      {steps.map((status) => (
        <Button
          key={status}
          loading={updateStatus.isPending && updateStatus.variables.status === status}
          disabled={updateStatus.isPending}
          onClick={() => move(status)}
        >
          {t(`admin.orderDetail.moveTo.${status as Exclude<OrderStatus, 'pending' | 'cancelled'>}`)}
        </Button>
      ))}
      {canConfirmPayment && (
        <ConfirmTransferButton
          order={order}
          variant="secondary"
          label={t('admin.orderDetail.confirmPayment')}
          successMessage={t('admin.orderDetail.paymentConfirmed')}
        />
      )}
      {canCancel && (
        <Button
          variant="outline"
          className="text-red-700"
          onClick={() => setConfirmingCancel(true)}
          disabled={updateStatus.isPending}
        >
          {t('admin.orderDetail.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('admin.orderDetail.cancelTitle', { id: shortId })}
        description={
          cancellationNeedsRefund(order)
            ? t('admin.orderDetail.cancelPaid', { total: format.taka(order.totalPrice) })
            : t('admin.orderDetail.cancelConfirm')
        }
        cancelLabel={t('admin.orderDetail.keep')}
        confirmLabel={t('admin.orderDetail.cancel')}
        pending={updateStatus.isPending}
        onConfirm={() => move('cancelled')}
      />
    </div>
  );
}

/** /admin/orders/:id: one order, its items, customer, address, totals, payment, status actions and invoice. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const [downloading, setDownloading] = useState(false);

  const back = (
    <Button asChild variant="ghost" className="h-9 px-2">
      <Link to={paths.adminOrders()}>
        <ChevronLeftIcon className="size-4" />
        {t('admin.orderDetail.back')}
      </Link>
    </Button>
  );

  if (order.isPending) {
    return (
      <>
        {back}
        <LoadingBlocks count={3} className="h-32" />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        {back}
        <ErrorState detail={order.error.message} onRetry={() => void order.refetch()} />
      </>
    );
  }

  const data = order.data;
  const shortId = shortOrderId(data._id);
  const address = data.deliveryAddress;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(data._id);
    } catch {
      toast.error(t('admin.orderDetail.invoiceFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      {back}
      <PageHeader
        title={t('admin.orderDetail.title', { id: shortId })}
        description={t('admin.orderDetail.placed', { date: format.dateTime(data.createdAt) })}
        actions={
          // The invoice is the customer's and the admin's (a seller sees only their part of the order).
          isAdmin && (
            <Button variant="outline" className="h-10" loading={downloading} onClick={() => void download()}>
              {t('admin.orderDetail.invoice')}
            </Button>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Panel title={t('admin.orderDetail.items')}>
            <ul className="divide-y divide-gray-100">
              {data.items.map((item, index) => (
                <OrderLine
                  key={`${item.productId ?? 'gone'}-${index}`}
                  item={item}
                  unitPrice={item.price}
                  amount={item.subTotal}
                  picture="adminRow"
                />
              ))}
            </ul>
            <dl className="mt-3 border-t border-gray-200 pt-2">
              <Row label={t('admin.orderDetail.subtotal')}>{format.taka(data.subtotal)}</Row>
              {data.discount > 0 && (
                <Row
                  label={
                    data.cuopon
                      ? t('admin.orderDetail.discountWith', { code: data.cuopon })
                      : t('admin.orderDetail.discount')
                  }
                >
                  −{format.taka(data.discount)}
                </Row>
              )}
              <Row label={t('admin.orderDetail.deliveryFee')}>{format.taka(data.deliveryFee)}</Row>
              <Row label={t('admin.orderDetail.total')}>
                <span className="text-base">{format.taka(data.totalPrice)}</span>
              </Row>
            </dl>
          </Panel>
          <Panel title={t('orders.timeline.title')}>
            <OrderTimelineSection orderId={data._id} />
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel title={t('admin.orderDetail.status')}>
            <div className="mb-3 flex flex-wrap gap-2">
              <OrderStatusBadge status={data.status} />
              <PaymentStatusBadge order={data} />
            </div>
            {isAdmin && data.paymentMethod === 'cash' && <CodRiskBadge orderId={data._id} />}
            <OrderActions order={data} />
          </Panel>
          {isAdmin && (
            <Panel title={t('admin.courier.title')}>
              <CourierPanel order={data} />
            </Panel>
          )}
          <Panel title={t('admin.orderDetail.payment')}>
            <dl>
              <Row label={t('admin.orderDetail.method')}>{t(`admin.orders.methods.${data.paymentMethod}`)}</Row>
              {data.mobileBankingProvider && (
                <Row label={t('admin.orderDetail.provider')}>
                  {t(`admin.transfers.providers.${data.mobileBankingProvider}`)}
                </Row>
              )}
              {data.paymentNumber && <Row label={t('admin.orderDetail.paymentNumber')}>{data.paymentNumber}</Row>}
              {/* What the shop checks against its bKash, Nagad or Rocket statement before confirming. */}
              {data.paymentReference && (
                <Row
                  label={t(
                    data.paymentMethod === 'ssl'
                      ? 'admin.orderDetail.cardReference'
                      : 'admin.orderDetail.paymentReference',
                  )}
                >
                  {data.paymentReference}
                </Row>
              )}
              {/* A COD order's delivery fee sent first (decision 041): checked like any transfer; the courier collects the rest. */}
              {data.deliveryFeePrepaid && (
                <>
                  <Row label={t('admin.orderDetail.deliveryFeePrepaid')}>
                    {format.taka(data.deliveryFeePrepaid.amount)}
                  </Row>
                  {data.deliveryFeePrepaid.paymentNumber && (
                    <Row label={t('admin.orderDetail.deliveryFeeNumber')}>{data.deliveryFeePrepaid.paymentNumber}</Row>
                  )}
                  {data.deliveryFeePrepaid.transactionId && (
                    <Row label={t('admin.orderDetail.deliveryFeeReference')}>
                      {data.deliveryFeePrepaid.transactionId}
                    </Row>
                  )}
                </>
              )}
              <Row label={t('admin.orderDetail.transaction')}>{data.transaction_id}</Row>
            </dl>
          </Panel>
          <Panel title={t('admin.orderDetail.customer')}>
            <dl>
              <Row label={t('admin.orderDetail.name')}>{data.customerName || t('admin.orders.guest')}</Row>
              {data.phone && (
                <Row label={t('admin.orderDetail.phone')}>
                  <a href={`tel:${data.phone}`} className="text-brand-800 underline">
                    {data.phone}
                  </a>
                </Row>
              )}
              {data.customerEmail && <Row label={t('admin.orderDetail.email')}>{data.customerEmail}</Row>}
            </dl>
          </Panel>
          <Panel title={t('admin.orderDetail.address')}>
            <address className="text-sm not-italic">
              {address.addressDetails}
              <br />
              <AddressPlaces address={address} />
            </address>
          </Panel>
        </div>
      </div>
    </>
  );
}
