import { Dialog as Primitive } from 'radix-ui';

import type { Order } from '@dokan/domain';
import { AddressPlaces } from '@/components/address-places';
import { OrderLine } from '@/components/order-line';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { shortOrderId } from '../order-id';
import { OrderStatusBadge } from './order-badges';
import { OrderTimelineSection } from './order-timeline';

/**
 * Order Details (spec section 2): short id, status, date, items, shipping address, payment method and the
 * sums in rounded taka, the subtotal being the total less the delivery fee (spec section 9).
 */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent layout="xl">
          <div className="flex flex-wrap items-center gap-2 pr-10">
            <DialogTitle>
              {t('orders.details.title')} {t('orders.shortId', { id: shortOrderId(order._id) })}
            </DialogTitle>
            <OrderStatusBadge status={order.status} />
          </div>
          <DialogDescription className="mt-1">
            {t('orders.details.orderDate')}: {format.date(order.createdAt)}
          </DialogDescription>
          <h3 className="mt-5 text-sm font-semibold text-gray-800">{t('orders.details.items')}</h3>
          <ul className="mt-2 divide-y divide-gray-100">
            {order.items.map((item, i) => (
              <OrderLine key={`${item.productId ?? ''}-${i}`} item={item} amount={item.subTotal} />
            ))}
          </ul>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-gray-800">{t('orders.details.shippingAddress')}</dt>
              <dd className="mt-1 text-gray-700">
                {order.deliveryAddress.addressDetails && `${order.deliveryAddress.addressDetails}, `}
                <AddressPlaces address={order.deliveryAddress} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-800">{t('orders.details.paymentMethod')}</dt>
              <dd className="mt-1 text-gray-700">
                {t(`orders.paymentMethods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
              </dd>
            </div>
          </dl>
          <dl className="mt-5 flex flex-col gap-2 border-t border-gray-200 pt-4 text-sm">
            <div className="flex justify-between">
              <dt>{t('orders.details.subtotal')}</dt>
              <dd>{format.taka(order.totalPrice - order.deliveryFee)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{t('orders.details.shipping')}</dt>
              <dd>{format.taka(order.deliveryFee)}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>{t('orders.details.total')}</dt>
              <dd>{format.taka(order.totalPrice)}</dd>
            </div>
            {order.deliveryFeePrepaid && (
              <>
                <div className="flex justify-between">
                  <dt>{t('orders.details.deliveryFeePrepaid')}</dt>
                  <dd>{format.taka(order.deliveryFeePrepaid.amount)}</dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt>{t('orders.details.cashOnDelivery')}</dt>
                  <dd>{format.taka(order.totalPrice - order.deliveryFeePrepaid.amount)}</dd>
                </div>
              </>
            )}
          </dl>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-gray-800">{t('orders.timeline.title')}</h3>
          <OrderTimelineSection orderId={order._id} />
          <Primitive.Close asChild>
            <Button variant="outline" className="mt-5 w-full sm:w-auto">
              {t('common.close')}
            </Button>
          </Primitive.Close>
        </DialogContent>
      )}
    </Dialog>
  );
}
