import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerSchema, LogoSchema, envelope } from '@dokan/domain';
import type { Database } from '../../db/client.ts';
import { banners, categories, logos } from '../../db/schema.ts';
import { ok } from '../../lib/reply.ts';

/** Home page banners and the site logo (spec section 7). */
export const bannersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['banners'];

  app.get('/banner', { schema: { tags, response: { 200: envelope(z.array(BannerSchema)) } } }, async () => {
    const rows = await db
      .select({ banner: banners, categoryName: categories.name })
      .from(banners)
      .leftJoin(categories, eq(categories.id, banners.categoryId))
      .orderBy(asc(banners.position), desc(banners.createdAt));
    return ok(
      rows.map(({ banner, categoryName }) => ({
        _id: banner.id,
        bannerImage: banner.image,
        bannerOffer: banner.offerPercent,
        bannerCategory: banner.categoryId && categoryName ? { _id: banner.categoryId, categoryName } : null,
      })),
      'Banners retrieved successfully',
    );
  });

  app.get('/logo', { schema: { tags, response: { 200: envelope(LogoSchema.nullable()) } } }, async () => {
    const [row] = await db.select().from(logos).orderBy(desc(logos.createdAt)).limit(1);
    return ok(row ? { _id: row.id, logo: row.url } : null, row ? 'Logo retrieved successfully' : 'No logo set');
  });
};
