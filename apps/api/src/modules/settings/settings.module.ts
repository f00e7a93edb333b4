/** Puts the settings together: the one row's repository, the service checkout and invoices read, the routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { SETTINGS_READS, settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type ServerSettings } from './settings.service.ts';

/** Whether an invalidation of `pathPrefix` reaches an answer built from the settings row. */
const touchesSettings = (pathPrefix: string | undefined) =>
  pathPrefix === undefined ||
  Object.values(SETTINGS_READS).some((read) => read.startsWith(pathPrefix) || pathPrefix.startsWith(read));

export function createSettingsModule(deps: { db: Database; server: ServerSettings; responseCache: ResponseCache }) {
  const service = createSettingsService({
    db: deps.db,
    settings: createSettingsRepository(deps.db),
    server: deps.server,
  });
  // A settings change here or in another process (the invalidation bus) drops the row checkout keeps.
  deps.responseCache.onInvalidate((pathPrefix) => {
    if (touchesSettings(pathPrefix)) service.forgetKept();
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(settingsRoutes, { settings: service });
    },
    service,
  };
}
