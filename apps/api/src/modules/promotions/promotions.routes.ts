import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  envelope,
  IdParamsSchema,
  PromotionInputSchema,
  PromotionListSchema,
  PromotionSchema,
  PromotionUpdateSchema,
  PublicPromotionListSchema,
} from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { PromotionsAdminService } from './promotions-admin.service.ts';

/** Where the pages read the running promotions; a promotion's change invalidates it everywhere. */
export const PROMOTIONS_READ = '/api/promotions';

/**
 * GET /promotions: the running promotions, for the pages to show and price carts with. It is not
 * kept in the response cache: the kept promotions are filtered by the clock at every read, so a
 * sale appears and goes at its second. The rest is the admin's.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  promotionsAdmin: PromotionsAdminService;
}> = async (app, { promotions, promotionsAdmin }) => {
  const admin = { onRequest: app.requireRole('admin') };
  const tags = ['admin: promotions'];

  app.get(
    '/promotions',
    { schema: { tags: ['promotions'], response: { 200: envelope(PublicPromotionListSchema) } } },
    async () => ok(await promotions.running(), 'Promotions retrieved successfully'),
  );

  app.get(
    '/admin/promotions',
    { ...admin, schema: { tags, response: { 200: envelope(PromotionListSchema), ...errorAnswers(401, 403) } } },
    async () => ok(await promotionsAdmin.list(), 'Promotions retrieved successfully'),
  );

  app.post(
    '/admin/promotions',
    {
      ...admin,
      schema: {
        tags,
        body: PromotionInputSchema,
        response: { 201: envelope(PromotionSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const promotion = await promotionsAdmin.create(signedIn(request).id, request.body);
      reply.status(201);
      return ok(promotion, 'Promotion created successfully');
    },
  );

  app.put(
    '/admin/promotions/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: PromotionUpdateSchema,
        response: { 200: envelope(PromotionSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await promotionsAdmin.update(signedIn(request).id, request.params.id, request.body),
        'Promotion updated successfully',
      ),
  );

  app.delete(
    '/admin/promotions/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(PromotionSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await promotionsAdmin.end(signedIn(request).id, request.params.id), 'Promotion ended'),
  );
};
