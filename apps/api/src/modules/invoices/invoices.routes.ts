/**
 * GET /order/invoice/{orderId} (spec section 7): the order's invoice as a PDF file the page saves
 * as invoice-{orderId}.pdf.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { IdSchema } from '@dokan/domain';

import { errorAnswers } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { InvoicesService } from './invoices.service.ts';

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.get(
    '/order/invoice/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: z.object({ orderId: IdSchema }),
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('The invoice, application/pdf, saved as invoice-{orderId}.pdf'),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoices.render(signedIn(request), request.params.orderId, request.log);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
