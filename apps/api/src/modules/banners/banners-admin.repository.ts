/** Banner and logo writes, inside the caller's transaction. */
import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/client.ts';
import { banners, logos } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export type BannerRow = typeof banners.$inferSelect;
export type LogoRow = typeof logos.$inferSelect;

export interface BannerValues {
  image?: string | undefined;
  offerPercent?: number | null | undefined;
  categoryId?: string | null | undefined;
  title?: string | null | undefined;
  titleBn?: string | null | undefined;
  subtitle?: string | null | undefined;
  subtitleBn?: string | null | undefined;
}

export const bannersAdminRepository = {
  async lockBanner(tx: Transaction, id: string): Promise<BannerRow> {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row) throw notFound('Banner not found');
    return row;
  },

  async insertBanner(tx: Transaction, values: BannerValues & { image: string }): Promise<BannerRow> {
    const [row] = await tx.insert(banners).values(values).returning();
    return row!;
  },

  /** Only the values given (null clears the offer or the category). */
  async updateBanner(tx: Transaction, id: string, values: BannerValues): Promise<void> {
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) await tx.update(banners).set(set).where(eq(banners.id, id));
  },

  async deleteBanner(tx: Transaction, id: string): Promise<void> {
    await tx.delete(banners).where(eq(banners.id, id));
  },

  /** Every logo row, locked: a new logo replaces them all. */
  async lockLogos(tx: Transaction): Promise<LogoRow[]> {
    return tx.select().from(logos).for('update');
  },

  async lockLogo(tx: Transaction, id: string): Promise<LogoRow> {
    const [row] = await tx.select().from(logos).where(eq(logos.id, id)).for('update');
    if (!row) throw notFound('Logo not found');
    return row;
  },

  async insertLogo(tx: Transaction, url: string): Promise<LogoRow> {
    const [row] = await tx.insert(logos).values({ url }).returning();
    return row!;
  },

  async deleteLogo(tx: Transaction, id: string): Promise<void> {
    await tx.delete(logos).where(eq(logos.id, id));
  },
};
