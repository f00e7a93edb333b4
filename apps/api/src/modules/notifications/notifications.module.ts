/**
 * Puts the notifications together: the outbox other modules write to (notifications.service.ts) and,
 * where the development helpers are on, the page that shows what it holds. The dispatcher that
 * delivers it runs beside the server (server.ts), not per request.
 */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { DevToolsMode } from '../../lib/dev-access.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

export function createNotificationsModule(deps: { db: Database; devTools: DevToolsMode }) {
  const { db, devTools } = deps;
  return {
    routes: async (api: FastifyInstance) => {
      if (devTools !== 'off') await api.register(devOutboxRoutes, { db });
    },
  };
}
