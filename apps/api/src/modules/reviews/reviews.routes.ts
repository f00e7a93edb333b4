/** POST /products/{productId}/reviews (spec section 7): a signed-in customer reviews what they received. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, IdSchema, ReviewSchema, ReviewSubmitSchema } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { assertSelf } from '../accounts/accounts.module.ts';
import type { ReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/products/:productId/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        params: z.object({ productId: IdSchema }),
        body: ReviewSubmitSchema,
        response: { 200: envelope(ReviewSchema), 201: envelope(ReviewSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId, stars, text } = request.body.review;
      assertSelf(request, userId);
      const { review, created } = await reviews.write(request.params.productId, userId, stars, text);
      // The rating shows on cards and sorts the listing, and the review on the product's page.
      app.responseCache.invalidate('/api/products');
      return reply
        .status(created ? 201 : 200)
        .send(ok(review, created ? 'Review submitted successfully' : 'Review updated successfully'));
    },
  );
};
