/** Puts the wishlist together: its repository, the service (product cards come from the catalogue), the routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createWishlistRepository } from './wishlist.repository.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService } from './wishlist.service.ts';

export function createWishlistModule(deps: { db: Database; catalogue: Pick<CatalogueService, 'summaries'> }) {
  const wishlist = createWishlistService(createWishlistRepository(deps.db), deps.catalogue);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(wishlistRoutes, { wishlist });
    },
  };
}
