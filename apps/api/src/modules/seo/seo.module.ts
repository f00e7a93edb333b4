/**
 * What search engines and crawlers read besides the pages (docs/decisions/026): robots.txt and the
 * sitemap, served at the site's root.
 */
import type { FastifyInstance } from 'fastify';

import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

export function createSeoModule(deps: { catalogue: Pick<CatalogueService, 'sitemapPages'>; publicUrl: string }) {
  const seo = createSeoService({ pages: deps.catalogue.sitemapPages, publicUrl: deps.publicUrl });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(seoRoutes, { seo });
    },
  };
}
