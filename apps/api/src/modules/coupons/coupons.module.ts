/** Puts the coupons together: the checkout's coupon service (which orders use), the admin's, and their routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createCouponsRepository } from './coupons.repository.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { createCouponsService } from './coupons.service.ts';
import { createCouponsAdminService } from './coupons-admin.service.ts';

export function createCouponsModule(deps: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  const repository = createCouponsRepository(db);
  const service = createCouponsService(db, repository);
  const couponsAdmin = createCouponsAdminService(db, repository);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(couponsRoutes, { coupons: service, couponsAdmin, limiter });
    },
    service,
  };
}
