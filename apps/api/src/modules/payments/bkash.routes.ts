import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { badRequest } from '../../lib/errors.ts';
import { errorAnswers } from '../../lib/reply.ts';
import { BKASH_CALLBACK_PATH, type BkashPayments } from './bkash.ts';

/** bKash appends paymentID and status (with signature and apiVersion, which decide nothing here). */
const CallbackQuerySchema = z.looseObject({
  paymentID: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid paymentID'),
  status: z.string().max(20).default(''),
});

/** bKash's callback: the browser returns from bKash's page here and is sent on to the shop's payment page. */
export const bkashRoutes: FastifyPluginAsyncZod<{ bkash: BkashPayments; publicUrl: string }> = async (
  app,
  { bkash, publicUrl },
) => {
  app.get(
    BKASH_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        querystring: CallbackQuerySchema,
        response: {
          303: z.null().describe('To /payment/success/{tranId} or /payment/failed/{tranId}'),
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const result = await bkash.callback(request.query.paymentID, request.query.status);
      if (!result) throw badRequest('Unknown bKash payment');
      const outcome = result.outcome === 'paid' ? 'success' : 'failed';
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${publicUrl}/payment/${outcome}/${encodeURIComponent(result.transactionId)}`, 303);
    },
  );
};
