import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CodRiskRulesSchema,
  envelope,
  OrderCapsSchema,
  PublicSettingsSchema,
  ShippingFeeSchema,
  ShippingFeeUpdateSchema,
  ShopDetailsUpdateSchema,
} from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { publicRead } from '../../lib/response-cache.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { SettingsService } from './settings.service.ts';

/** The answers each kind of settings change invalidates (the COD rules' only tells other processes). */
export const SETTINGS_READS = {
  fees: '/api/shipping-fee',
  details: '/api/settings',
  cod: '/api/settings/cod-rules',
  caps: '/api/settings/order-caps',
} as const;

/** Delivery fees (spec section 9) and the shop's public details shown on the home page and checkout; admins change them. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  const tags = ['settings'];

  app.get(
    '/shipping-fee/get',
    { config: publicRead, schema: { tags, response: { 200: envelope(ShippingFeeSchema) } } },
    async () => ok(await settings.shippingFees(), 'Shipping fee retrieved successfully'),
  );

  app.get(
    '/settings',
    { config: publicRead, schema: { tags, response: { 200: envelope(PublicSettingsSchema) } } },
    async () => ok(await settings.publicSettings(), 'Settings retrieved successfully'),
  );

  const adminOnly = app.requireRole('admin');

  app.post(
    '/shipping-fee/add',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: ShippingFeeUpdateSchema,
        response: { 200: envelope(ShippingFeeSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const fees = await settings.updateShippingFees(signedIn(request).id, request.body);
      app.responseCache.invalidate(SETTINGS_READS.fees);
      return ok(fees, 'Shipping fee updated successfully');
    },
  );

  app.get(
    '/settings/cod-rules',
    {
      onRequest: adminOnly,
      schema: { tags, response: { 200: envelope(CodRiskRulesSchema), ...errorAnswers(401, 403) } },
    },
    async () => ok(await settings.codRules(), 'Cash on delivery rules retrieved successfully'),
  );

  app.put(
    '/settings/cod-rules',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: CodRiskRulesSchema,
        response: { 200: envelope(CodRiskRulesSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const rules = await settings.updateCodRules(signedIn(request).id, request.body);
      // No public answer shows the rules; the invalidation tells the other processes' checkout.
      app.responseCache.invalidate(SETTINGS_READS.cod);
      return ok(rules, 'Cash on delivery rules updated successfully');
    },
  );

  app.get(
    '/settings/order-caps',
    {
      onRequest: adminOnly,
      schema: { tags, response: { 200: envelope(OrderCapsSchema), ...errorAnswers(401, 403) } },
    },
    async () => ok(await settings.orderCaps(), 'Order and SMS limits retrieved successfully'),
  );

  app.put(
    '/settings/order-caps',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: OrderCapsSchema,
        response: { 200: envelope(OrderCapsSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caps = await settings.updateOrderCaps(signedIn(request).id, request.body);
      // As the COD rules: no public answer shows them; the other processes' checkout reads them afresh.
      app.responseCache.invalidate(SETTINGS_READS.caps);
      return ok(caps, 'Order and SMS limits updated successfully');
    },
  );

  app.put(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: ShopDetailsUpdateSchema,
        response: { 200: envelope(PublicSettingsSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await settings.updateShopDetails(signedIn(request).id, request.body);
      app.responseCache.invalidate(SETTINGS_READS.details);
      return ok(await settings.publicSettings(), 'Settings updated successfully');
    },
  );
};
