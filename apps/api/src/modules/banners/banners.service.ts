/**
 * The home page banners and the shop logo as they are read: by the pages, by the admin's writes (a
 * banner before and after), and by invoices (the logo). A banner names its category through the
 * catalogue, whose table that is.
 */
import type { Banner, Logo } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { type BannerRow, type BannersRepository, findBannerRow, toBanner } from './banners.repository.ts';

export function createBannersService(deps: {
  db: Database;
  banners: BannersRepository;
  catalogue: Pick<CatalogueService, 'categoryNames'>;
}) {
  const { db, banners, catalogue } = deps;

  async function withCategories(tx: Database | Transaction, rows: BannerRow[]): Promise<Banner[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
    const names = await catalogue.categoryNames(tx, ids);
    return rows.map((row) => toBanner(row, row.categoryId ? names.get(row.categoryId) : undefined));
  }

  return {
    list: async (): Promise<Banner[]> => withCategories(db, await banners.listBanners()),

    /** One banner, read inside the caller's transaction. */
    async find(tx: Database | Transaction, id: string): Promise<Banner | null> {
      const row = await findBannerRow(tx, id);
      return row ? ((await withCategories(tx, [row]))[0] ?? null) : null;
    },

    /** The newest logo is the shop's logo. */
    currentLogo: (): Promise<Logo | null> => banners.currentLogo(),
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
