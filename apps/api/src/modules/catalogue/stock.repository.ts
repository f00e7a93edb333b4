/**
 * Stock as checkout sees it. Every change is a conditional update inside the caller's
 * transaction: stock is taken only while enough remains, so concurrent orders can never sell
 * more than there is (docs/decisions/009).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { queryPrepared, queryRows } from '../../lib/rows.ts';
import { type VariantRow, VARIANTS_JSON } from './variants.repository.ts';

type Tx = Database | Transaction;

/** A product's first image. Spelt out: inside a subquery Drizzle would leave products.id unqualified (and it would mean pi.id). */
const firstImage = sql<string | null>`(SELECT pi.url FROM product_images pi
  WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1)`;

export interface CheckoutProduct {
  id: string;
  name: string;
  /** The Bangla name and option labels an order line keeps beside the English (docs/decisions/055). */
  nameBn: string | null;
  /** What promotions on categories go by (docs/decisions/084). */
  categoryId: string | null;
  pricePoisha: number;
  /** What a variant's price is figured from: its own original price (else this) less the discount. */
  originalPricePoisha: number;
  discountPercent: number;
  remaining: number;
  /** Its variants (docs/decisions/077); [] when it has none. */
  variants: VariantRow[];
  colors: string[];
  colorsBn: string[];
  sizes: string[];
  sizesBn: string[];
  ownerId: string | null;
  image: string | null;
}

/** The products an order names, and what checkout reads beside them in the same statement. */
export interface CheckoutRead<T> {
  products: Map<string, CheckoutProduct>;
  /** `alongside`'s value; undefined when no product was found or none was asked. */
  alongside: T | undefined;
}

/**
 * The products an order names, as checkout prices and checks them, in one prepared statement
 * whose text depends only on whether there is one or more. `alongside` (an expression of the whole
 * order, such as its COD history) is read in the same round trip (decision 045). One product, the
 * usual order, is named by `id = $1`: a prepared statement's generic plan guesses ten rows for
 * `id = ANY($1)`, and on a small catalogue it then reads the whole table (with every old version a
 * busy product's stock left behind) instead of the product's key.
 */
export async function productsForCheckout<T = never>(
  db: Database | Transaction,
  ids: readonly string[],
  alongside?: SQL<T>,
): Promise<CheckoutRead<T>> {
  if (!ids.length) return { products: new Map(), alongside: undefined };
  const rows = await queryPrepared<
    Omit<CheckoutProduct, 'variants'> & { variants: VariantRow[] | null; alongside: T | null }
  >(
    db,
    sql`SELECT p.id, p.name, p.name_bn AS "nameBn", p.category_id AS "categoryId", p.price_poisha AS "pricePoisha",
          p.original_price_poisha AS "originalPricePoisha", p.discount_percent AS "discountPercent",
          p.remaining, ${VARIANTS_JSON} AS variants, p.colors,
          p.colors_bn AS "colorsBn", p.sizes, p.sizes_bn AS "sizesBn", p.owner_id AS "ownerId",
          (SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image,
          ${alongside ?? sql`NULL`} AS alongside
        FROM products p WHERE ${ids.length === 1 ? sql`p.id = ${ids[0]}::uuid` : sql`p.id = ANY(${sql.param([...ids])}::uuid[])`}`,
  );
  return {
    products: new Map(
      rows.map(({ alongside: _, variants, ...product }) => [product.id, { ...product, variants: variants ?? [] }]),
    ),
    alongside: rows[0]?.alongside ?? undefined,
  };
}

/**
 * The statement that takes the units of each product where that many remain, as part of a larger
 * one (an order's): the rows are locked in id order first, so that concurrent orders of several
 * products never deadlock, and it returns one row (the product's id) per product taken. A caller
 * that gets fewer rows than products must abort its statement (decision 029). A product with too
 * few units left is not locked at all (a row locked meanwhile is checked again once free), so
 * the orders refused in a rush on a sold-out product do not queue behind each other.
 */
