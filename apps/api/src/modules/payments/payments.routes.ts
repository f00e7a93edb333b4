import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, ErrorResponseSchema, formatTaka, poishaToTaka } from '@dokan/domain';

import { devToolsOnly } from '../../lib/dev-access.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from './payments.service.ts';
import { type SandboxGateway, sandboxPage } from './sandbox.ts';

export interface PaymentsRouteOptions {
  payments: PaymentsService | null;
  orders: OrdersService;
  /** Where the browser lands afterwards: {publicUrl}/payment/success/{tranId} or /payment/failed/{tranId}. */
  publicUrl: string;
  sandbox: SandboxGateway | null;
}

/** Callback fields arrive form-encoded (the gateway posts from the browser) or as JSON; all are text. */
const CallbackSchema = z
  .record(z.string(), z.unknown())
  .transform((fields) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value == null ? '' : String(value)])),
  );

const TransactionParamsSchema = z.object({ tranId: z.string().regex(/^[A-Z0-9]{1,30}$/, 'Invalid transaction id') });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Payment callbacks shared by both gateways, and the sandbox gateway's own payment page. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRouteOptions> = async (app, options) => {
  const { payments, orders, publicUrl, sandbox } = options;
  if (!payments) return;
  const tags = ['payments'];
  // The sandbox marks orders paid at a click: its page and callbacks serve only those the development
  // helpers allow (lib/dev-access.ts); to anyone else they do not exist (404).
  if (sandbox) app.addHook('onRequest', devToolsOnly);
  const refusals = sandbox ? errorAnswers(400, 404) : errorAnswers(400);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const page = (outcome: 'success' | 'failed', transactionId: string) =>
    `${publicUrl}/payment/${outcome}/${encodeURIComponent(transactionId)}`;

  app.post(
    '/payments/success',
    { schema: { tags, body: CallbackSchema, response: refusals } },
    async (request, reply) => {
      const result = await payments.confirm(request.body);
      if (result.outcome !== 'paid') request.log.warn({ result }, 'payment not confirmed');
      return reply.redirect(page(result.outcome === 'paid' ? 'success' : 'failed', result.transactionId), 303);
    },
  );

  for (const path of ['/payments/fail', '/payments/cancel']) {
    app.post(path, { schema: { tags, body: CallbackSchema, response: refusals } }, async (request, reply) => {
      const result = await payments.abandon(request.body);
      if (result.outcome === 'rejected') request.log.warn({ result }, 'payment failure callback refused');
      return reply.redirect(page('failed', result.transactionId), 303);
    });
  }

  app.post(
    '/payments/ipn',
    {
      schema: {
        tags,
        body: CallbackSchema,
        response: {
          200: envelope(z.object({ transactionId: z.string(), outcome: z.enum(['paid', 'cancelled']) })),
          ...refusals,
        },
      },
    },
    async (request) => {
      const result = await payments.notify(request.body);
      if (result.outcome === 'rejected') throw badRequest(result.reason);
      return ok({ transactionId: result.transactionId, outcome: result.outcome }, 'IPN received');
    },
  );

  if (!sandbox) return;

  app.get(
    '/payments/sandbox/:tranId',
    {
      schema: {
        tags,
        params: TransactionParamsSchema,
        response: {
          200: z.string().describe('The payment page (HTML)'),
          ...errorAnswers(400),
          // A page when no payment waits under the id; the usual answer when the sandbox is not for this request.
          404: z.union([z.string(), ErrorResponseSchema]).describe('No payment waits under this id (HTML)'),
        },
      },
    },
    async (request, reply) => {
      const order = await orders.byTransactionId(request.params.tranId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!order || order.paymentMethod !== 'ssl') {
        return reply.status(404).send(sandboxPage('Payment not found', '<p>No payment waits under this id.</p>'));
      }
      const tranId = escapeHtml(order.transactionId);
      if (order.paymentStatus === 'paid' || order.status !== 'pending') {
        const state = order.paymentStatus === 'paid' ? 'already paid' : `${order.status}`;
        return sandboxPage('Sandbox payment', `<p>Transaction <b>${tranId}</b> is ${escapeHtml(state)}.</p>`);
      }
      const fields = sandbox.callbackFields(order.transactionId, order.totalPoisha);
      const form = (action: string, label: string, values: Record<string, string>) =>
        `<form method="post" action="/api/payments/${action}">${Object.entries(values)
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
          .join('')}<button type="submit" class="${action}">${label}</button></form>`;
      return sandboxPage(
        'Sandbox payment',
        `<p>Test gateway: no money moves.</p>
         <p class="amount">${escapeHtml(formatTaka(poishaToTaka(order.totalPoisha)))}</p>
         <p>Order for ${escapeHtml(order.customerName)}, transaction <b>${tranId}</b></p>
         <div class="actions">${form('success', 'Pay', fields.success)}${form('fail', 'Fail', fields.fail)}${form(
           'cancel',
           'Cancel',
           fields.cancel,
         )}</div>`,
      );
    },
  );
};
