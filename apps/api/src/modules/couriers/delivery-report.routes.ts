import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DeliveryReportQuerySchema, DeliveryReportSchema, envelope } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import type { DeliveryReportService } from './delivery-report.service.ts';

/**
 * The deliveries report, for admins only: what couriers charge is the shop's cost, as the delivery fee
 * is the shop's (decision 014), so a seller (owner) gets 403 (docs/decisions/042).
 */
export const deliveryReportRoutes: FastifyPluginAsyncZod<{ deliveryReport: DeliveryReportService }> = async (
  app,
  { deliveryReport },
) => {
  app.get(
    '/couriers/deliveries-report',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['couriers'],
        querystring: DeliveryReportQuerySchema,
        response: { 200: envelope(DeliveryReportSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await deliveryReport(request.query.from, request.query.to), 'Deliveries report retrieved successfully'),
  );
};
