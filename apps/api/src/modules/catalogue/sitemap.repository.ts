/**
 * The addresses a sitemap lists (the seo module): products, and the category and subcategory
 * listings, with when each last changed. Only ids and dates.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { isoDate, queryPrepared, queryRows } from '../../lib/rows.ts';

export interface ProductPage {
  id: string;
  updatedAt: string;
}

export interface CategoryPage {
  categoryId: string;
  /** Null for the category's own listing. */
  subcategoryId: string | null;
  updatedAt: string;
}

export function createSitemapRepository(db: Database) {
  return {
    async countProducts(): Promise<number> {
      const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM products`);
      return Number(row?.n ?? 0);
    },

    /** Every category and subcategory, in the shop's order. */
    async categoryPages(): Promise<CategoryPage[]> {
      const rows = await queryRows<{ category_id: string; subcategory_id: string | null; updated_at: Date | string }>(
        db,
        sql`SELECT c.id AS category_id, NULL AS subcategory_id, c.updated_at, c.position, NULL::int AS sub_position
            FROM categories c
            UNION ALL
            SELECT s.category_id, s.id, s.updated_at, c.position, s.position
            FROM subcategories s JOIN categories c ON c.id = s.category_id
            ORDER BY position, category_id, sub_position NULLS FIRST, subcategory_id`,
      );
      return rows.map((row) => ({
        categoryId: row.category_id,
        subcategoryId: row.subcategory_id,
        updatedAt: isoDate(row.updated_at),
      }));
    },

    /** Products by id (the primary key's order, stable while the catalogue grows), `limit` from `offset`. */
    async productPages(limit: number, offset: number): Promise<ProductPage[]> {
      const rows = await queryPrepared<{ id: string; updated_at: Date | string }>(
        db,
        sql`SELECT id, updated_at FROM products ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((row) => ({ id: row.id, updatedAt: isoDate(row.updated_at) }));
    },
  };
}

export type SitemapPages = ReturnType<typeof createSitemapRepository>;
