/**
 * A product's variants (docs/decisions/077): written by the admin inside the product's
 * transaction (after its row is locked), read beside the product for its page and for checkout.
 */
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';

import { poishaToTaka, takaToPoisha, type Variant, type VariantInput, variantPricePoisha } from '@dokan/domain';

import type { Transaction } from '../../db/client.ts';
import { productVariants } from '../../db/schema.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';

/** A variant as the database gives it to the product page and to checkout (JSON, camelCase). */
export interface VariantRow {
  id: string;
  sku: string;
  color: string;
  size: string;
  remaining: number;
  originalPricePoisha: number | null;
  image: string | null;
}

/** A product's variants in position order as JSON, null when it has none (`p` is the product). */
export const VARIANTS_JSON: SQL = sql`(SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'color', v.color,
    'size', v.size, 'remaining', v.remaining, 'originalPricePoisha', v.original_price_poisha, 'image', v.image)
    ORDER BY v.position) FROM product_variants v WHERE v.product_id = p.id)`;

/**
 * The lowest of a product's variants' original prices when they are not all the product's own,
 * else null (no variants, or all at its price): cards then say "from" it (docs/decisions/082). The
 * product's discount applies to each alike, so the lowest original is the lowest selling price.
 */
export const VARIANTS_FROM: SQL = sql`(SELECT min(coalesce(v.original_price_poisha, p.original_price_poisha))
    FROM product_variants v WHERE v.product_id = p.id
    HAVING bool_or(coalesce(v.original_price_poisha, p.original_price_poisha) <> p.original_price_poisha))`;

/** A variant as products are read: its selling price after the product's discount, and its original. */
export function toVariant(row: VariantRow, product: { originalPricePoisha: number; discountPercent: number }): Variant {
  const original = row.originalPricePoisha ?? product.originalPricePoisha;
  return {
    _id: row.id,
    sku: row.sku,
    color: row.color,
    size: row.size,
    price: poishaToTaka(variantPricePoisha(row.originalPricePoisha, product)),
    originalPrice: poishaToTaka(original),
    remainingProducts: row.remaining,
    ...(row.image ? { image: row.image } : {}),
  };
}

/** The unique index of SKUs in the shop; its violation names a SKU another product holds. */
export const SKU_INDEX = 'product_variants_sku_key';

export const isSkuTaken = (error: unknown) => violatedConstraint(error) === SKU_INDEX;

/**
 * Makes the product's variants these, keeping the id of each combination that stays (order lines
 * point at it): the others go, the rest are written in order. SKUs are first set aside to the
 * row's id, so that two variants may swap theirs. The caller holds the product's row lock.
 */
export async function replaceVariants(
  tx: Transaction,
  productId: string,
  variants: readonly VariantInput[],
): Promise<void> {
  const kept = variants.map((v) => sql`(${v.color}, ${v.size})`);
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length
          ? sql`(${productVariants.color}, ${productVariants.size}) NOT IN (${sql.join(kept, sql`, `)})`
          : undefined,
      ),
    );
  if (!variants.length) return;
  await tx
    .update(productVariants)
    .set({ sku: sql`${productVariants.id}::text` })
    .where(eq(productVariants.productId, productId));
  await tx
    .insert(productVariants)
    .values(
      variants.map((v, position) => ({
        productId,
        position,
        sku: v.sku,
        color: v.color,
        size: v.size,
        remaining: v.stock,
        originalPricePoisha: v.price === null || v.price === undefined ? null : takaToPoisha(v.price),
      })),
    )
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.color, productVariants.size],
      set: {
        position: sql`excluded.position`,
        sku: sql`excluded.sku`,
        remaining: sql`excluded.remaining`,
        originalPricePoisha: sql`excluded.original_price_poisha`,
      },
    });
}

/** The product's variants as written, in order (the audit log's view and the update's "before"). */
export async function variantsOf(tx: Transaction, productId: string): Promise<VariantInput[]> {
  const rows = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
  return rows.map((row) => ({
    sku: row.sku,
    color: row.color,
    size: row.size,
    stock: row.remaining,
    price: row.originalPricePoisha === null ? null : poishaToTaka(row.originalPricePoisha),
  }));
}

/** Which of these SKUs another product holds already (SKUs are unique in the shop, in any case). */
export async function skusHeldElsewhere(
  tx: Transaction,
  productId: string,
  skus: readonly string[],
): Promise<string[]> {
  if (!skus.length) return [];
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        sql`lower(${productVariants.sku}) IN (${sql.join(
          skus.map((sku) => sql`${sku.toLowerCase()}`),
          sql`, `,
        )})`,
        ne(productVariants.productId, productId),
      ),
    );
  return rows.map((row) => row.sku);
}
