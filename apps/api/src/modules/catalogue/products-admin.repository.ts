/** The admin side of the products table: the management list, and writes inside the caller's transaction. */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';

import { type AdminProduct, type AdminProductSort, banglish, type Faq } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { productFaqs, productImages, products } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isoDate, queryRows } from '../../lib/rows.ts';
import type { CatalogueNames } from './categories.repository.ts';
import { DETAIL_COLUMNS, type DetailRow, SUMMARY_JOINS, toDetail } from './products.repository.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/** A product as locked for a change: its row, images in order, FAQs (English and Bangla) in order. */
export interface LockedProduct {
  row: ProductRow;
  images: string[];
  faqs: Faq[];
  faqsBn: Faq[];
}

export type FaqLanguage = 'en' | 'bn';

export interface AdminProductFilter {
  ownerId?: string;
  search?: string;
  categoryId?: string;
  /** At most this many left. */
  maxRemaining?: number;
}

const SORT_COLUMNS: Record<AdminProductSort, SQL> = {
  newest: sql`p.created_at`,
  name: sql`lower(p.name)`,
  price: sql`p.price_poisha`,
  stock: sql`p.remaining`,
  sales: sql`p.sales`,
};

/** LIKE pattern for a literal term: %, _ and \ in what the admin typed match themselves. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereClause(filter: AdminProductFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.ownerId) conditions.push(sql`p.owner_id = ${filter.ownerId}`);
  if (filter.categoryId) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.maxRemaining !== undefined) conditions.push(sql`p.remaining <= ${filter.maxRemaining}`);
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      sql`(p.name ILIKE ${pattern} OR p.name_bn ILIKE ${pattern} OR p.id::text = ${filter.search.toLowerCase()}
           OR EXISTS (SELECT 1 FROM unnest(p.tags) tag WHERE tag ILIKE ${pattern}))`,
    );
  }
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** The Bangla name's Latin spelling goes with it, for search ('panjabi' finds পাঞ্জাবি); none when it is not written. */
const latinSpelling = (nameBn: string | null | undefined) =>
  nameBn === undefined ? {} : { nameBnLatin: nameBn === null ? null : banglish(nameBn) };

export function createProductsAdminRepository(db: Database, loadNames: () => Promise<CatalogueNames>) {
  return {
    async list(
      filter: AdminProductFilter,
      sort: AdminProductSort,
      dir: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminProduct[]; total: number }> {
      const direction = dir === 'asc' ? sql`ASC` : sql`DESC`;
      const where = whereClause(filter);
      const [rows, [totals], names] = await Promise.all([
        queryRows<DetailRow & { updated_at: Date | string }>(
          db,
          sql`SELECT ${DETAIL_COLUMNS}, p.updated_at FROM products p ${SUMMARY_JOINS} ${where}
              ORDER BY ${SORT_COLUMNS[sort]} ${direction}, p.id ${direction}
              LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ total: number | string }>(db, sql`SELECT count(*)::int AS total FROM products p ${where}`),
        loadNames(),
      ]);
      return {
        total: Number(totals?.total ?? 0),
        rows: rows.map((row) => ({
          // The admin list shows reviewCount; its schema has no reviews.
          ...toDetail(row, names, []),
          categoryName: names.categories.get(row.category_id) ?? '',
          subCategoryId: row.subcategory_id,
          subSubCategoryId: row.sub_subcategory_id,
          updatedAt: isoDate(row.updated_at),
        })),
      };
    },

    async find(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    async lock(tx: Transaction, id: string): Promise<LockedProduct> {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!row) throw notFound('Product not found');
      const [images, faqs] = [
        await tx
          .select({ url: productImages.url })
          .from(productImages)
          .where(eq(productImages.productId, id))
          .orderBy(asc(productImages.position)),
        await tx
          .select({ language: productFaqs.language, question: productFaqs.question, answer: productFaqs.answer })
          .from(productFaqs)
          .where(eq(productFaqs.productId, id))
          .orderBy(asc(productFaqs.language), asc(productFaqs.position)),
      ];
      const inLanguage = (language: FaqLanguage) =>
        faqs.filter((faq) => faq.language === language).map(({ question, answer }) => ({ question, answer }));
      return { row, images: images.map((image) => image.url), faqs: inLanguage('en'), faqsBn: inLanguage('bn') };
    },

    async insert(tx: Transaction, values: NewProduct): Promise<ProductRow> {
      const [row] = await tx
        .insert(products)
        .values({ ...values, ...latinSpelling(values.nameBn) })
        .returning();
      return row!;
    },

    async update(tx: Transaction, id: string, values: Partial<NewProduct>): Promise<ProductRow> {
      const [row] = await tx
        .update(products)
        .set({ ...values, ...latinSpelling(values.nameBn), updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      return row!;
    },

    async replaceImages(tx: Transaction, productId: string, urls: readonly string[]): Promise<void> {
      await tx.delete(productImages).where(eq(productImages.productId, productId));
      if (urls.length) {
        await tx.insert(productImages).values(urls.map((url, position) => ({ productId, position, url })));
      }
    },

    /** A product's FAQs in one language; the other language's stay. */
    async replaceFaqs(tx: Transaction, productId: string, language: FaqLanguage, faqs: readonly Faq[]): Promise<void> {
      await tx
        .delete(productFaqs)
        .where(and(eq(productFaqs.productId, productId), eq(productFaqs.language, language)));
      if (faqs.length) {
        await tx
          .insert(productFaqs)
          .values(faqs.map((faq, position) => ({ productId, language, position, ...faq })));
      }
    },

    /** Images, FAQs, reviews and wishlist entries go with it; order lines keep their copy of the name and picture. */
    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(products).where(eq(products.id, id));
    },
  };
}

export type ProductsAdminRepository = ReturnType<typeof createProductsAdminRepository>;
