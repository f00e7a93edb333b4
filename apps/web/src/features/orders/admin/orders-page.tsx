import { useId, useState } from 'react';
import { Link } from 'react-router';

import {
  ADMIN_ORDER_SORTS,
  type AdminOrderListQuery,
  DEFAULT_PAGE_SIZE,
  type Order,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { type Column, DataTable } from '@/components/admin/data-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchBox } from '@/components/admin/search-box';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useOrders } from '../api/get-orders';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-badges';
import { shortOrderId } from '../order-id';
import { BulkBooking } from './bulk-booking';

const FILTER_KEYS = ['search', 'status', 'paymentStatus', 'paymentMethod', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${adminInputClassName} h-10 w-full`}
      />
    </div>
  );
}

/** /admin/orders: every order (an owner's: those with their products), searched, filtered and sorted by the server. */
export function OrdersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();

  const from = DAY.test(params.get('from')) ? params.get('from') : '';
  const to = DAY.test(params.get('to')) ? params.get('to') : '';
  const sortColumn = params.sort && params.oneOf('sort', ADMIN_ORDER_SORTS);
  const query: AdminOrderListQuery = {
    page: String(params.page),
    limit: String(DEFAULT_PAGE_SIZE),
    search: params.get('search') || undefined,
    status: params.oneOf('status', ORDER_STATUSES) || undefined,
    paymentStatus: params.oneOf('paymentStatus', PAYMENT_STATUSES) || undefined,
    paymentMethod: params.oneOf('paymentMethod', PAYMENT_METHODS) || undefined,
    from: from || undefined,
    // A range whose end is before its start would be refused: the end is left out until it makes sense.
    to: to && (!from || from <= to) ? to : undefined,
    sort: sortColumn || undefined,
    dir: sortColumn ? params.sort?.dir : undefined,
  };
  const orders = useOrders(query);
  const filtered = FILTER_KEYS.some((key) => params.get(key));
  // Orders chosen for bulk booking, kept across pages until booked or cleared.
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (orderId: string, on: boolean) =>
    setSelected((current) => (on ? [...current, orderId] : current.filter((id) => id !== orderId)));
  const pageIds = orders.data?.data.map((order) => order._id) ?? [];
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggleWholePage = (on: boolean) =>
    setSelected((current) =>
      on ? [...new Set([...current, ...pageIds])] : current.filter((id) => !pageIds.includes(id)),
    );

  const columns: Column<Order>[] = [
    {
      id: 'select',
      header: t('admin.courier.bulk.selectColumn'),
      className: 'w-10',
      cell: (order) => (
        <input
          type="checkbox"
          // A table squeezes its cells on a phone: the box keeps its 24 px (WCAG 2.2, 2.5.8).
          className="size-6 min-w-6 shrink-0 accent-brand-700"
          checked={selected.includes(order._id)}
          onChange={(event) => toggle(order._id, event.target.checked)}
          aria-label={t('admin.courier.bulk.select', { id: shortOrderId(order._id) })}
        />
      ),
    },
    {
      id: 'order',
      header: t('admin.orders.columns.order'),
      cell: (order) => (
        <Link
          to={paths.adminOrder(order._id)}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          #{shortOrderId(order._id)}
        </Link>
      ),
    },
    {
      id: 'createdAt',
      header: t('admin.orders.columns.date'),
      sortable: true,
      firstDir: 'desc',
      className: 'whitespace-nowrap',
      cell: (order) => format.dateTime(order.createdAt),
    },
    {
      id: 'customer',
      header: t('admin.orders.columns.customer'),
      cell: (order) => (
        <div className="min-w-32">
          <div className="font-medium">{order.customerName || t('admin.orders.guest')}</div>
          <div className="text-xs text-gray-600">{order.phone}</div>
        </div>
      ),
    },
    {
      id: 'items',
      header: t('admin.orders.columns.items'),
      align: 'right',
      // Lines, as the shopper's order card counts them; the order's page has each line's quantity.
      cell: (order) => t('admin.orders.columns.itemCount', { count: order.items.length }),
    },
    {
      id: 'totalPrice',
      header: t('admin.orders.columns.total'),
      sortable: true,
      firstDir: 'desc',
      align: 'right',
      className: 'whitespace-nowrap font-medium',
      cell: (order) => format.taka(order.totalPrice),
    },
    {
      id: 'payment',
      header: t('admin.orders.columns.payment'),
      cell: (order) => (
        <div className="flex flex-col items-start gap-1">
          <span className="text-xs whitespace-nowrap text-gray-700">
            {t(`admin.orders.methods.${order.paymentMethod}`)}
          </span>
          <PaymentStatusBadge order={order} />
        </div>
      ),
    },
    {
      id: 'status',
      header: t('admin.orders.columns.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.orders.title')} description={t('admin.orders.description')} />
      <div className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-[minmax(14rem,2fr)_repeat(5,minmax(0,1fr))]">
        <SearchBox
          className="col-span-2 sm:col-span-3 xl:col-span-1"
          label={t('admin.orders.searchLabel')}
          placeholder={t('admin.orders.searchPlaceholder')}
          value={params.get('search')}
          onSearch={(search) => params.set({ search })}
        />
        <FilterSelect
          label={t('admin.orders.columns.status')}
          value={query.status ?? ''}
          onChange={(status) => params.set({ status })}
          options={ORDER_STATUSES.map((value) => ({ value, label: t(`admin.orders.status.${value}`) }))}
        />
        <FilterSelect
          label={t('admin.orders.paymentStatusLabel')}
          value={query.paymentStatus ?? ''}
          onChange={(paymentStatus) => params.set({ paymentStatus })}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`admin.orders.paymentStatus.${value}`) }))}
        />
        <FilterSelect
          label={t('admin.orders.paymentMethodLabel')}
          value={query.paymentMethod ?? ''}
          onChange={(paymentMethod) => params.set({ paymentMethod })}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`admin.orders.methods.${value}`) }))}
        />
        <DateFilter label={t('admin.orders.from')} value={from} onChange={(value) => params.set({ from: value })} />
        <DateFilter label={t('admin.orders.to')} value={to} onChange={(value) => params.set({ to: value })} />
      </div>
      {filtered && (
        <Button variant="ghost" className="mb-2 h-9" onClick={() => params.clear(FILTER_KEYS)}>
          {t('admin.filters.clear')}
        </Button>
      )}
      <BulkBooking selected={selected} onClear={() => setSelected([])} />
      {pageIds.length > 0 && (
        <label className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-6 accent-brand-700"
            checked={wholePage}
            onChange={(event) => toggleWholePage(event.target.checked)}
          />
          {t('admin.courier.bulk.selectPage')}
        </label>
      )}
      <DataTable
        label={t('admin.orders.title')}
        columns={columns}
        rows={orders.data?.data}
        rowKey={(order) => order._id}
        sort={query.sort ? { column: query.sort, dir: query.dir ?? 'desc' } : undefined}
        onSortChange={params.setSort}
        loading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        empty={filtered ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}
      />
      {orders.data && orders.data.total > 0 && (
        <AdminPagination
          page={orders.data.page}
          pages={orders.data.pages}
          total={orders.data.total}
          onPage={params.setPage}
        />
      )}
    </>
  );
}
