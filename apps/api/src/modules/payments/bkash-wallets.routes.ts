import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, IdSchema, SavedBkashWalletSchema } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { BkashAgreements } from './bkash-agreements.ts';

/** A shopper's saved bKash wallets in their account (decision 044): only their own, seen and removed. */
export const bkashWalletsRoutes: FastifyPluginAsyncZod<{ agreements: BkashAgreements }> = async (
  app,
  { agreements },
) => {
  const tags = ['payments'];
  app.get(
    '/payments/bkash/wallets',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: envelope(z.array(SavedBkashWalletSchema)), ...errorAnswers(401) } },
    },
    async (request) => ok(await agreements.wallets(signedIn(request).id), 'Saved bKash wallets retrieved successfully'),
  );

  app.delete(
    '/payments/bkash/wallets/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: z.object({ id: IdSchema }),
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      await agreements.remove(signedIn(request).id, request.params.id);
      return ok(null, 'Saved bKash wallet removed');
    },
  );
};
