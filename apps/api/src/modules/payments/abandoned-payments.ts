/**
 * An online order holds its stock while the shopper is on the gateway's page. A shopper who closes
 * that page never comes back through a callback, so after the payment window such orders are
 * cancelled and their stock and coupon use given back. A gateway that can be asked (bKash) is asked
 * first, so that a payment whose callback was lost is counted. A payment the gateway confirms later
 * is refused as "cancelled before the payment arrived" and logged, for the shop to refund.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { OrdersService } from '../orders/orders.service.ts';

/** Longer than a gateway session lives (SSLCommerz's expire well within the hour). */
export const PAYMENT_WINDOW_MINUTES = 60;
const BATCH = 100;

type SweptOrders = Pick<OrdersService, 'staleOnlinePayments' | 'cancelUnpaid'>;
/** Asks the gateway about an order's payment and counts it if it was paid: true when it was. */
export type Reconcile = (transactionId: string) => Promise<boolean>;

export async function cancelAbandonedPayments(
  ordersService: SweptOrders,
  windowMinutes = PAYMENT_WINDOW_MINUTES,
  reconcile?: Reconcile,
): Promise<number> {
  const stale = await ordersService.staleOnlinePayments(windowMinutes, BATCH);
  let cancelled = 0;
  for (const transactionId of stale) {
    if (await reconcile?.(transactionId)) continue;
    if (await ordersService.cancelUnpaid(transactionId)) cancelled++;
  }
  return cancelled;
}

/** Sweeps every few minutes until stopped. */
export function startAbandonedPaymentSweeper(
  ordersService: SweptOrders,
  log: FastifyBaseLogger,
  reconcile?: Reconcile,
  intervalMs = 5 * 60_000,
) {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = cancelAbandonedPayments(ordersService, PAYMENT_WINDOW_MINUTES, reconcile)
      .then((count) => {
        if (count > 0) log.info({ count }, 'cancelled online orders whose payment never came back');
      })
      .catch((error: unknown) => log.error({ err: error }, 'abandoned payment sweep failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
