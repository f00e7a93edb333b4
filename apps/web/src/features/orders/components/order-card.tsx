import { Link } from 'react-router';

import type { Order, OrderItem } from '@dokan/domain';
import { customerMayCancel } from '@dokan/domain/order-status';
import { returnNeedsRefund } from '@dokan/domain/returns';
import { OrderLine } from '@/components/order-line';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

import { shortOrderId } from '../order-id';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';

export interface OrderCardActions {
  onViewDetails: (order: Order) => void;
  onDownloadInvoice: (order: Order) => void;
  onBuyAgain: (order: Order) => void;
  onCancel: (order: Order) => void;
  onReview: (item: OrderItem) => void;
}

/**
 * One order on My Orders (spec section 2): '#last6', status and payment badges, the total in whole taka
 * with the item count, the day it was ordered, its items, and what the shopper can do with it. A parcel
 * that came back says what happens to the money: a paid one is refunded (decision 042), COD owes nothing.
 */
export function OrderCard({ order, ...actions }: { order: Order } & OrderCardActions) {
  const { t } = useTranslation();
  const local = useLocalText();
  const format = useFormat();
  const itemCount = order.items.length;
  const delivered = order.status === 'delivered';
  const titleId = `order-${order._id}`;

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-mono text-base font-semibold">
              {t('orders.shortId', { id: shortOrderId(order._id) })}
            </h2>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge order={order} />
          </div>
          <p className="mt-1 text-sm text-gray-600">{t('orders.orderedOn', { date: format.date(order.createdAt) })}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">{format.taka(order.totalPrice)}</p>
          <p className="text-sm text-gray-600">{t('orders.itemCount', { count: itemCount })}</p>
        </div>
      </header>
      {order.status === 'returned' && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {returnNeedsRefund(order) ? (
            <>
              {t('orders.returnedRefund')}{' '}
              <Link to={paths.userRefunds()} className="font-semibold underline">
                {t('orders.returnedRefundLink')}
              </Link>
            </>
          ) : (
            t('orders.returnedNothingDue')
          )}
        </p>
      )}
      <ul className="mt-3 divide-y divide-gray-100 border-t border-gray-100">
        {order.items.map((item, i) => (
          <OrderLine
            key={`${item.productId ?? ''}-${i}`}
            item={item}
            action={
              delivered &&
              item.productId && (
                <Button
                  variant="outline"
                  aria-label={t('orders.reviewItem', { name: local.name(item.productName, item.productNameBn) })}
                  onClick={() => actions.onReview(item)}
                >
                  {t('orders.review')}
                </Button>
              )
            }
          />
        ))}
      </ul>
      <footer className="mt-3 grid grid-cols-2 gap-2 border-t border-gray-100 pt-3 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={() => actions.onViewDetails(order)}>
          {t('orders.viewDetails')}
        </Button>
        <Button variant="outline" onClick={() => actions.onDownloadInvoice(order)}>
          {t('orders.downloadInvoice')}
        </Button>
        <Button variant="outline" onClick={() => actions.onBuyAgain(order)}>
          {t('orders.buyAgain')}
        </Button>
        {customerMayCancel(order) && (
          <Button variant="danger" onClick={() => actions.onCancel(order)}>
            {t('orders.cancelOrder')}
          </Button>
        )}
      </footer>
    </article>
  );
}
