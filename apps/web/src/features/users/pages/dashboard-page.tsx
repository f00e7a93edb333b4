import type { Order } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { Skeleton } from '@/components/ui/skeleton';
import { orderStats, OrderStatusBadge, shortOrderId, useMyOrders } from '@/features/orders';
import { SavedBkashWallets } from '@/features/payments';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

function StatCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value ?? <Skeleton className="h-8 w-24" />}</dd>
    </div>
  );
}

/** The first five orders. Its four columns fit a phone: the date may wrap, amounts never. */
function RecentOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cell = 'px-2.5 py-3 sm:px-4';
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              {t('userArea.columns.orderId')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('userArea.columns.date')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('userArea.columns.total')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('userArea.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order._id}>
              <td className={`${cell} font-mono whitespace-nowrap`}>
                {t('orders.shortId', { id: shortOrderId(order._id) })}
              </td>
              <td className={cell}>{format.date(order.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>{format.taka(order.totalPrice)}</td>
              <td className={cell}>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Customer dashboard (spec section 2): three figures, the five most recent orders, and any saved bKash wallet. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useMyOrders();
  const stats = orders.data ? orderStats(orders.data) : undefined;

  return (
    <Screen flush title={t('users.dashboard.title')}>
      {orders.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('userArea.loadFailed')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <StatCard label={t('userArea.stats.totalOrders')} value={stats && format.count(stats.totalOrders)} />
            <StatCard label={t('userArea.stats.totalSpent')} value={stats && format.dollars2(stats.totalSpent)} />
            <StatCard label={t('userArea.stats.delivered')} value={stats && format.count(stats.deliveredOrders)} />
          </dl>
          <section aria-labelledby="recent-orders" className="mt-8">
            <h2 id="recent-orders" className="text-lg font-semibold">
              {t('userArea.recentOrders')}
            </h2>
            {!stats ? (
              <div className="mt-3 flex flex-col gap-2" aria-busy="true">
                <span className="sr-only">{t('common.loading')}</span>
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-10 w-full" />
                ))}
              </div>
            ) : stats.recent.length === 0 ? (
              <p className="mt-3 text-gray-600">{t('userArea.noOrders')}</p>
            ) : (
              <RecentOrders orders={stats.recent} />
            )}
          </section>
        </>
      )}
      <SavedBkashWallets />
    </Screen>
  );
}
