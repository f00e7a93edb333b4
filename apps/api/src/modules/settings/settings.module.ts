/** Puts the settings together: the one row's repository, the service checkout and invoices read, the routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type ServerSettings } from './settings.service.ts';

export function createSettingsModule(deps: { db: Database; server: ServerSettings }) {
  const service = createSettingsService({
    db: deps.db,
    settings: createSettingsRepository(deps.db),
    server: deps.server,
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(settingsRoutes, { settings: service });
    },
    service,
  };
}
