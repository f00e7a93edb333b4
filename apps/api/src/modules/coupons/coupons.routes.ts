import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CouponInputSchema,
  CouponListQuerySchema,
  CouponListSchema,
  CouponPreviewQuerySchema,
  CouponPreviewSchema,
  CouponSchema,
  CouponUpdateSchema,
  envelope,
  IdParamsSchema,
} from '@dokan/domain';

import { pageWindow } from '../../lib/pagination.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import { couponGuess, type CouponsService } from './coupons.service.ts';
import type { CouponsAdminService } from './coupons-admin.service.ts';

/**
 * GET /coupons/preview: what a coupon would take off a subtotal, so checkout can show it before
 * ordering. The rest is the admin's (admin-contract.md, Coupons).
 */
export const couponsRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  couponsAdmin: CouponsAdminService;
  limiter: RateLimiter;
}> = async (app, { coupons, couponsAdmin, limiter }) => {
  const admin = { onRequest: app.requireRole('admin') };
  const tags = ['admin: coupons'];

  app.get(
    '/coupons/preview',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['coupons'],
        querystring: CouponPreviewQuerySchema,
        response: { 200: envelope(CouponPreviewSchema), ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const attempt = await couponGuess(limiter, request.ip, user.id);
      const preview = await coupons.preview(request.query.code, request.query.subtotal, user.id);
      await attempt.right();
      return ok(preview, 'Coupon applied');
    },
  );

  app.get(
    '/coupons',
    {
      ...admin,
      schema: {
        tags,
        querystring: CouponListQuerySchema,
        response: { 200: envelope(CouponListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return ok(await couponsAdmin.list(filters, pageWindow({ page, limit })), 'Coupons retrieved successfully');
    },
  );

  app.post(
    '/coupons',
    {
      ...admin,
      schema: {
        tags,
        body: CouponInputSchema,
        response: { 201: envelope(CouponSchema), ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const coupon = await couponsAdmin.create(signedIn(request).id, request.body);
      reply.status(201);
      return ok(coupon, 'Coupon created successfully');
    },
  );

  app.put(
    '/coupons/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CouponUpdateSchema,
        response: { 200: envelope(CouponSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await couponsAdmin.update(signedIn(request).id, request.params.id, request.body),
        'Coupon updated successfully',
      ),
  );

  app.patch(
    '/coupons/:id/deactivate',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(CouponSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await couponsAdmin.deactivate(signedIn(request).id, request.params.id), 'Coupon deactivated'),
  );
};
