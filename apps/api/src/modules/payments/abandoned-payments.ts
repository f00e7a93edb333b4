/**
 * A card order holds its stock while the shopper is on the gateway's page. A shopper who closes
 * that page never comes back through a callback, so after the payment window such orders are
 * cancelled and their stock and coupon use given back. A payment the gateway confirms later is
 * refused as "cancelled before the payment arrived" and logged, for the shop to refund.
 */
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OrdersService } from '../orders/orders.service.ts';

/** Longer than a gateway session lives (SSLCommerz's expire well within the hour). */
export const PAYMENT_WINDOW_MINUTES = 60;
const BATCH = 100;

export async function cancelAbandonedPayments(
  db: Database,
  ordersService: Pick<OrdersService, 'cancelUnpaid'>,
  windowMinutes = PAYMENT_WINDOW_MINUTES,
): Promise<number> {
  const stale = await db
    .select({ transactionId: orders.transactionId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'ssl'),
        eq(orders.status, 'pending'),
        ne(orders.paymentStatus, 'paid'),
        lt(orders.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { transactionId } of stale) {
    if (await ordersService.cancelUnpaid(transactionId)) cancelled++;
  }
  return cancelled;
}

/** Sweeps every few minutes until stopped. */
export function startAbandonedPaymentSweeper(
  db: Database,
  ordersService: Pick<OrdersService, 'cancelUnpaid'>,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60_000,
) {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = cancelAbandonedPayments(db, ordersService)
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
