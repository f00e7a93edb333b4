/**
 * Writing a review: only a customer who received the product (a delivered order containing it),
 * one review per customer and product (writing again edits it), and the product's rating and
 * review count recomputed in the same transaction. The text is stored as typed and shown as text.
 */
import type { Review } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { ratingOf, reviewById, saveReview } from './reviews.repository.ts';

export interface ReviewsServiceDeps {
  db: Database;
  catalogue: Pick<CatalogueService, 'lockForReview' | 'setRating'>;
  orders: Pick<OrdersService, 'hasReceived'>;
}

export function createReviewsService({ db, catalogue, orders }: ReviewsServiceDeps) {
  return {
    async write(
      productId: string,
      userId: string,
      stars: number,
      text: string,
    ): Promise<{ review: Review; created: boolean }> {
      return db.transaction(async (tx) => {
        // Locking the product serialises reviews of one product, so the recomputed rating counts every one.
        if (!(await catalogue.lockForReview(tx, productId))) throw notFound('Product not found');
        if (!(await orders.hasReceived(tx, userId, productId))) {
          throw forbidden('You can review a product after it has been delivered to you.');
        }
        const saved = await saveReview(tx, { productId, userId, stars, text });
        await catalogue.setRating(tx, productId, await ratingOf(tx, productId));
        return { review: await reviewById(tx, saved.id), created: saved.created };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
