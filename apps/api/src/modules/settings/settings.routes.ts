import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { envelope, PublicSettingsSchema, ShippingFeeSchema } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { publicRead } from '../../lib/response-cache.ts';
import { createSettingsRepository } from './settings.repository.ts';

/** Delivery fees (spec section 9) and the shop's public contact details shown on the home page and checkout. */
export interface SettingsRouteOptions {
  db: Database;
  /** Shown to the pages so that they draw the Google button and as many code boxes as codes have digits. */
  googleClientId: string | null;
  otpLength: number;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (
  app,
  { db, googleClientId, otpLength },
) => {
  const settings = createSettingsRepository(db);
  const tags = ['settings'];

  app.get(
    '/shipping-fee/get',
    { config: publicRead, schema: { tags, response: { 200: envelope(ShippingFeeSchema) } } },
    async () => ok(await settings.shippingFees(), 'Shipping fee retrieved successfully'),
  );

  app.get(
    '/settings',
    { config: publicRead, schema: { tags, response: { 200: envelope(PublicSettingsSchema) } } },
    async () =>
      ok({ ...(await settings.publicSettings()), googleClientId, otpLength }, 'Settings retrieved successfully'),
  );
};