export function takeStockStatement(units: ReadonlyMap<string, number>): SQL {
  const wanted = sql.join(
    [...units].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`),
    sql`, `,
  );
  return sql`UPDATE products p SET remaining = p.remaining - w.quantity
    FROM (SELECT l.id, v.quantity FROM products l JOIN (VALUES ${wanted}) AS v(id, quantity) ON l.id = v.id
          WHERE l.remaining >= v.quantity ORDER BY l.id FOR UPDATE OF l) AS w
    WHERE p.id = w.id AND p.remaining >= w.quantity
    RETURNING p.id`;
}

/**
 * Beside `takeStockStatement`, in the same order statement, whose products CTE is named `taken`:
 * takes each variant's units where that many remain (docs/decisions/077), a row per variant taken.
 * A variant is locked only once its product's row is (it must be among `taken`'s rows), so the
 * product's row orders every change to its variants and two orders never deadlock on them.
 */
export function takeVariantStockStatement(units: ReadonlyMap<string, number>, taken: SQL): SQL {
  const wanted = sql.join(
    [...units].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`),
    sql`, `,
  );
  return sql`UPDATE product_variants pv SET remaining = pv.remaining - w.quantity
    FROM (SELECT l.id, v.quantity FROM product_variants l JOIN (VALUES ${wanted}) AS v(id, quantity) ON l.id = v.id
          WHERE l.remaining >= v.quantity AND l.product_id IN (SELECT id FROM ${taken})
          ORDER BY l.id FOR UPDATE OF l) AS w
    WHERE pv.id = w.id AND pv.remaining >= w.quantity
    RETURNING pv.id`;
}

/** Puts units back (a cancelled or failed order); the product may have been deleted meanwhile. */
export async function returnStock(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ remaining: sql`${products.remaining} + ${quantity}` })
    .where(eq(products.id, productId));
}

/**
 * Puts a variant's units back, after its product's (whose row is then locked: the order
 * statement's lock order); the variant may have been deleted meanwhile.
 */
export async function returnVariantStock(
  tx: Tx,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(productVariants)
    .set({ remaining: sql`${productVariants.remaining} + ${quantity}` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

/** A delivered order's units count as sold (the listing's "sales" sort): only delivered goods are sales. */
export async function addSales(tx: Tx, sold: ReadonlyMap<string, number>): Promise<void> {
  for (const [productId, quantity] of [...sold].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ sales: sql`${products.sales} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

export async function remainingOf(tx: Tx, productId: string): Promise<number> {
  const [row] = await tx.select({ remaining: products.remaining }).from(products).where(eq(products.id, productId));
  return row?.remaining ?? 0;
}

export async function variantRemainingOf(tx: Tx, variantId: string): Promise<number> {
  const [row] = await tx
    .select({ remaining: productVariants.remaining })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.remaining ?? 0;
}

export interface LowStockProduct {
  id: string;
  name: string;
  nameBn: string | null;
  image: string | null;
  remaining: number;
  /** Set when it is a variant running low (docs/decisions/077). */
  variant: { sku: string; color: string; size: string } | null;
}

/**
 * What runs low, fewest left first (a seller's own when `ownerId` is given): a product without
 * variants by its stock, a product with variants by each variant's.
 */
export async function lowStock(
  tx: Tx,
  ownerId: string | null,
  threshold: number,
  limit: number,
): Promise<LowStockProduct[]> {
  const owned = ownerId ? sql`AND p.owner_id = ${ownerId}` : sql``;
  return queryRows<LowStockProduct>(
    tx,
    sql`SELECT * FROM (
          SELECT p.id, p.name, p.name_bn AS "nameBn", p.remaining, ${firstImage} AS image, NULL::json AS variant
            FROM products p
            WHERE p.remaining <= ${threshold} ${owned}
              AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
          UNION ALL
          SELECT p.id, p.name, p.name_bn, v.remaining, ${firstImage},
                 json_build_object('sku', v.sku, 'color', v.color, 'size', v.size)
            FROM product_variants v JOIN products p ON p.id = v.product_id
            WHERE v.remaining <= ${threshold} ${owned}
        ) low ORDER BY remaining, name, id LIMIT ${limit}`,
  );
}
