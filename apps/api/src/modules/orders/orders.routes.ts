import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  CodRiskSchema,
  ConfirmPaymentSchema,
  CustomerParamsSchema,
  envelope,
  isOnlinePayment,
  ORDER_STATUSES,
  type OrderCaps,
  OrderEventSchema,
  OrderParamsSchema,
  OrderPayloadSchema,
  OrderQuoteInputSchema,
  OrderQuoteSchema,
  OrderSchema,
  PageQuerySchema,
  PlacedOrderSchema,
  RejectPaymentSchema,
} from '@dokan/domain';

import { badRequest, forbidden } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { assertSelf, signedIn } from '../accounts/accounts.module.ts';
import { couponGuess } from '../coupons/coupons.service.ts';
import { ONLINE_PAYMENT_UNAVAILABLE, type OnlinePayments, type OrdersService } from './orders.service.ts';
import type { OrdersAdminService } from './orders-admin.service.ts';
import { countPlacement } from './placement-limits.ts';

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters')
    .max(100, 'Idempotency-Key must be 8 to 100 characters')
    .optional(),
});

export interface OrdersRouteOptions {
  orders: OrdersService;
  ordersAdmin: OrdersAdminService;
  /** Whether this request may pay online ('ssl'): the sandbox gateway serves only its own machine. */
  mayPayOnline: OnlinePayments['mayPayOnline'];
  checkBkashWallet: OnlinePayments['checkBkashWallet'];
  limiter: RateLimiter;
  /** The owner's caps on orders per account and per address (decision 071). */
  orderCaps: () => Promise<OrderCaps>;
}

/** Spec section 7, Orders; and the shop's side of them (admin-contract.md, Orders). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRouteOptions> = async (
  app,
  { orders, ordersAdmin, mayPayOnline, checkBkashWallet, limiter, orderCaps },
) => {
  const tags = ['orders'];

  app.post(
    '/order/quote',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: OrderQuoteInputSchema,
        response: { 200: envelope(OrderQuoteSchema), ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      // A coupon named here is checked as the preview checks one: a guess, within the same limits.
      const guess = request.body.cuopon ? await couponGuess(limiter, request.ip, user.id) : null;
      const quote = await orders.quote(user, request.body);
      await guess?.right();
      return ok(quote, 'Order priced');
    },
  );

  app.post(
    '/order/post-order',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        headers: IdempotencyHeadersSchema,
        body: OrderPayloadSchema,
        response: { 201: envelope(PlacedOrderSchema), ...errorAnswers(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (request.body.customerId !== user.id) throw forbidden('You may only place orders for your own account.');
      const method = request.body.paymentMethod;
      if (isOnlinePayment(method) && !mayPayOnline(request, method)) throw badRequest(ONLINE_PAYMENT_UNAVAILABLE);
      if (request.body.bkashWallet) await checkBkashWallet(user.id, request.body.bkashWallet);
      const placement = await countPlacement(limiter, await orderCaps(), user.id, request.ip);
      let placed;
      try {
        placed = await orders.place(user, request.body, request.headers['idempotency-key'] ?? null);
      } catch (error) {
        await placement.right(); // nothing placed: not counted
        throw error;
      }
      const { order, created } = placed;
      // A retried submit gets the first answer again; the header tells a client it was a replay.
      if (!created) {
        await placement.right();
        reply.header('idempotent-replayed', 'true');
      }
      reply.status(201);
      return ok(order, order.url ? 'Order received, redirecting to payment...' : 'Order placed successfully!');
    },
  );

  app.patch(
    '/order/update-status/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: OrderParamsSchema,
        body: z.object({
          status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
        }),
        response: { 200: envelope(OrderSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await orders.updateStatus(signedIn(request), request.params.orderId, request.body.status);
      return ok(order, order.status === 'cancelled' ? 'Order cancelled' : `Order is now ${order.status}`);
    },
  );

  app.get(
    '/order/get-order-by-customerId/:customerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: CustomerParamsSchema,
        response: { 200: envelope(z.array(OrderSchema)), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      assertSelf(request, request.params.customerId, true);
      return ok(await orders.listForCustomer(request.params.customerId), 'Orders retrieved successfully');
    },
  );

  app.get(
    '/order/get-all-orders',
    {
      onRequest: app.requireRole('admin', 'owner'),
      schema: {
        tags,
        querystring: AdminOrderListQuerySchema,
        response: { 200: envelope(AdminOrderListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const list = await ordersAdmin.list(signedIn(request), filters, pageWindow({ page, limit }));
      return ok(list, 'Orders retrieved successfully');
    },
  );

  app.get(
    '/order/mobile-banking-queue',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        querystring: PageQuerySchema,
        response: { 200: envelope(AdminOrderListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const queue = await ordersAdmin.transferQueue(pageWindow(request.query));
      return ok(queue, 'Transfers to confirm retrieved successfully');
    },
  );

  // A static path (get-all-orders above) always wins over this parameter in Fastify's router.
  app.get(
    '/order/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: OrderParamsSchema,
        response: { 200: envelope(OrderSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await ordersAdmin.get(signedIn(request), request.params.orderId), 'Order retrieved successfully'),
  );

  app.get(
    '/order/:orderId/timeline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: OrderParamsSchema,
        response: { 200: envelope(z.array(OrderEventSchema)), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await orders.timeline(signedIn(request), request.params.orderId), 'Order timeline retrieved successfully'),
  );

  app.get(
    '/order/:orderId/cod-risk',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: OrderParamsSchema,
        response: { 200: envelope(CodRiskSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await orders.codRisk(request.params.orderId), 'COD risk retrieved successfully'),
  );

  app.patch(
    '/order/confirm-payment/:orderId',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: OrderParamsSchema,
        body: ConfirmPaymentSchema.nullish(),
        response: { 200: envelope(OrderSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await ordersAdmin.confirmPayment(signedIn(request), request.params.orderId, request.body ?? {});
      return ok(order, 'Payment confirmed');
    },
  );

  app.patch(
    '/order/reject-payment/:orderId',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: OrderParamsSchema,
        body: RejectPaymentSchema,
        response: { 200: envelope(OrderSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await orders.rejectPayment(signedIn(request), request.params.orderId, request.body.reason);
      return ok(order, 'Payment rejected; the shopper has been told');
    },
  );
};
