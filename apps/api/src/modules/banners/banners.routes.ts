import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { BannerSchema, envelope, LogoSchema } from '@dokan/domain';

import { ok } from '../../lib/reply.ts';
import { publicRead } from '../../lib/response-cache.ts';
import type { BannersService } from './banners.service.ts';

/** Home page banners and the site logo (spec section 7). */
export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService }> = async (app, { banners }) => {
  const tags = ['banners'];

  app.get(
    '/banner',
    { config: publicRead, schema: { tags, response: { 200: envelope(z.array(BannerSchema)) } } },
    async () => ok(await banners.list(), 'Banners retrieved successfully'),
  );

  app.get(
    '/logo',
    { config: publicRead, schema: { tags, response: { 200: envelope(LogoSchema.nullable()) } } },
    async () => {
      const logo = await banners.currentLogo();
      return ok(logo, logo ? 'Logo retrieved successfully' : 'No logo set');
    },
  );
};
