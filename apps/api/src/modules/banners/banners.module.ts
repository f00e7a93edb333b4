/** Puts the banners and the logo together: their reads (which invoices use for the logo), the admin's writes, the routes. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createBannersRepository } from './banners.repository.ts';
import { bannersRoutes } from './banners.routes.ts';
import { createBannersService } from './banners.service.ts';
import { bannersAdminRoutes } from './banners-admin.routes.ts';
import { createBannersAdminService } from './banners-admin.service.ts';

export function createBannersModule(deps: {
  db: Database;
  storage: Storage;
  catalogue: Pick<CatalogueService, 'categoryNames'>;
  log: FastifyBaseLogger;
}) {
  const { db, storage, log } = deps;
  const service = createBannersService({ db, banners: createBannersRepository(db), catalogue: deps.catalogue });
  const bannersAdmin = createBannersAdminService({ db, storage, banners: service, log });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(bannersRoutes, { banners: service });
      await api.register(bannersAdminRoutes, { bannersAdmin });
    },
    service,
  };
}
