/** Puts search together: the service the catalogue searches its products with, and what shoppers searched for. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

export function createSearchModule(deps: { db: Database }) {
  const search = createSearchService(deps);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(searchRoutes, { search });
    },
    service: search,
  };
}
