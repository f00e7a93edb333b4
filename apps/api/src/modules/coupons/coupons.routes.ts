import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CouponPreviewQuerySchema, CouponPreviewSchema, envelope, ErrorResponseSchema } from '@dokan/domain';

import { ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/authenticate.ts';
import type { CouponsService } from './coupons.service.ts';

/** GET /coupons/preview: what a coupon would take off a subtotal, so checkout can show it before ordering. */
export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  app.get(
    '/coupons/preview',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['coupons'],
        querystring: CouponPreviewQuerySchema,
        response: { 200: envelope(CouponPreviewSchema), 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return ok(await coupons.preview(request.query.code, request.query.subtotal, user.id), 'Coupon applied');
    },
  );
};
