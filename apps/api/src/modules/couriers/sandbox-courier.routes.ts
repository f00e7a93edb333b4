/**
 * The sandbox courier's routes (decision 060): its webhook, where the shop hears of a parcel's step
 * as from any courier, and the button the owner presses to make the sandbox take a step. Both are
 * development helpers: to a stranger, or on a live shop, they do not exist (decision 020).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, OrderParcelSchema, sandboxStepsAfter, SandboxStepSchema } from '@dokan/domain';

import { devToolsOnly } from '../../lib/dev-access.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { hearWebhook } from './couriers.routes.ts';
import type { CouriersService } from './couriers.service.ts';
import { SANDBOX_WEBHOOK_PATH, type SandboxCourier } from './sandbox-courier.ts';

const ParcelParamsSchema = z.object({
  consignmentId: z.string().regex(/^SBX\d{1,12}$/, 'Invalid consignment id'),
});

export const sandboxCourierRoutes: FastifyPluginAsyncZod<{
  couriers: CouriersService;
  sandbox: SandboxCourier | null;
}> = async (app, { couriers, sandbox }) => {
  if (!sandbox) return;
  app.addHook('onRequest', devToolsOnly);
  const tags = ['couriers'];

  app.post(
    SANDBOX_WEBHOOK_PATH,
    { schema: { tags, body: z.unknown(), response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      await hearWebhook(couriers, 'sandbox', request);
      return ok(null, 'Webhook received successfully.');
    },
  );

  // The owner plays the courier: the step goes to the shop as the courier's webhook, through the
  // route above and its checks, in this process (a laptop's shop may not reach its own PUBLIC_URL).
  app.post(
    '/couriers/sandbox/parcels/:consignmentId',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: ParcelParamsSchema,
        body: SandboxStepSchema,
        response: { 200: envelope(OrderParcelSchema), ...errorAnswers(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const { consignmentId } = request.params;
      const { step } = request.body;
      const parcel = await couriers.sandboxParcel(consignmentId);
      if (!parcel) throw notFound('The sandbox courier has no parcel with this consignment id.');
      const { sandboxSteps } = await couriers.parcelOfOrder(parcel.orderId, true);
      if (!sandboxSteps.includes(step)) {
        throw conflict(
          sandboxStepsAfter(parcel.courierStatus).includes(step)
            ? 'The order is cancelled; the sandbox courier takes its parcel no further.'
            : `This parcel is ${parcel.courierStatus}; the sandbox courier cannot make it ${step} now.`,
        );
      }
      const { headers, body } = sandbox.notification(consignmentId, step);
      const heard = await app.inject({
        method: 'POST',
        url: `${app.prefix}${SANDBOX_WEBHOOK_PATH}`,
        headers: { ...headers, host: 'localhost' },
        payload: body,
      });
      if (heard.statusCode !== 200) {
        request.log.error({ status: heard.statusCode, body: heard.body }, 'sandbox courier webhook refused');
        throw new HttpError(502, `The shop refused the sandbox courier's webhook (${heard.statusCode}).`);
      }
      return ok(await couriers.parcelOfOrder(parcel.orderId, true), 'The sandbox courier took the parcel a step further');
    },
  );
};
