/**
 * Puts the reviews together: the write service and its route. The catalogue shows reviews on its
 * cards and pages but stands below this module, so what it reads of reviews is handed to it as
 * `productReviews` (app.ts).
 */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { ProductReviews } from '../catalogue/catalogue.service.ts';
import { listedReviewsColumn, reviewsOfProduct } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsServiceDeps } from './reviews.service.ts';

export function createReviewsModule(deps: ReviewsServiceDeps) {
  const service = createReviewsService(deps);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(reviewsRoutes, { reviews: service });
    },
  };
}

/** A product's reviews as the catalogue shows them: slim ones inside a card's statement, full ones on its page. */
export function productReviews(db: Database): ProductReviews {
  return { listedColumn: listedReviewsColumn, ofProduct: (productId) => reviewsOfProduct(db, productId) };
}
