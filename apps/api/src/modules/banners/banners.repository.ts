import { asc, desc, eq } from 'drizzle-orm';

import type { Banner, Logo } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { banners, categories, logos } from '../../db/schema.ts';

export function createBannersRepository(db: Database) {
  return {
    async listBanners(): Promise<Banner[]> {
      const rows = await db
        .select({ banner: banners, categoryName: categories.name })
        .from(banners)
        .leftJoin(categories, eq(categories.id, banners.categoryId))
        .orderBy(asc(banners.position), desc(banners.createdAt));
      return rows.map(({ banner, categoryName }) => ({
        _id: banner.id,
        bannerImage: banner.image,
        bannerOffer: banner.offerPercent,
        bannerCategory: banner.categoryId && categoryName ? { _id: banner.categoryId, categoryName } : null,
      }));
    },

    /** The newest logo is the shop's logo. */
    async currentLogo(): Promise<Logo | null> {
      const [row] = await db.select().from(logos).orderBy(desc(logos.createdAt)).limit(1);
      return row ? { _id: row.id, logo: row.url } : null;
    },
  };
}
