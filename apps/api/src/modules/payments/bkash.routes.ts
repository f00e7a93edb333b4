import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorResponseSchema, formatTaka, poishaToTaka } from '@dokan/domain';

import { devToolsOnly } from '../../lib/dev-access.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorAnswers } from '../../lib/reply.ts';
import { BKASH_CALLBACK_PATH, type BkashPayments } from './bkash.ts';
import { BKASH_AGREEMENT_CALLBACK_PATH, type BkashAgreements } from './bkash-agreements.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { SANDBOX_BKASH_AGREEMENT_PAGE, SANDBOX_BKASH_PAGE, sandboxPage } from './sandbox.ts';

/** bKash appends paymentID and status (with signature and apiVersion, which decide nothing here). */
const CallbackQuerySchema = z.looseObject({
  paymentID: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid paymentID'),
  status: z.string().max(20).default(''),
});

const PaymentParamsSchema = z.object({ paymentID: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid paymentID') });

/**
 * bKash's callback: the browser returns from bKash's page here and is sent on to the shop's payment
 * page. With the sandbox in bKash's place (`sandbox`: the payments it reads), the callback and the
 * sandbox's bKash page serve only the development helpers' users (decision 020).
 */
export const bkashRoutes: FastifyPluginAsyncZod<{
  bkash: BkashPayments;
  agreements: BkashAgreements;
  orders: Parameters<BkashAgreements['callback']>[0];
  publicUrl: string;
  sandbox: PaymentsRepository | null;
}> = async (app, { bkash, agreements, orders, publicUrl, sandbox }) => {
  if (sandbox) app.addHook('onRequest', devToolsOnly);
  const refusals = sandbox ? errorAnswers(400, 404) : errorAnswers(400);
  app.get(
    BKASH_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        querystring: CallbackQuerySchema,
        response: { 303: z.null().describe('To /payment/success/{tranId} or /payment/failed/{tranId}'), ...refusals },
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

  // Saving a wallet: on to bKash's payment page for the order (or the failed page), never trusting the redirect.
  app.get(
    BKASH_AGREEMENT_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        querystring: CallbackQuerySchema,
        response: {
          303: z.null().describe("To bKash's payment page for the order, or /payment/failed/{tranId}"),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const next = await agreements.callback(orders, request.query.paymentID, request.query.status);
      if (!next) throw badRequest('Unknown bKash agreement');
      reply.header('cache-control', 'no-store');
      return reply.redirect(next, 303);
    },
  );

  if (!sandbox) return;
  app.get(
    `${SANDBOX_BKASH_AGREEMENT_PAGE}/:paymentID`,
    {
      schema: {
        tags: ['payments'],
        params: PaymentParamsSchema,
        response: {
          200: z.string().describe("The sandbox's page to save a bKash wallet (HTML)"),
          ...errorAnswers(400),
          404: z.union([z.string(), ErrorResponseSchema]).describe('No agreement waits under this id (HTML)'),
        },
      },
    },
    async (request, reply) => {
      const { paymentID } = request.params;
      const agreement = await sandbox.bkashAgreementByPayment(paymentID);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!agreement) {
        return reply
          .status(404)
          .send(sandboxPage('Agreement not found', '<p>No bKash agreement waits under this id.</p>'));
      }
      const back = (status: string) => `/api${BKASH_AGREEMENT_CALLBACK_PATH}?paymentID=${paymentID}&status=${status}`;
      return sandboxPage(
        'Sandbox bKash',
        `<p>Test bKash: save wallet <b>${agreement.payerReference}</b> with the shop for faster payments.</p>
         <div class="actions"><a class="success" href="${back('success')}">Save wallet</a><a class="cancel" href="${back('cancel')}">Cancel</a></div>`,
      );
    },
  );
  app.get(
    `${SANDBOX_BKASH_PAGE}/:paymentID`,
    {
      schema: {
        tags: ['payments'],
        params: PaymentParamsSchema,
        response: {
          200: z.string().describe("The sandbox's bKash page (HTML)"),
          ...errorAnswers(400),
          404: z.union([z.string(), ErrorResponseSchema]).describe('No bKash payment waits under this id (HTML)'),
        },
      },
    },
    async (request, reply) => {
      const { paymentID } = request.params;
      const payment = await sandbox.bkashPayment(paymentID);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment)
        return reply.status(404).send(sandboxPage('Payment not found', '<p>No bKash payment waits under this id.</p>'));
      const back = (status: string) => `/api${BKASH_CALLBACK_PATH}?paymentID=${paymentID}&status=${status}`;
      return sandboxPage(
        'Sandbox bKash',
        `<p>Test bKash: no money moves.</p>
         <p class="amount">${formatTaka(poishaToTaka(payment.amountPoisha))}</p>
         <p>Payment <b>${paymentID}</b></p>
         <div class="actions"><a class="success" href="${back('success')}">Pay</a><a class="cancel" href="${back('cancel')}">Cancel</a></div>`,
      );
    },
  );
};
