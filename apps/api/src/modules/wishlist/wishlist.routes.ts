import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CustomerParamsSchema,
  envelope,
  WishlistAddSchema,
  WishlistItemParamsSchema,
  WishlistSchema,
} from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { assertSelf } from '../accounts/accounts.module.ts';
import type { WishlistService } from './wishlist.service.ts';

/** Spec section 7, Wishlist. Every path names the customer, who must be the one signed in. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const tags = ['wishlist'];

  app.post(
    '/wishlist/add-to-wishlist/:customerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: CustomerParamsSchema,
        body: WishlistAddSchema,
        response: { 200: envelope(WishlistSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.customerId);
      return ok(await wishlist.add(user.id, request.body.productId), 'Added to wishlist');
    },
  );

  app.get(
    '/wishlist/get-wishlist/:customerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: CustomerParamsSchema,
        response: { 200: envelope(WishlistSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.customerId);
      return ok(await wishlist.read(user.id), 'Wishlist retrieved successfully');
    },
  );

  app.delete(
    '/wishlist/remove/:customerId/:productId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: WishlistItemParamsSchema,
        response: { 200: envelope(WishlistSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.customerId);
      const { wishlist: list, removed } = await wishlist.remove(user.id, request.params.productId);
      return ok(list, removed ? 'Removed from wishlist' : 'The product was not in the wishlist');
    },
  );
};
