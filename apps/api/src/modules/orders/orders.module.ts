/**
 * Puts the orders together: checkout and the one state machine (orders.service.ts, which other
 * modules use), the shop's side (orders-admin.service.ts) and their routes.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';

import { PAYMENT_METHODS } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { UserDirectory } from '../accounts/accounts.module.ts';
import type { CatalogueService, ImagesOnOrders } from '../catalogue/catalogue.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createOrderViews } from './order-view.ts';
import { createOrdersRepository, imagesOnOrders as imagesOnOrdersOf } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService, type OnlinePayments, type OnPaid, type OrderCounts } from './orders.service.ts';
import { createOrdersAdminService } from './orders-admin.service.ts';

/** Orders beside another module's rows in one statement (the deliveries report). */
export { joinOrder } from './order-join.ts';

export function createOrdersModule(deps: {
  db: Database;
  accounts: Pick<UserDirectory, 'find' | 'phoneConfirmed' | 'phoneConfirmedCondition'>;
  catalogue: CatalogueService;
  coupons: CouponsService;
  promotions: PromotionsService;
  settings: SettingsService;
  payments: OnlinePayments;
  /** Counts orders placed per account and per address against the owner's caps. */
  limiter: RateLimiter;
  /** Where shoppers reach the shop: the tracking page named in order messages. */
  publicUrl: string;
  /** Stock and sales show on the product's page and card, which are cached: a change drops them. */
  responseCache?: ResponseCache;
  /** Where orders and payments are counted for /metrics. */
  metrics?: Registry;
  /** Told, in its transaction, of each order whose money was received (Meta's Purchase); none unless set up. */
  onPaid?: OnPaid;
}) {
  const { db, responseCache } = deps;
  const counts = deps.metrics && orderCounts(deps.metrics);
  const repository = createOrdersRepository(db);
  const views = createOrderViews(repository);
  const service = createOrdersService({
    db,
    orders: repository,
    views,
    catalogue: deps.catalogue,
    coupons: deps.coupons,
    promotions: deps.promotions,
    settings: deps.settings,
    gateway: deps.payments.gateway,
    accounts: deps.accounts,
    publicUrl: deps.publicUrl,
    // The product's page and card are read again; cached listings catch up within the cache's few seconds.
    onProductsChanged: (productIds) => {
      for (const id of productIds) responseCache?.invalidate(`/api/products/${id}`);
    },
    counts,
    onPaid: deps.onPaid,
  });
  const ordersAdmin = createOrdersAdminService(db, repository, views, counts, deps.onPaid);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(ordersRoutes, {
        orders: service,
        ordersAdmin,
        mayPayOnline: deps.payments.mayPayOnline,
        checkBkashWallet: deps.payments.checkBkashWallet,
        limiter: deps.limiter,
        orderCaps: deps.settings.orderCaps,
      });
    },
    service,
  };
}

/** Which pictures order lines show, for the catalogue (which stands below orders and must not delete them). */
export function imagesOnOrders(db: Database): ImagesOnOrders {
  return (urls) => imagesOnOrdersOf(db, urls);
}

/** Orders placed by payment method, and each payment's steps by gateway (its method), for /metrics. */
function orderCounts(registry: Registry): OrderCounts {
  const placed = new Counter({
    name: 'dokan_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'dokan_payments_total',
    help: 'Payments started, succeeded and failed (or abandoned), by gateway',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
  });
  // Every series from zero, so that a rate over the first order is counted.
  for (const method of PAYMENT_METHODS) placed.inc({ payment_method: method }, 0);
  return {
    placed: (method) => placed.inc({ payment_method: method }),
    payment: (method, step) => payments.inc({ gateway: method, outcome: step }),
  };
}
