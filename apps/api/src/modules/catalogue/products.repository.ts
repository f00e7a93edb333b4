import { type SQL, sql } from 'drizzle-orm';

import { type Faq, poishaToTaka, type Product, type ProductSummary, type Review } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { isoDate, queryRows } from '../../lib/rows.ts';

/** A resolved product list request: ids instead of names, poisha instead of taka. */
export interface ProductFilter {
  categoryId?: string;
  subCategoryId?: string;
  subSubCategoryId?: string;
  minPricePoisha?: number;
  maxPricePoisha?: number;
  minDiscount?: number;
  offersOnly?: boolean;
  excludeId?: string;
  /** A `to_tsquery` text built by `searchQuery`, never the shopper's raw words. */
  tsquery?: string;
}

export type ProductOrder = 'newest' | 'rating' | 'sales' | 'offer' | 'relevance';

interface SummaryRow {
  id: string;
  name: string;
  images: string[];
  price_poisha: number;
  original_price_poisha: number;
  discount_percent: number;
  rating: string | number;
  review_count: number;
  sales: number;
  remaining: number;
  quantity_text: string;
  colors: string[];
  sizes: string[];
  category_id: string;
  category_name: string;
  subcategory_id: string | null;
  subcategory_name: string | null;
  sub_subcategory_id: string | null;
  sub_subcategory_name: string | null;
  owner_id: string | null;
  owner_display_name: string | null;
  owner_name: string | null;
  created_at: Date | string;
}

interface DetailRow extends SummaryRow {
  description: string;
  details: string[];
  tags: string[];
  video: string | null;
  faqs: Faq[] | null;
}

interface ReviewRow {
  id: string;
  user_id: string;
  user_name: string;
  user_img: string | null;
  stars: number;
  text: string;
  created_at: Date | string;
}

/** The columns a product card needs, with its category names, owner and images in position order. */
const SUMMARY_COLUMNS = sql`
  p.id, p.name, p.price_poisha, p.original_price_poisha, p.discount_percent, p.rating, p.review_count,
  p.sales, p.remaining, p.quantity_text, p.colors, p.sizes, p.created_at, p.owner_name,
  p.category_id, c.name AS category_name,
  p.subcategory_id, sc.name AS subcategory_name,
  p.sub_subcategory_id, ssc.name AS sub_subcategory_name,
  p.owner_id, u.name AS owner_display_name,
  ARRAY(SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position) AS images`;

const SUMMARY_JOINS = sql`
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN subcategories sc ON sc.id = p.subcategory_id
  LEFT JOIN sub_subcategories ssc ON ssc.id = p.sub_subcategory_id
  LEFT JOIN users u ON u.id = p.owner_id`;

function toSummary(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    productName: row.name,
    productImages: row.images ?? [],
    productPrice: poishaToTaka(row.price_poisha),
    productOriginalPrice: poishaToTaka(row.original_price_poisha),
    productDiscount: row.discount_percent,
    productRating: Number(row.rating),
    reviewCount: row.review_count,
    sales: row.sales,
    remainingProducts: row.remaining,
    quantity: row.quantity_text,
    productColors: row.colors ?? [],
    productSizes: row.sizes ?? [],
    productCategory: { _id: row.category_id, categoryName: row.category_name },
    productSubCategory:
      row.subcategory_id && row.subcategory_name
        ? { _id: row.subcategory_id, subCategoryName: row.subcategory_name }
        : null,
    productSubSubCategory:
      row.sub_subcategory_id && row.sub_subcategory_name
        ? { _id: row.sub_subcategory_id, subSubCategoryName: row.sub_subcategory_name }
        : null,
    OwnerId: row.owner_id ? { _id: row.owner_id, name: row.owner_display_name ?? row.owner_name ?? '' } : null,
    OwnerName: row.owner_display_name ?? row.owner_name,
    createdAt: isoDate(row.created_at),
  };
}

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    userId: { _id: row.user_id, name: row.user_name, profileImg: row.user_img },
    date: isoDate(row.created_at),
    stars: row.stars,
    text: row.text,
  };
}

function whereClause(filter: ProductFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.categoryId) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.subCategoryId) conditions.push(sql`p.subcategory_id = ${filter.subCategoryId}`);
  if (filter.subSubCategoryId) conditions.push(sql`p.sub_subcategory_id = ${filter.subSubCategoryId}`);
  if (filter.minPricePoisha !== undefined) conditions.push(sql`p.price_poisha >= ${filter.minPricePoisha}`);
  if (filter.maxPricePoisha !== undefined) conditions.push(sql`p.price_poisha <= ${filter.maxPricePoisha}`);
  if (filter.minDiscount) conditions.push(sql`p.discount_percent >= ${filter.minDiscount}`);
  if (filter.offersOnly) conditions.push(sql`p.discount_percent > 0`);
  if (filter.excludeId) conditions.push(sql`p.id <> ${filter.excludeId}`);
  if (filter.tsquery !== undefined) conditions.push(sql`p.search_vector @@ to_tsquery('english', ${filter.tsquery})`);
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** Sort keys are NOT NULL and indexed ascending, so these orders are backward index scans. */
function orderClause(order: ProductOrder, rank: SQL): SQL {
  switch (order) {
    case 'rating':
      return sql`ORDER BY p.rating DESC, p.review_count DESC, p.id DESC`;
    case 'sales':
      return sql`ORDER BY p.sales DESC, p.id DESC`;
    case 'offer':
      return sql`ORDER BY p.discount_percent DESC, p.id DESC`;
    case 'relevance':
      return sql`ORDER BY ${rank} DESC, p.id DESC`;
    case 'newest':
      return sql`ORDER BY p.created_at DESC, p.id DESC`;
  }
}

