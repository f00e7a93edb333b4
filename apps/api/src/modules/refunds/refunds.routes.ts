import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, IdParamsSchema, RefundRequestSchema, RefundSchema, RefundStatusUpdateSchema } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { RefundsService } from './refunds.service.ts';

/** Spec section 7, Orders and refunds. */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  const tags = ['refunds'];

  app.post(
    '/refund/post',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: RefundRequestSchema,
        response: { 201: envelope(RefundSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const refund = await refunds.request(signedIn(request), request.body);
      reply.status(201);
      return ok(refund, 'Refund request submitted!');
    },
  );

  app.get(
    '/refund',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: envelope(z.array(RefundSchema)), ...errorAnswers(401) } },
    },
    async (request) => ok(await refunds.list(signedIn(request)), 'Refund requests retrieved successfully'),
  );

  app.patch(
    '/refund/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: RefundStatusUpdateSchema,
        response: { 200: envelope(RefundSchema), ...errorAnswers(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const refund = await refunds.setStatus(
        signedIn(request),
        request.params.id,
        request.body.status,
        request.body.id,
        request.body.amount,
      );
      return ok(refund, `Refund is now ${refund.refundStatus}`);
    },
  );
};
