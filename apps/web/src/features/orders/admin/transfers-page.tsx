import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';

import { type Order, PAYMENT_REJECTION_REASON_MAX } from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { toastError } from '@/components/admin/toast-error';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useTransferQueue } from '../api/get-transfer-queue';
import { useRejectPayment } from '../api/reject-payment';
import { shortOrderId } from '../order-id';
import { ConfirmTransferButton } from './confirm-transfer-button';

/** Confirm (the transfer is in the statement) or Reject with a reason the shopper reads. */
function TransferActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reject = useRejectPayment();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const reasonId = useId();
  const shortId = shortOrderId(order._id);

  const submitReject = () => {
    if (reason.trim().length < 3) {
      setReasonError(t('admin.transfers.reasonRequired'));
      return;
    }
    reject.mutate(
      { orderId: order._id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('admin.transfers.rejected', { id: shortId }));
          setRejecting(false);
          setReason('');
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ConfirmTransferButton
        order={order}
        label={t('admin.transfers.confirm')}
        successMessage={t('admin.transfers.confirmed', { id: shortId })}
        disabled={reject.isPending}
        aria-label={t('admin.transfers.confirmLabel', { id: shortId })}
      />
      <Button
        variant="outline"
        className="text-red-700"
        aria-label={t('admin.transfers.rejectLabel', { id: shortId })}
        onClick={() => {
          setReasonError('');
          setRejecting(true);
        }}
      >
        {t('admin.transfers.reject')}
      </Button>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.transfers.rejectTitle', { id: shortId })}
        description={t('admin.transfers.rejectDescription')}
        confirmLabel={t('admin.transfers.reject')}
        onConfirm={submitReject}
        pending={reject.isPending}
      >
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
            {t('admin.transfers.reason')}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={PAYMENT_REJECTION_REASON_MAX}
            rows={3}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            placeholder={t('admin.transfers.reasonPlaceholder')}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError('');
            }}
            className={cn(adminInputClassName, 'w-full py-2')}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
}

/**
 * /admin/transfers: the bKash, Nagad and Rocket transfers shoppers reported, oldest first, each with
 * the wallet, the sender's number and the transaction id beside the amount the shop expects, to find
 * in the statement and Confirm or Reject (decision 038).
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();
  const queue = useTransferQueue({ page: params.page });

  const columns: Column<Order>[] = [
    {
      id: 'createdAt',
      header: t('admin.transfers.columns.placed'),
      className: 'whitespace-nowrap',
      cell: (order) => format.dateTime(order.createdAt),
    },
    {
      id: 'order',
      header: t('admin.transfers.columns.order'),
      cell: (order) => (
        <Link to={paths.adminOrder(order._id)} className="font-semibold text-brand-800 hover:underline">
          #{shortOrderId(order._id)}
        </Link>
      ),
    },
    {
      id: 'provider',
      header: t('admin.transfers.columns.provider'),
      cell: (order) =>
        order.mobileBankingProvider
          ? t(`admin.transfers.providers.${order.mobileBankingProvider}`)
          : t('admin.transfers.unknown'),
    },
    {
      id: 'sender',
      header: t('admin.transfers.columns.sender'),
      className: 'whitespace-nowrap',
      cell: (order) =>
        (order.deliveryFeePrepaid ? order.deliveryFeePrepaid.paymentNumber : order.paymentNumber) ||
        t('admin.transfers.unknown'),
    },
    {
      id: 'trxId',
      header: t('admin.transfers.columns.trxId'),
      cell: (order) =>
        order.paymentReference ? (
          <span className="font-mono font-semibold tracking-wide">{order.paymentReference}</span>
        ) : (
          t('admin.transfers.unknown')
        ),
    },
    {
      id: 'expected',
      header: t('admin.transfers.columns.expected'),
      align: 'right',
      className: 'whitespace-nowrap text-base font-bold',
      // A COD order's delivery fee sent first (decision 062): only the fee is in the statement.
      cell: (order) =>
        order.deliveryFeePrepaid ? (
          <span className="flex flex-col items-end">
            {format.taka(order.deliveryFeePrepaid.amount)}
            <span className="text-xs font-normal text-gray-600">{t('admin.transfers.deliveryFee')}</span>
          </span>
        ) : (
          format.taka(order.totalPrice)
        ),
    },
    {
      id: 'actions',
      header: t('admin.transfers.columns.actions'),
      align: 'right',
      cell: (order) => <TransferActions order={order} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.transfers.title')} description={t('admin.transfers.description')} />
      <DataTable
        label={t('admin.transfers.title')}
        columns={columns}
        rows={queue.data?.data}
        rowKey={(order) => order._id}
        loading={queue.isPending}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        empty={t('admin.transfers.empty')}
      />
      {queue.data && queue.data.total > 0 && (
        <AdminPagination
          page={queue.data.page}
          pages={queue.data.pages}
          total={queue.data.total}
          onPage={params.setPage}
        />
      )}
    </>
  );
}
