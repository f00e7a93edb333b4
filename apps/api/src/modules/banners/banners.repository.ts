import { asc, desc, eq } from 'drizzle-orm';

import type { Banner, Logo } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { banners, categories, logos } from '../../db/schema.ts';

type Executor = Database | Transaction;
type BannerRow = typeof banners.$inferSelect;

const toBanner = ({ banner, categoryName }: { banner: BannerRow; categoryName: string | null }): Banner => ({
  _id: banner.id,
  bannerImage: banner.image,
  bannerOffer: banner.offerPercent,
  bannerCategory: banner.categoryId && categoryName ? { _id: banner.categoryId, categoryName } : null,
});

/** Banners with the name of the category each links to. */
const bannersWithCategory = (db: Executor) =>
  db
    .select({ banner: banners, categoryName: categories.name })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.categoryId));

export async function findBanner(db: Executor, id: string): Promise<Banner | null> {
  const [row] = await bannersWithCategory(db).where(eq(banners.id, id));
  return row ? toBanner(row) : null;
}

export const toLogo = (row: typeof logos.$inferSelect): Logo => ({ _id: row.id, logo: row.url });

export function createBannersRepository(db: Database) {
  return {
    async listBanners(): Promise<Banner[]> {
      const rows = await bannersWithCategory(db).orderBy(asc(banners.position), desc(banners.createdAt));
      return rows.map(toBanner);
    },

    /** The newest logo is the shop's logo. */
    async currentLogo(): Promise<Logo | null> {
      const [row] = await db.select().from(logos).orderBy(desc(logos.createdAt)).limit(1);
      return row ? toLogo(row) : null;
    },
  };
}