/** Letters (with their marks, for Bangla) and digits; everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_SEARCH_WORDS = 8;
/** Shorter words are too short for trigram similarity to mean anything. */
const MIN_CORRECTABLE_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

export function createProductsRepository(db: Database) {
  return {
    /**
     * One page of cards. The page's ids are chosen first (an index scan with LIMIT), and only
     * those rows are joined to their names and images.
     */
    async list(filter: ProductFilter, order: ProductOrder, limit: number, offset: number): Promise<ProductSummary[]> {
      const rank =
        filter.tsquery === undefined ? sql`0` : sql`ts_rank(p.search_vector, to_tsquery('english', ${filter.tsquery}))`;
      const rows = await queryRows<SummaryRow>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}
            FROM (SELECT p.id, ${rank} AS rank FROM products p ${whereClause(filter)}
                  ${orderClause(order, rank)} LIMIT ${limit} OFFSET ${offset}) page
            JOIN products p ON p.id = page.id
            ${SUMMARY_JOINS}
            ${orderClause(order, sql`page.rank`)}`,
      );
      return rows.map(toSummary);
    },

    /** Cards for the given ids, in the order given; unknown ids are left out. */
    async summariesByIds(ids: readonly string[]): Promise<ProductSummary[]> {
      if (!ids.length) return [];
      const rows = await queryRows<SummaryRow>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS} FROM products p ${SUMMARY_JOINS}
            WHERE p.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async count(filter: ProductFilter): Promise<number> {
      const [row] = await queryRows<{ total: number | string }>(
        db,
        sql`SELECT count(*)::int AS total FROM products p ${whereClause(filter)}`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * Turns a shopper's words into a full-text query: each word as a prefix, or any of the
     * catalogue's words most similar to it ('tshrt' -> tshirt, 'panjabi' -> punjabi); all words
     * must match. Null when the text has no word at all.
     */
    async searchQuery(text: string): Promise<string | null> {
      const words = [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_SEARCH_WORDS);
      if (!words.length) return null;
      const correctable = words.filter((word) => word.length >= MIN_CORRECTABLE_LENGTH);
      const corrections = correctable.length
        ? await queryRows<{ word: string; term: string }>(
            db,
            sql`SELECT w.word, s.term
                FROM unnest(string_to_array(${correctable.join(' ')}, ' ')) AS w(word)
                CROSS JOIN LATERAL (
                  SELECT term FROM search_terms WHERE term % w.word
                  ORDER BY similarity(term, w.word) DESC, term LIMIT ${CORRECTIONS_PER_WORD}
                ) s`,
          )
        : [];
      return words
        .map((word) => {
          const alternatives = corrections.filter((c) => c.word === word && c.term !== word).map((c) => c.term);
          return `(${[`${word}:*`, ...alternatives].join(' | ')})`;
        })
        .join(' & ');
    },

    async findById(id: string): Promise<Product | null> {
      const [row] = await queryRows<DetailRow>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}, p.description, p.details, p.tags, p.video,
              (SELECT json_agg(json_build_object('question', f.question, 'answer', f.answer) ORDER BY f.position)
                 FROM product_faqs f WHERE f.product_id = p.id) AS faqs
            FROM products p ${SUMMARY_JOINS}
            WHERE p.id = ${id}`,
      );
      if (!row) return null;
      const reviewRows = await queryRows<ReviewRow>(
        db,
        sql`SELECT r.id, r.user_id, u.name AS user_name, u.profile_img AS user_img, r.stars, r.text, r.created_at
            FROM reviews r JOIN users u ON u.id = r.user_id
            WHERE r.product_id = ${id}
            ORDER BY r.created_at DESC`,
      );
      return {
        ...toSummary(row),
        productDescription: row.description,
        productDetails: row.details ?? [],
        searchTags: row.tags ?? [],
        faqs: row.faqs ?? [],
        video: row.video,
        reviews: reviewRows.map(toReview),
      };
    },

    /** Categories that have products, each with its count and newest products. */
    async categoriesWithProducts(perCategory: number) {
      const rows = await queryRows<
        SummaryRow & { product_count: number; c_id: string; c_name: string; c_image: string | null }
      >(
        db,
        sql`SELECT cat.id AS c_id, cat.name AS c_name, cat.image AS c_image, counts.product_count, top.*
            FROM categories cat
            JOIN LATERAL (SELECT count(*)::int AS product_count FROM products WHERE category_id = cat.id) counts ON counts.product_count > 0
            JOIN LATERAL (
              SELECT ${SUMMARY_COLUMNS} FROM products p ${SUMMARY_JOINS}
              WHERE p.category_id = cat.id ORDER BY p.created_at DESC, p.id DESC LIMIT ${perCategory}
            ) top ON true
            ORDER BY cat.position, cat.name, top.created_at DESC, top.id DESC`,
      );
      const byCategory = new Map<
        string,
        {
          _id: string;
          categoryName: string;
          categoryImage: string | null;
          productCount: number;
          products: ProductSummary[];
        }
      >();
      for (const row of rows) {
        let entry = byCategory.get(row.c_id);
        if (!entry) {
          entry = {
            _id: row.c_id,
            categoryName: row.c_name,
            categoryImage: row.c_image,
            productCount: row.product_count,
            products: [],
          };
          byCategory.set(row.c_id, entry);
        }
        entry.products.push(toSummary(row));
      }
      return [...byCategory.values()];
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
