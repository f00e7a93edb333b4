/**
 * A card order holds its stock while the shopper is on the gateway's page. A shopper who closes
 * that page never comes back through a callback, so after the payment window such orders are
 * cancelled and their stock and coupon use given back. A payment the gateway confirms later is
 * refused as "cancelled before the payment arrived" and logged, for the shop to refund.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { OrdersService } from '../orders/orders.service.ts';

/** Longer than a gateway session lives (SSLCommerz's expire well within the hour). */
export const PAYMENT_WINDOW_MINUTES = 60;
const BATCH = 100;

type SweptOrders = Pick<OrdersService, 'staleOnlinePayments' | 'cancelUnpaid'>;

export async function cancelAbandonedPayments(
  ordersService: SweptOrders,
  windowMinutes = PAYMENT_WINDOW_MINUTES,
): Promise<number> {
  const stale = await ordersService.staleOnlinePayments(windowMinutes, BATCH);
  let cancelled = 0;
  for (const transactionId of stale) {
    if (await ordersService.cancelUnpaid(transactionId)) cancelled++;
  }
  return cancelled;
}

/** Sweeps every few minutes until stopped. */
export function startAbandonedPaymentSweeper(
  ordersService: SweptOrders,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60_000,
) {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = cancelAbandonedPayments(ordersService)
      .then((count) => {
        if (count > 0) log.info({ count }, 'cancelled card orders whose payment never came back');
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
