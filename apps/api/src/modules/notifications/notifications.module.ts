/**
 * Puts the notifications together: the outbox other modules write to (notifications.service.ts) and,
 * where the development helpers are on, the page that shows what it holds. The dispatcher that
 * delivers it runs beside the server (server.ts), not per request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

import type { Database } from '../../db/client.ts';
import type { DevToolsMode } from '../../lib/dev-access.ts';
import { queryRows } from '../../lib/rows.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';
import { CHANNELS, type DeliveryCounts } from './dispatcher.ts';

export function createNotificationsModule(deps: { db: Database; devTools: DevToolsMode; metrics?: Registry }) {
  const { db, devTools } = deps;
  if (deps.metrics) {
    // The queue every process delivers from, read at each scrape: a queue that only grows is a stopped gateway.
    new Gauge({
      name: 'dokan_outbox_pending',
      help: 'Messages waiting in the outbox to be sent, by channel (e-mail, SMS, Meta events)',
      labelNames: ['channel'] as const,
      registers: [deps.metrics],
      async collect() {
        const rows = await queryRows<{ channel: string; pending: number }>(
          db,
          sql`SELECT channel, count(*)::int AS pending FROM outbox WHERE status = 'pending' GROUP BY channel`,
        );
        this.reset();
        for (const channel of CHANNELS) {
          this.set({ channel }, rows.find((row) => row.channel === channel)?.pending ?? 0);
        }
      },
    });
  }
  return {
    routes: async (api: FastifyInstance) => {
      if (devTools !== 'off') await api.register(devOutboxRoutes, { db });
    },
  };
}

/** Messages the dispatcher sent, and attempts that failed, by channel (e-mail, SMS, Meta events), for /metrics. */
export function deliveryCounts(registry: Registry): DeliveryCounts {
  const delivered = new Counter({
    name: 'dokan_messages_total',
    help: 'E-mail, SMS and Meta events sent, and attempts that failed, by channel',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  return (channel, outcome) => delivered.inc({ channel, outcome });
}
