import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  BookParcelSchema,
  ConsignmentSchema,
  type Courier,
  COURIERS,
  envelope,
  ErrorResponseSchema,
  OrderParamsSchema,
  OrderParcelSchema,
  TRACK_NOT_FOUND_MESSAGE,
  TrackedOrderSchema,
  TrackQuerySchema,
} from '@dokan/domain';

import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { addressKey, type RateLimiter, type WindowRule } from '../../lib/rate-limit.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { CouriersService } from './couriers.service.ts';
import { STEADFAST_BULK_MAX, STEADFAST_WEBHOOK_ANSWERS } from './steadfast.ts';

/**
 * /track answers whoever knows an order's number and phone, so a loop could guess pairs (decision
 * 019's way: a miss counts before the lookup, a found order is given back, so refreshing the page of
 * one's own order costs nothing). An address is a whole mobile network's tower behind carrier-grade
 * NAT, so it may miss 200 times in 15 minutes, as sign-in may; guessing one shopper's order numbers
 * is held by the phone instead, 10 misses in 15 minutes from anywhere.
 */
export const TRACK_LIMITS = {
  address: { name: 'track-ip', limit: 200, windowMs: 15 * 60_000 },
  phone: { name: 'track-phone', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, WindowRule>;

const BulkBookSchema = z.object({
  courier: z.enum(COURIERS, { message: `courier must be one of ${COURIERS.join(', ')}` }),
  orderIds: z
    .array(z.uuid({ message: 'Invalid id' }))
    .min(1, 'Choose at least one order')
    .max(STEADFAST_BULK_MAX, `At most ${STEADFAST_BULK_MAX} orders at once`),
});

const BulkResultSchema = z.array(
  z.object({ orderId: z.string(), consignment: ConsignmentSchema.nullable(), error: z.string().nullable() }),
);

/** Labels printed at once: a page of the admin's order list. */
export const LABELS_MAX = 100;
const LabelsQuerySchema = z.object({
  orderIds: z
    .string({ message: 'Choose at least one order' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ message: 'Invalid id' }))
        .min(1, 'Choose at least one order')
        .max(LABELS_MAX, `At most ${LABELS_MAX} labels at once`),
    ),
});
const PdfAnswer = z.unknown().describe('Parcel labels, application/pdf, one A6 page per order');

const SteadfastAnswerSchema = z.object({ status: z.string(), message: z.string() });

/**
 * A courier's webhook as the shop answers most: refused (401) without the courier's credential,
 * before its body is looked at; 400 when it is not the courier's notification; else applied once.
 */
export async function hearWebhook(
  couriers: CouriersService,
  courier: Courier,
  request: FastifyRequest,
  query?: Record<string, unknown>,
): Promise<void> {
  const reading = couriers.readWebhook(courier, request.headers, request.body, query);
  if (reading.kind === 'forged') {
    request.log.warn({ courier }, 'courier webhook refused: wrong or missing token');
    throw unauthorized('Unauthorized.');
  }
  if (reading.kind === 'malformed') throw badRequest(reading.message);
  if (reading.kind === 'update') await couriers.heard(courier, reading.update);
}

export const couriersRoutes: FastifyPluginAsyncZod<{ couriers: CouriersService; limiter: RateLimiter }> = async (
  app,
  { couriers, limiter },
) => {
  const tags = ['couriers'];
  const admin = { onRequest: app.requireRole('admin') };

  app.get(
    '/couriers',
    {
      ...admin,
      schema: { tags, response: { 200: envelope(z.array(z.enum(COURIERS))), ...errorAnswers(401, 403) } },
    },
    async (request) => ok(couriers.configured(request.mayUseDevTools), 'Couriers retrieved successfully'),
  );

  app.get(
    '/couriers/orders/:orderId',
    {
      ...admin,
      schema: {
        tags,
        params: OrderParamsSchema,
        response: { 200: envelope(OrderParcelSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await couriers.parcelOfOrder(request.params.orderId, request.mayUseDevTools), 'Parcel retrieved successfully'),
  );

  app.post(
    '/couriers/orders/:orderId/book',
    {
      ...admin,
      schema: {
        tags,
        params: OrderParamsSchema,
        body: BookParcelSchema,
        response: { 201: envelope(ConsignmentSchema), ...errorAnswers(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const consignment = await couriers.book(signedIn(request), orderId, request.body, request.mayUseDevTools);
      reply.status(201);
      return ok(consignment, 'Parcel booked');
    },
  );

  const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  app.get(
    '/couriers/orders/:orderId/label',
    {
      ...admin,
      schema: {
        tags,
        params: OrderParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => sendPdf(reply, await couriers.labels([request.params.orderId])),
  );

  app.get(
    '/couriers/labels',
    {
      ...admin,
      schema: {
        tags,
        querystring: LabelsQuerySchema,
        produces: ['application/pdf'],
        response: { 200: PdfAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => sendPdf(reply, await couriers.labels(request.query.orderIds)),
  );

  app.post(
    '/couriers/book-many',
    {
      ...admin,
      schema: {
        tags,
        body: BulkBookSchema,
        response: { 200: envelope(BulkResultSchema), ...errorAnswers(400, 401, 403, 502) },
      },
    },
    async (request) => {
      const { courier, orderIds } = request.body;
      const results = await couriers.bookMany(signedIn(request), courier, orderIds, request.mayUseDevTools);
      const booked = results.filter((result) => result.consignment).length;
      return ok(results, `${booked} of ${results.length} orders booked`);
    },
  );

  // Steadfast calls this with the token set in its merchant panel; its answers are the ones it documents.
  app.post(
    '/couriers/steadfast/webhook',
    {
      schema: {
        tags,
        body: z.unknown(),
        // A body that is not JSON at all is refused by the framework, in the API's own error shape.
        response: {
          200: SteadfastAnswerSchema,
          400: z.union([SteadfastAnswerSchema, ErrorResponseSchema]),
          401: SteadfastAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const reading = couriers.readWebhook('steadfast', request.headers, request.body);
      if (reading.kind === 'forged') {
        request.log.warn('steadfast webhook refused: wrong or missing token');
        return reply.status(401).send(STEADFAST_WEBHOOK_ANSWERS.forged);
      }
      if (reading.kind === 'malformed') return reply.status(400).send({ status: 'error', message: reading.message });
      if (reading.kind === 'update') await couriers.heard('steadfast', reading.update);
      return STEADFAST_WEBHOOK_ANSWERS.received;
    },
  );

  // RedX posts status changes to the callback URL registered with it, the credential in its query (?token=).
  app.post(
    '/couriers/redx/webhook',
    {
      schema: {
        tags,
        // The token is read by the driver (any other shape is a forged call: 401, before the body is looked at).
        querystring: z.object({ token: z.unknown().optional() }),
        body: z.unknown(),
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      await hearWebhook(couriers, 'redx', request, request.query);
      return ok(null, 'Webhook received successfully.');
    },
  );

  app.get(
    '/track',
    {
      schema: {
        tags,
        querystring: TrackQuerySchema,
        response: { 200: envelope(TrackedOrderSchema), ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) => {
      const attempt = await limiter.attempt([
        [TRACK_LIMITS.phone, request.query.phone],
        [TRACK_LIMITS.address, addressKey(request.ip)],
      ]);
      const tracked = await couriers.track(request.query.order, request.query.phone);
      if (!tracked) throw notFound(TRACK_NOT_FOUND_MESSAGE);
      await attempt.right();
      return ok(tracked, 'Order found');
    },
  );
};
