/**
 * What a cart link's items are (docs/decisions/088): each ref found as a product id, a variant's SKU
 * or a product's own SKU, and the quantity the shop can sell of it now. The page puts the lines in
 * the shopper's cart and names the items skipped; checkout checks stock and prices again anyway.
 */
import { sql } from 'drizzle-orm';

import type { CartLink, CartLinkItem, Product, Variant } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { isUuid, queryRows } from '../../lib/rows.ts';
import type { ProductsService } from './products.service.ts';

interface RefMatch {
  ref: string;
  product_id: string;
  /** The variant's SKU when the ref named a variant. */
  variant_sku: string | null;
}

/** Each ref's product (and variant), SKUs matched in any case as the shop keeps them unique. */
async function findRefs(db: Database, refs: readonly string[]): Promise<Map<string, RefMatch>> {
  const ids = refs.filter(isUuid);
  const skus = refs.map((ref) => ref.toLowerCase());
  const rows = await queryRows<RefMatch & { lower_ref: string }>(
    db,
    sql`SELECT v.sku AS variant_sku, v.product_id, lower(v.sku) AS lower_ref FROM product_variants v
        WHERE lower(v.sku) IN (${sql.join(
          skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})
        UNION ALL
        SELECT NULL, p.id, lower(p.sku) FROM products p WHERE lower(p.sku) IN (${sql.join(
          skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})
        ${
          ids.length
            ? sql`UNION ALL SELECT NULL, p.id, p.id::text FROM products p WHERE p.id IN (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
  const found = new Map<string, RefMatch>();
  for (const ref of refs) {
    const row = rows.find((r) => r.lower_ref === ref.toLowerCase());
    if (row) found.set(ref, { ref, product_id: row.product_id, variant_sku: row.variant_sku });
  }
  return found;
}

/** The variant a ref names: its own SKU's, or for a product's id its first in stock (its page's first choice). */
function variantOf(product: Product, sku: string | null): Variant | null {
  const variants = product.variants;
  if (!variants.length) return null;
  if (sku) return variants.find((v) => v.sku.toLowerCase() === sku.toLowerCase()) ?? null;
  return variants.find((v) => v.remainingProducts > 0) ?? variants[0] ?? null;
}

const orNullWhenMissing = (error: unknown): null => {
  if ((error as { statusCode?: number }).statusCode === 404) return null;
  throw error;
};

export function createCartLinks(db: Database, products: Pick<ProductsService, 'get'>) {
  return {
    async resolve(items: readonly CartLinkItem[]): Promise<CartLink> {
      const found = await findRefs(
        db,
        items.map((item) => item.ref),
      );
      const ids = [...new Set([...found.values()].map((match) => match.product_id))];
      // A product deleted since it was found is an unknown item like any other.
      const read = await Promise.all(ids.map((id) => products.get(id).catch(orNullWhenMissing)));
      const byId = new Map(read.flatMap((p) => (p ? [[p._id, p] as const] : [])));
      const link: CartLink = { lines: [], skipped: [] };
      for (const { ref, quantity } of items) {
        const match = found.get(ref);
        const product = match && byId.get(match.product_id);
        if (!match || !product) {
          link.skipped.push({ ref, reason: 'unknown', productName: null, productNameBn: null });
          continue;
        }
        const variant = variantOf(product, match.variant_sku);
        const stock = variant ? variant.remainingProducts : product.remainingProducts;
        if (stock <= 0) {
          link.skipped.push({
            ref,
            reason: 'sold-out',
            productName: product.productName,
            productNameBn: product.productNameBn ?? null,
          });
          continue;
        }
        link.lines.push({ ref, product, variant, quantity: Math.min(quantity, stock), requested: quantity });
      }
      return link;
    },
  };
}

export type CartLinks = ReturnType<typeof createCartLinks>;
