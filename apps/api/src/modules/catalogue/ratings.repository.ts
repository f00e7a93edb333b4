/** A product's rating and review count: columns of the products table, kept by the reviews module's writes. */
import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** Locks the product for a review; false when there is no such product. */
export async function lockForReview(tx: Transaction, productId: string): Promise<boolean> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return product !== undefined;
}

export async function setRating(
  tx: Transaction,
  productId: string,
  rating: { average: number; count: number },
): Promise<void> {
  await tx
    .update(products)
    .set({ rating: rating.average, reviewCount: rating.count })
    .where(eq(products.id, productId));
}
