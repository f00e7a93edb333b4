import { asc, desc, eq } from 'drizzle-orm';

import type { Banner, Logo } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { banners, logos } from '../../db/schema.ts';

type Executor = Database | Transaction;
export type BannerRow = typeof banners.$inferSelect;

/**
 * A banner as the API answers it, with its words in both languages and the names of the category
 * it links to (null: no link, or the category is gone).
 */
export const toBanner = (
  banner: BannerRow,
  category: { name: string; nameBn: string | null } | undefined,
): Banner => ({
  _id: banner.id,
  bannerImage: banner.image,
  bannerOffer: banner.offerPercent,
  bannerCategory:
    banner.categoryId && category
      ? { _id: banner.categoryId, categoryName: category.name, categoryNameBn: category.nameBn }
      : null,
  bannerTitle: banner.title,
  bannerTitleBn: banner.titleBn,
  bannerSubtitle: banner.subtitle,
  bannerSubtitleBn: banner.subtitleBn,
});

export async function findBannerRow(db: Executor, id: string): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row ?? null;
}

export const toLogo = (row: typeof logos.$inferSelect): Logo => ({ _id: row.id, logo: row.url });

export function createBannersRepository(db: Database) {
  return {
    /** In the shop's order, newest first among equals. */
    listBanners: (): Promise<BannerRow[]> =>
      db.select().from(banners).orderBy(asc(banners.position), desc(banners.createdAt)),

    /** The newest logo is the shop's logo. */
    async currentLogo(): Promise<Logo | null> {
      const [row] = await db.select().from(logos).orderBy(desc(logos.createdAt)).limit(1);
      return row ? toLogo(row) : null;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
