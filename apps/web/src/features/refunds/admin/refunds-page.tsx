import toast from 'react-hot-toast';
import { Link } from 'react-router';

import {
  DEFAULT_PAGE_SIZE,
  type Refund,
  REFUND_STATUSES,
  type RefundStatus,
} from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { type Column, DataTable, sortRows } from '@/components/admin/data-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { toastError } from '@/components/admin/toast-error';
import { useListParams } from '@/components/admin/use-list-params';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { shortOrderId } from '@/features/orders';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useRefunds } from '../api/get-refunds';
import { useUpdateRefundStatus } from '../api/update-refund-status';

const TONES: Record<RefundStatus, BadgeTone> = {
  Pending: 'warning',
  Completed: 'success',
  Rejected: 'neutral',
  Failed: 'danger',
};

function RefundStatusSelect({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const update = useUpdateRefundStatus();
  const shortId = shortOrderId(refund.orderId._id);
  return (
    <select
      aria-label={t('admin.refunds.changeStatus', { id: shortId })}
      value={refund.refundStatus}
      disabled={update.isPending}
      onChange={(event) => {
        const status = event.target.value as RefundStatus;
        update.mutate(
          { id: refund._id, status },
          {
            onSuccess: () =>
              toast.success(t('admin.refunds.changed', { id: shortId, status: t(`admin.refunds.status.${status}`) })),
            onError: (error) => toastError(error),
          },
        );
      }}
      className={`${adminInputClassName} h-9 py-0 pr-8`}
    >
      {REFUND_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`admin.refunds.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** /admin/refunds: every refund request with its order, filtered by status, its status changed in place. */
export function RefundsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();
  const refunds = useRefunds();
  const status = params.oneOf('status', REFUND_STATUSES);

  const columns: Column<Refund>[] = [
    {
      id: 'createdAt',
      header: t('admin.refunds.columns.date'),
      sortable: true,
      firstDir: 'desc',
      sortValue: (refund) => refund.createdAt,
      className: 'whitespace-nowrap',
      cell: (refund) => format.dateTime(refund.createdAt),
    },
    {
      id: 'order',
      header: t('admin.refunds.columns.order'),
      cell: (refund) => (
        <Link to={paths.adminOrder(refund.orderId._id)} className="font-semibold text-brand-800 hover:underline">
          #{shortOrderId(refund.orderId._id)}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('admin.refunds.columns.customer'),
      sortable: true,
      sortValue: (refund) => refund.orderId.customerName,
      cell: (refund) => (
        <div className="min-w-28">
          <div className="font-medium">{refund.orderId.customerName}</div>
          <div className="text-xs text-gray-600">{refund.orderId.phone}</div>
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('admin.refunds.columns.amount'),
      sortable: true,
      firstDir: 'desc',
      align: 'right',
      sortValue: (refund) => refund.amount,
      className: 'whitespace-nowrap font-medium',
      cell: (refund) => format.taka(refund.amount),
    },
    {
      id: 'method',
      header: t('admin.refunds.columns.sendTo'),
      cell: (refund) => (
        <div className="whitespace-nowrap">
          <div>{t(`admin.refunds.methods.${refund.refundMethod}`)}</div>
          <div className="text-xs text-gray-600">{refund.refundNumber}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('admin.refunds.columns.status'),
      cell: (refund) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge tone={TONES[refund.refundStatus]}>
            {t(`admin.refunds.status.${refund.refundStatus}`)}
          </StatusBadge>
          <RefundStatusSelect refund={refund} />
        </div>
      ),
    },
  ];

  const sort = params.sort ?? { column: 'createdAt', dir: 'desc' as const };
  const matching = (refunds.data ?? []).filter((refund) => !status || refund.refundStatus === status);
  const sorted = sortRows(matching, columns, sort);
  const pages = Math.max(1, Math.ceil(sorted.length / DEFAULT_PAGE_SIZE));
  const page = Math.min(params.page, pages);
  const rows = sorted.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);

  return (
    <>
      <PageHeader title={t('admin.refunds.title')} description={t('admin.refunds.description')} />
      <FilterSelect
        className="mb-3 max-w-56"
        label={t('admin.refunds.columns.status')}
        value={status}
        onChange={(value) => params.set({ status: value })}
        options={REFUND_STATUSES.map((value) => ({ value, label: t(`admin.refunds.status.${value}`) }))}
      />
      <DataTable
        label={t('admin.refunds.title')}
        columns={columns}
        rows={refunds.data ? rows : undefined}
        rowKey={(refund) => refund._id}
        sort={sort}
        onSortChange={params.setSort}
        loading={refunds.isPending}
        error={refunds.error}
        onRetry={() => void refunds.refetch()}
        empty={t('admin.refunds.empty')}
      />
      {refunds.data && sorted.length > 0 && (
        <AdminPagination page={page} pages={pages} total={sorted.length} onPage={params.setPage} />
      )}
    </>
  );
}
