/**
 * Puts the refunds together: their repository, the service (which cancels the order through orders)
 * and the routes; and opens the refund of each paid order that comes back (docs/decisions/042).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { createRefundsService, type GatewayRefunds } from './refunds.service.ts';

export function createRefundsModule(deps: {
  db: Database;
  orders: OrdersService;
  gatewayRefunds: GatewayRefunds;
  metrics?: Registry;
}) {
  if (deps.metrics) refundFigures(deps.db, deps.metrics);
  const refunds = createRefundsService({
    db: deps.db,
    refunds: createRefundsRepository(deps.db),
    orders: deps.orders,
    gatewayRefunds: deps.gatewayRefunds,
  });
  // A paid parcel that comes back is owed its money: the refund is opened with the return.
  deps.orders.whenReturned(async (tx, order) => {
    await refunds.openForReturn(tx, order);
  });
  return {
    /** Refunds a gateway owes and cannot send itself, for the payments module (see recordOwed). */
    owedRefunds: { record: refunds.recordOwed },
    routes: async (api: FastifyInstance) => {
      await api.register(refundsRoutes, { refunds });
    },
  };
}

/** Refunds by status, read from the table at each scrape (its rate shows refunds opened; "pending" ones wait for the shop). */
function refundFigures(db: Database, registry: Registry): void {
  new Gauge({
    name: 'dokan_refunds',
    help: 'Refunds by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; count: number }>(
        db,
        sql`SELECT status, count(*)::int AS count FROM refunds GROUP BY status`,
      );
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
}
