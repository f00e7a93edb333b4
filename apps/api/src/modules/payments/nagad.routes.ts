import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorResponseSchema, formatTaka, poishaToTaka } from '@dokan/domain';

import { devToolsOnly } from '../../lib/dev-access.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorAnswers } from '../../lib/reply.ts';
import { NAGAD_CALLBACK_PATH, type NagadPayments } from './nagad.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { SANDBOX_NAGAD_PAGE, type SandboxNagadApi, sandboxPage } from './sandbox.ts';

const PaymentRefIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid payment_ref_id');

/**
 * Nagad appends merchant, order_id, payment_ref_id, status, status_code, message, payment_dt and
 * issuer_payment_ref; only payment_ref_id (and order_id, which must be its payment's) is read: the
 * rest decides nothing, verify does.
 */
const CallbackQuerySchema = z.looseObject({
  payment_ref_id: PaymentRefIdSchema,
  order_id: z.string().max(64).optional(),
  status: z.string().max(40).optional(),
});

const PaymentParamsSchema = z.object({ paymentRefId: PaymentRefIdSchema });
const DecisionParamsSchema = PaymentParamsSchema.extend({ decision: z.enum(['pay', 'cancel']) });

/**
 * Nagad's callback: the browser returns from Nagad's page here and is sent on to the shop's payment
 * page. With the sandbox in Nagad's place (`sandbox`), the callback and the sandbox's Nagad page
 * serve only the development helpers' users (decision 020).
 */
export const nagadRoutes: FastifyPluginAsyncZod<{
  nagad: NagadPayments;
  publicUrl: string;
  sandbox: { api: SandboxNagadApi; repository: PaymentsRepository } | null;
}> = async (app, { nagad, publicUrl, sandbox }) => {
  if (sandbox) app.addHook('onRequest', devToolsOnly);
  const refusals = sandbox ? errorAnswers(400, 404) : errorAnswers(400);
  app.get(
    NAGAD_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        querystring: CallbackQuerySchema,
        response: { 303: z.null().describe('To /payment/success/{tranId} or /payment/failed/{tranId}'), ...refusals },
      },
    },
    async (request, reply) => {
      const result = await nagad.callback(request.query.payment_ref_id, request.query.order_id);
      if (!result) throw badRequest('Unknown Nagad payment');
      if (result === 'mismatch') throw badRequest('This Nagad payment is for another order');
      const outcome = result.outcome === 'paid' ? 'success' : 'failed';
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${publicUrl}/payment/${outcome}/${encodeURIComponent(result.transactionId)}`, 303);
    },
  );

  if (!sandbox) return;
  app.get(
    `${SANDBOX_NAGAD_PAGE}/:paymentRefId`,
    {
      schema: {
        tags: ['payments'],
        params: PaymentParamsSchema,
        response: {
          200: z.string().describe("The sandbox's Nagad page (HTML)"),
          ...errorAnswers(400),
          404: z.union([z.string(), ErrorResponseSchema]).describe('No Nagad payment waits under this id (HTML)'),
        },
      },
    },
    async (request, reply) => {
      const { paymentRefId } = request.params;
      const payment = await sandbox.repository.nagadPayment(paymentRefId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment)
        return reply.status(404).send(sandboxPage('Payment not found', '<p>No Nagad payment waits under this id.</p>'));
      const action = (decision: string) => `/api${SANDBOX_NAGAD_PAGE}/${paymentRefId}/${decision}`;
      return sandboxPage(
        'Sandbox Nagad',
        `<p>Test Nagad: no money moves.</p>
         <p class="amount">${formatTaka(poishaToTaka(payment.amountPoisha))}</p>
         <p>Payment <b>${paymentRefId}</b></p>
         <div class="actions"><form method="post" action="${action('pay')}"><button class="success">Pay</button></form>
         <form method="post" action="${action('cancel')}"><button class="cancel">Cancel</button></form></div>`,
      );
    },
  );

  // The page's Pay and Cancel are forms the browser posts, empty; what they decide is in the address.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    `${SANDBOX_NAGAD_PAGE}/:paymentRefId/:decision`,
    {
      schema: {
        tags: ['payments'],
        params: DecisionParamsSchema,
        response: {
          303: z.null().describe("To Nagad's callback, as Nagad sends the browser"),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { paymentRefId, decision } = request.params;
      const payment = await sandbox.repository.nagadPayment(paymentRefId);
      if (!payment) throw badRequest('Unknown Nagad payment');
      const status = decision === 'pay' ? 'Success' : 'Aborted';
      sandbox.api.decide(paymentRefId, status);
      const query = new URLSearchParams({
        merchant: sandbox.api.merchantId,
        order_id: payment.transactionId,
        payment_ref_id: paymentRefId,
        status,
        status_code: status === 'Success' ? '00_0000_000' : '00_1050_001',
        message: status === 'Success' ? 'Successful Transaction' : 'Aborted',
      });
      return reply.redirect(`/api${NAGAD_CALLBACK_PATH}?${query}`, 303);
    },
  );
};
