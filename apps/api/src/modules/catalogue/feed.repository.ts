/**
 * What the product feeds list (the feeds module, docs/decisions/087): every product with its words in
 * both languages, prices, stock, first picture, seller and variants, read in pages by id as the
 * sitemap's repository reads its addresses, rather than widen the catalogue's service for one reader.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { queryPrepared } from '../../lib/rows.ts';
import { joinUser } from '../accounts/accounts.module.ts';
import { type VariantRow, VARIANTS_JSON } from './variants.repository.ts';

export interface FeedProduct {
  id: string;
  name: string;
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  originalPricePoisha: number;
  discountPercent: number;
  remaining: number;
  /** The seller's name, as the product page shows it; null for the shop's own products. */
  seller: string | null;
  colors: string[];
  colorsBn: string[];
  sizes: string[];
  sizesBn: string[];
  /** The first picture's stored address, null without one. */
  image: string | null;
  /** In position order; empty without variants. */
  variants: VariantRow[];
}

interface Row {
  id: string;
  name: string;
  name_bn: string | null;
  description: string;
  description_bn: string | null;
  original_price_poisha: number;
  discount_percent: number;
  remaining: number;
  seller: string | null;
  colors: string[] | null;
  colors_bn: string[] | null;
  sizes: string[] | null;
  sizes_bn: string[] | null;
  image: string | null;
  variants: VariantRow[] | string | null;
}

const owner = joinUser('u', sql`p.owner_id`);

const columns = sql`p.id, p.name, p.name_bn, p.description, p.description_bn, p.original_price_poisha,
  p.discount_percent, p.remaining, coalesce(${owner.name}, p.owner_name) AS seller, p.colors, p.colors_bn,
  p.sizes, p.sizes_bn,
  (SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image,
  ${VARIANTS_JSON} AS variants`;

function toFeedProduct(row: Row): FeedProduct {
  const variants = typeof row.variants === 'string' ? (JSON.parse(row.variants) as VariantRow[]) : row.variants;
  return {
    id: row.id,
    name: row.name,
    nameBn: row.name_bn,
    description: row.description,
    descriptionBn: row.description_bn,
    originalPricePoisha: Number(row.original_price_poisha),
    discountPercent: Number(row.discount_percent),
    remaining: Number(row.remaining),
    seller: row.seller,
    colors: row.colors ?? [],
    colorsBn: row.colors_bn ?? [],
    sizes: row.sizes ?? [],
    sizesBn: row.sizes_bn ?? [],
    image: row.image,
    variants: variants ?? [],
  };
}

export function createFeedRepository(db: Database) {
  return {
    /**
     * Up to `limit` products after the id `after` (from the first without one), in id order: a feed
     * walks the catalogue page by page on the primary key, each page as cheap as the first.
     */
    async productsAfter(after: string | null, limit: number): Promise<FeedProduct[]> {
      const from: SQL = after === null ? sql`` : sql`WHERE p.id > ${after}::uuid`;
      const rows = await queryPrepared<Row>(
        db,
        sql`SELECT ${columns} FROM products p ${owner.join} ${from} ORDER BY p.id LIMIT ${limit}`,
      );
      return rows.map(toFeedProduct);
    },
  };
}

export type FeedProducts = ReturnType<typeof createFeedRepository>;
