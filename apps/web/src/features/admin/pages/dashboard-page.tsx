import { Link } from 'react-router';

import { ORDER_STATUSES } from '@dokan/domain';
import { imageUrl } from '@dokan/domain/image-url';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import { OrderStatusBadge, useTransferQueue } from '@/features/orders';
import { useAuthStore } from '@/lib/auth-store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useDashboard } from '../api/get-dashboard';
import { BackupStatusPanel } from '../components/backup-status';
import { ReturnsFigures } from '../components/returns-figures';
import { SalesChart } from '../components/sales-chart';
import { SearchFiguresPanel } from '../components/search-figures';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <dt className="text-xs font-medium text-gray-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-bold tracking-tight sm:text-2xl">{value}</dd>
    </div>
  );
}

function Panel({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-lg border border-gray-200 bg-white p-4 ${className ?? ''}`}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-gray-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** The admin's link to the transfers waiting to be checked, with how many there are. */
function TransfersWaiting() {
  const { t } = useTranslation();
  const queue = useTransferQueue({ limit: 1 });
  const waiting = queue.data?.total;
  return (
    <Link
      to={paths.adminTransfers()}
      className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
    >
      <span>{t('admin.dashboard.transfers')}</span>
      <span className="text-lg font-bold">
        {queue.isError
          ? '—'
          : waiting === undefined
            ? t('common.loading')
            : t('admin.dashboard.transfersWaiting', { count: waiting })}
      </span>
    </Link>
  );
}

/** /admin: today's and this month's orders and revenue, returns and the return rate, orders by status, low stock and 30 days of sales. */
export function DashboardPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const dashboard = useDashboard();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');

  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      {dashboard.isPending ? (
        <LoadingBlocks count={3} className="h-28" />
      ) : dashboard.isError ? (
        <ErrorState detail={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {isAdmin && <TransfersWaiting />}
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t('admin.dashboard.todayOrders')} value={format.count(dashboard.data.today.orders)} />
            <Figure label={t('admin.dashboard.todayRevenue')} value={format.taka(dashboard.data.today.revenue)} />
            <Figure label={t('admin.dashboard.monthOrders')} value={format.count(dashboard.data.month.orders)} />
            <Figure label={t('admin.dashboard.monthRevenue')} value={format.taka(dashboard.data.month.revenue)} />
          </dl>
          <Panel title={t('admin.dashboard.salesTitle')}>
            <SalesChart sales={dashboard.data.sales} />
          </Panel>
          <Panel title={t('admin.dashboard.returns.title')}>
            <ReturnsFigures returns={dashboard.data.returns} />
          </Panel>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Panel title={t('admin.dashboard.byStatus')}>
              <ul className="divide-y divide-gray-100">
                {ORDER_STATUSES.map((status) => (
                  <li key={status}>
                    <Link
                      to={paths.adminOrders({ status })}
                      className="flex items-center justify-between gap-3 rounded px-1 py-2 hover:bg-gray-50"
                    >
                      <OrderStatusBadge status={status} />
                      <span className="font-semibold">{format.count(dashboard.data.byStatus[status])}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
            <Panel title={t('admin.dashboard.lowStock')}>
              {dashboard.data.lowStock.length === 0 ? (
                <EmptyState>{t('admin.dashboard.noLowStock')}</EmptyState>
              ) : (
                <ul className="divide-y divide-gray-100">
                  {dashboard.data.lowStock.map((product) => (
                    <li key={`${product._id}-${product.sku ?? ''}`}>
                      <Link
                        to={paths.adminProductEdit(product._id)}
                        className="flex items-center gap-3 rounded px-1 py-2 hover:bg-gray-50"
                      >
                        <Image
                          src={product.image ? imageUrl(product.image, 'adminIcon') : undefined}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 shrink-0 rounded object-cover"
                        />
                        <span className="min-w-0 flex-1 truncate text-sm font-medium">
                          {localName(product.productName, product.productNameBn)}
                          {product.sku && (
                            <span className="block truncate text-xs font-normal text-gray-600">
                              <span lang="en">{[product.color, product.size].filter(Boolean).join(' / ')}</span> ·{' '}
                              {t('common.sku', { sku: product.sku })}
                            </span>
                          )}
                        </span>
                        <span
                          className={`text-sm font-semibold whitespace-nowrap ${product.remainingProducts === 0 ? 'text-red-700' : 'text-yellow-800'}`}
                        >
                          {t('admin.dashboard.left', { count: product.remainingProducts })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          {isAdmin && (
            <Panel title={t('admin.searches.title')}>
              <SearchFiguresPanel />
            </Panel>
          )}
          {isAdmin && (
            <Panel title={t('admin.backup.title')}>
              <BackupStatusPanel />
            </Panel>
          )}
        </div>
      )}
    </>
  );
}
