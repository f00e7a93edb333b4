import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { Order } from '@dokan/domain';
import { cancellationNeedsRefund } from '@dokan/domain/order-status';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/field';
import { FilterIcon, SearchIcon } from '@/components/ui/icons';
import { Screen } from '@/components/ui/screen';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ReviewDialog, type ReviewTarget } from '@/features/reviews';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

import { downloadInvoice } from '../api/download-invoice';
import { useMyOrders } from '../api/get-my-orders';
import { buyAgainState } from '../buy-again';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrderFiltersPanel } from '../components/order-filters-panel';
import { OrderPlaced } from '../components/order-placed';
import { RefundAcceptedDialog, RefundRequestDialog } from '../components/refund-request-dialog';
import { activeFilterCount, filterOrders, NO_FILTERS, ORDER_TABS, type OrderFilters } from '../filter-orders';
import { shortOrderId } from '../order-id';

/** Which dialog is open, and for what: one at a time. */
type OpenDialog =
  | { kind: 'details'; order: Order }
  | { kind: 'cancel'; order: Order }
  | { kind: 'refund'; order: Order }
  | { kind: 'refundAccepted' }
  | { kind: 'review'; target: ReviewTarget }
  | null;

function OrderCardPlaceholder() {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-2 h-4 w-28" />
      <div className="mt-4 flex gap-3">
        <Skeleton className="size-14" />
        <Skeleton className="h-4 flex-1" />
      </div>
      <Skeleton className="mt-4 h-11 w-full" />
    </div>
  );
}

/**
 * My Orders (spec section 2): search, status tabs, filters and the shopper's order cards; with
 * `?placed={orderId}`, where checkout lands, the confirmation of that order first (decision 058). Only
 * the shopper's own orders are read, so another's id shows nothing.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const local = useLocalText();
  const navigate = useNavigate();
  const orders = useMyOrders();
  const [search, setSearch] = useSearchParams();
  const placedId = search.get('placed');
  const placed = placedId ? orders.data?.find((order) => order._id === placedId) : undefined;
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const filtersId = useId();
  const close = () => setDialog(null);

  const shown = orders.data ? filterOrders(orders.data, filters) : [];
  const filterCount = activeFilterCount(filters);

  const cancel = (order: Order) =>
    // Spec section 4: money that moved comes back through a refund request; an unpaid order just cancels.
    setDialog({ kind: cancellationNeedsRefund(order) ? 'refund' : 'cancel', order });

  return (
    <Screen flush title={t('orders.title')} description={t('orders.subtitle')}>
      {placed && (
        <div className="mb-6">
          <OrderPlaced order={placed} onDismiss={() => setSearch({}, { replace: true })} />
        </div>
      )}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
          <input
            type="search"
            aria-label={t('orders.searchLabel')}
            placeholder={t('orders.searchPlaceholder')}
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            className={`${inputClassName} pl-10`}
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('orders.filter')}</span>
          {filterCount > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{filterCount}</span>
          )}
        </Button>
      </div>
      {filtersOpen && (
        <div className="mt-3">
          <OrderFiltersPanel
            id={filtersId}
            filters={filters}
            onChange={(panel) => setFilters({ ...filters, ...panel })}
          />
        </div>
      )}

      <Tabs
        value={filters.tab}
        onValueChange={(tab) => setFilters({ ...filters, tab: tab as OrderFilters['tab'] })}
        className="mt-4"
      >
        <TabsList aria-label={t('orders.tabsLabel')}>
          {ORDER_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`orders.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>

      <div className="mt-4 flex flex-col gap-4">
        {orders.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            {Array.from({ length: 3 }, (_, i) => (
              <OrderCardPlaceholder key={i} />
            ))}
          </div>
        ) : orders.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('orders.loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-600">
            {t('orders.empty')}
          </p>
        ) : (
          shown.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              onViewDetails={(o) => setDialog({ kind: 'details', order: o })}
              onDownloadInvoice={(o) =>
                // Spec section 8: a failed download shows the shopper no message; it is only logged.
                void downloadInvoice(o._id).catch((error: unknown) => console.error('Invoice download failed', error))
              }
              onBuyAgain={(o) => void navigate(paths.checkout(), { state: buyAgainState(o) })}
              onCancel={cancel}
              onReview={(item) =>
                item.productId &&
                setDialog({
                  kind: 'review',
                  target: { productId: item.productId, productName: local.name(item.productName, item.productNameBn) },
                })
              }
            />
          ))
        )}
      </div>

      <OrderDetailsDialog order={dialog?.kind === 'details' ? dialog.order : null} onClose={close} />
      <CancelOrderDialog orderId={dialog?.kind === 'cancel' ? dialog.order._id : null} onClose={close} />
      <RefundRequestDialog
        order={dialog?.kind === 'refund' ? { _id: dialog.order._id, shortId: shortOrderId(dialog.order._id) } : null}
        onClose={close}
        onAccepted={() => setDialog({ kind: 'refundAccepted' })}
      />
      <RefundAcceptedDialog open={dialog?.kind === 'refundAccepted'} onClose={close} />
      <ReviewDialog target={dialog?.kind === 'review' ? dialog.target : null} onClose={close} />
    </Screen>
  );
}
