/**
 * What search engines and crawlers read besides the pages (docs/decisions/026): robots.txt and the
 * sitemap, served at the site's root.
 */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

export function setUpSeo(deps: { db: Database; publicUrl: string }) {
  const seo = createSeoService({ repository: createSeoRepository(deps.db), publicUrl: deps.publicUrl });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(seoRoutes, { seo });
    },
  };
}
