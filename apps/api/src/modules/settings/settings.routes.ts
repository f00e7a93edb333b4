import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { envelope, PublicSettingsSchema, ShippingFeeSchema } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { createSettingsRepository } from './settings.repository.ts';

/** Delivery fees (spec section 9) and the shop's public contact details shown on the home page and checkout. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const settings = createSettingsRepository(db);
  const tags = ['settings'];

  app.get('/shipping-fee/get', { schema: { tags, response: { 200: envelope(ShippingFeeSchema) } } }, async () =>
    ok(await settings.shippingFees(), 'Shipping fee retrieved successfully'),
  );

  app.get('/settings', { schema: { tags, response: { 200: envelope(PublicSettingsSchema) } } }, async () =>
    ok(await settings.publicSettings(), 'Settings retrieved successfully'),
  );
};
