import { useState } from 'react';
import toast from 'react-hot-toast';

import { type Coupon, type CouponInput, DEFAULT_PAGE_SIZE } from '@dokan/domain';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { type Column, DataTable } from '@/components/admin/data-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchBox } from '@/components/admin/search-box';
import { toastError } from '@/components/admin/toast-error';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useCreateCoupon } from '../api/create-coupon';
import { useDeactivateCoupon } from '../api/deactivate-coupon';
import { useCoupons } from '../api/get-coupons';
import { useUpdateCoupon } from '../api/update-coupon';
import { CouponForm } from './coupon-form';

const ACTIVE_CHOICES = ['true', 'false'] as const;

/** A coupon that is switched on but whose end has passed no longer applies; the list says so. */
function isExpired(coupon: Coupon) {
  return coupon.endsAt !== null && new Date(coupon.endsAt).getTime() < Date.now();
}

/** /admin/coupons: the coupons a page at a time, searched by code; created and edited in a dialog, deactivated after a confirmation. */
export function CouponsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();
  const search = params.get('search');
  const active = params.oneOf('active', ACTIVE_CHOICES);
  const coupons = useCoupons({
    page: String(params.page),
    limit: String(DEFAULT_PAGE_SIZE),
    search: search || undefined,
    active: active || undefined,
  });
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const deactivate = useDeactivateCoupon();
  /** The coupon being edited, 'new' while creating one, null when the form is closed. */
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Coupon | null>(null);

  const save = (input: CouponInput) => {
    const done = {
      onSuccess: (coupon: Coupon) => {
        toast.success(t(editing === 'new' ? 'admin.coupons.created' : 'admin.coupons.saved', { code: coupon.code }));
        setEditing(null);
      },
      onError: (error: Error) => toastError(error),
    };
    if (editing === 'new') create.mutate(input, done);
    else if (editing) update.mutate({ id: editing._id, ...input }, done);
  };

  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: t('admin.coupons.columns.code'),
      cell: (coupon) => <span className="font-mono font-semibold">{coupon.code}</span>,
    },
    {
      id: 'discount',
      header: t('admin.coupons.columns.discount'),
      className: 'whitespace-nowrap',
      cell: (coupon) => (
        <div>
          <div className="font-medium">
            {coupon.kind === 'percent'
              ? t('admin.coupons.percentOff', { value: coupon.value })
              : format.taka(coupon.value)}
          </div>
          {coupon.maxDiscount !== null && (
            <div className="text-xs text-gray-600">
              {t('admin.coupons.upTo', { amount: format.taka(coupon.maxDiscount) })}
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'minOrder',
      header: t('admin.coupons.columns.minOrder'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (coupon) => format.taka(coupon.minOrder),
    },
    {
      id: 'validity',
      header: t('admin.coupons.columns.validity'),
      className: 'whitespace-nowrap text-xs',
      cell: (coupon) =>
        coupon.startsAt || coupon.endsAt ? (
          <div>
            <div>{coupon.startsAt ? format.date(coupon.startsAt) : t('admin.coupons.anytime')}</div>
            <div>→ {coupon.endsAt ? format.date(coupon.endsAt) : t('admin.coupons.noEnd')}</div>
          </div>
        ) : (
          t('admin.coupons.always')
        ),
    },
    {
      id: 'usage',
      header: t('admin.coupons.columns.usage'),
      className: 'whitespace-nowrap',
      cell: (coupon) =>
        coupon.usageLimit === null
          ? format.count(coupon.usedCount)
          : t('admin.coupons.usedOf', { used: format.count(coupon.usedCount), limit: format.count(coupon.usageLimit) }),
    },
    {
      id: 'status',
      header: t('admin.coupons.columns.status'),
      cell: (coupon) =>
        !coupon.active ? (
          <StatusBadge>{t('admin.coupons.inactive')}</StatusBadge>
        ) : isExpired(coupon) ? (
          <StatusBadge tone="warning">{t('admin.coupons.expired')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('admin.coupons.active')}</StatusBadge>
        ),
    },
    {
      id: 'actions',
      header: t('admin.table.actions'),
      align: 'right',
      cell: (coupon) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            className="h-9 px-2"
            aria-label={t('admin.coupons.editLabel', { code: coupon.code })}
            onClick={() => setEditing(coupon)}
          >
            {t('admin.coupons.edit')}
          </Button>
          {coupon.active && (
            <Button
              variant="ghost"
              className="h-9 px-2 text-red-700 hover:bg-red-50"
              aria-label={t('admin.coupons.deactivateLabel', { code: coupon.code })}
              onClick={() => setDeactivating(coupon)}
            >
              {t('admin.coupons.deactivate')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.coupons.title')}
        description={t('admin.coupons.description')}
        actions={
          <Button className="h-10" onClick={() => setEditing('new')}>
            <PlusIcon className="size-4" />
            {t('admin.coupons.new')}
          </Button>
        }
      />
      <div className="mb-3 grid grid-cols-1 gap-2 sm:grid-cols-[1fr_12rem]">
        <SearchBox
          label={t('admin.coupons.searchLabel')}
          value={search}
          onSearch={(value) => params.set({ search: value })}
        />
        <FilterSelect
          label={t('admin.coupons.columns.status')}
          value={active}
          onChange={(value) => params.set({ active: value })}
          options={[
            { value: 'true', label: t('admin.coupons.active') },
            { value: 'false', label: t('admin.coupons.inactive') },
          ]}
        />
      </div>
      <DataTable
        label={t('admin.coupons.title')}
        columns={columns}
        rows={coupons.data?.data}
        rowKey={(coupon) => coupon._id}
        loading={coupons.isPending}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
        empty={search || active ? t('admin.coupons.emptyFiltered') : t('admin.coupons.empty')}
      />
      {coupons.data && coupons.data.total > 0 && (
        <AdminPagination
          page={coupons.data.page}
          pages={coupons.data.pages}
          total={coupons.data.total}
          onPage={params.setPage}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-xl">
          <DialogTitle className="pr-10">
            {editing === 'new'
              ? t('admin.coupons.newTitle')
              : t('admin.coupons.editTitle', { code: editing?.code ?? '' })}
          </DialogTitle>
          <DialogDescription>{t('admin.coupons.formHint')}</DialogDescription>
          {editing !== null && (
            <CouponForm
              key={editing === 'new' ? 'new' : editing._id}
              coupon={editing === 'new' ? undefined : editing}
              saving={create.isPending || update.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={save}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title={t('admin.coupons.deactivateTitle', { code: deactivating?.code ?? '' })}
        description={t('admin.coupons.deactivateConfirm')}
        confirmLabel={t('admin.coupons.deactivate')}
        pending={deactivate.isPending}
        onConfirm={() => {
          if (!deactivating) return;
          deactivate.mutate(deactivating._id, {
            onSuccess: (coupon) => {
              toast.success(t('admin.coupons.deactivated', { code: coupon.code }));
              setDeactivating(null);
            },
            onError: (error) => toastError(error),
          });
        }}
      />
    </>
  );
}
