/**
 * Writing a review: only a customer who received the product (a delivered order containing it),
 * one review per customer and product (writing again edits it), and the product's rating and
 * review count recomputed in the same transaction. The text is stored as typed and shown as text.
 */
import { and, eq, sql } from 'drizzle-orm';

import type { Review } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { reviewById } from './reviews.repository.ts';

export function createReviewsService(db: Database) {
  return {
    async write(
      productId: string,
      userId: string,
      stars: number,
      text: string,
    ): Promise<{ review: Review; created: boolean }> {
      return db.transaction(async (tx) => {
        // Locking the product serialises reviews of one product, so the recomputed rating counts every one.
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!product) throw notFound('Product not found');
        const [received] = await tx
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(
            and(eq(orders.customerId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
          )
          .limit(1);
        if (!received) throw forbidden('You can review a product after it has been delivered to you.');

        const [saved] = await tx
          .insert(reviews)
          .values({ productId, userId, stars, text })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.userId],
            set: { stars, text, updatedAt: sql`now()` },
          })
          .returning({ id: reviews.id, created: sql<boolean>`xmax = 0` });
        await tx
          .update(products)
          .set({
            rating: sql`coalesce((SELECT round(avg(stars), 2) FROM reviews WHERE product_id = ${productId}), 0)`,
            reviewCount: sql`(SELECT count(*) FROM reviews WHERE product_id = ${productId})`,
          })
          .where(eq(products.id, productId));
        const row = saved as { id: string; created: boolean };
        return { review: await reviewById(tx, row.id), created: row.created };
      });
    },
  };
}
