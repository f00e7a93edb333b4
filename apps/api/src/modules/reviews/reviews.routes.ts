/** POST /products/{productId}/reviews (spec section 7): a signed-in customer reviews what they received. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, IdSchema, ReviewSchema, ReviewSubmitSchema } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { assertSelf } from '../accounts/authenticate.ts';
import { createReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reviewsService = createReviewsService(db);

  app.post(
    '/products/:productId/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        params: z.object({ productId: IdSchema }),
        body: ReviewSubmitSchema,
        response: { 200: envelope(ReviewSchema), 201: envelope(ReviewSchema) },
      },
    },
    async (request, reply) => {
      const { userId, stars, text } = request.body.review;
      assertSelf(request, userId);
      const { review, created } = await reviewsService.write(request.params.productId, userId, stars, text);
      // The rating shows on cards and sorts the listing, and the review on the product's page.
      app.responseCache.invalidate('/api/products');
      return reply
        .status(created ? 201 : 200)
        .send(ok(review, created ? 'Review submitted successfully' : 'Review updated successfully'));
    },
  );
};
