import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { BannerSchema, envelope, LogoSchema } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { publicRead } from '../../lib/response-cache.ts';
import { createBannersRepository } from './banners.repository.ts';

/** Home page banners and the site logo (spec section 7). */
export const bannersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createBannersRepository(db);
  const tags = ['banners'];

  app.get(
    '/banner',
    { config: publicRead, schema: { tags, response: { 200: envelope(z.array(BannerSchema)) } } },
    async () => ok(await repository.listBanners(), 'Banners retrieved successfully'),
  );

  app.get(
    '/logo',
    { config: publicRead, schema: { tags, response: { 200: envelope(LogoSchema.nullable()) } } },
    async () => {
      const logo = await repository.currentLogo();
      return ok(logo, logo ? 'Logo retrieved successfully' : 'No logo set');
    },
  );
};
