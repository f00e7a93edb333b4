/** Puts the promotions together: the service checkout and the pages read, the admin's, and their routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createPromotionsRepository } from './promotions.repository.ts';
import { PROMOTIONS_READ, promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService } from './promotions.service.ts';
import { createPromotionsAdminService } from './promotions-admin.service.ts';

export function createPromotionsModule(deps: {
  db: Database;
  catalogue: Pick<CatalogueService, 'categoryNames' | 'summaries'>;
  responseCache: ResponseCache;
}) {
  const { db, responseCache } = deps;
  const repository = createPromotionsRepository(db);
  const service = createPromotionsService({ db, promotions: repository });
  const promotionsAdmin = createPromotionsAdminService({
    db,
    promotions: repository,
    catalogue: deps.catalogue,
    // The invalidation reaches every process through the bus; each drops the promotions it keeps.
    onChanged: () => responseCache.invalidate(PROMOTIONS_READ),
  });
  responseCache.onInvalidate((pathPrefix) => {
    if (pathPrefix === undefined || PROMOTIONS_READ.startsWith(pathPrefix) || pathPrefix.startsWith(PROMOTIONS_READ)) {
      service.forgetKept();
    }
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(promotionsRoutes, { promotions: service, promotionsAdmin });
    },
    service,
  };
}
