/**
 * The product feeds Meta Commerce Manager and Google Merchant Center fetch (docs/decisions/087),
 * served at the site's root beside the sitemap.
 */
import type { FastifyInstance } from 'fastify';

import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { feedsRoutes } from './feeds.routes.ts';
import { createFeedsService } from './feeds.service.ts';

export function createFeedsModule(deps: {
  catalogue: Pick<CatalogueService, 'feedProducts'>;
  settings: Pick<SettingsService, 'publicSettings'>;
  publicUrl: string;
  /** Whatever makes cached answers stale, here or in another process, makes the feeds stale too. */
  responseCache: ResponseCache;
}) {
  const feeds = createFeedsService({
    products: deps.catalogue.feedProducts,
    publicUrl: deps.publicUrl,
    shopName: async () => (await deps.settings.publicSettings()).shopName,
  });
  deps.responseCache.onInvalidate(() => feeds.forget());
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(feedsRoutes, { feeds });
    },
  };
}
