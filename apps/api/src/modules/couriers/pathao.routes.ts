/**
 * Pathao's own routes: its cities, zones and areas for the admin's booking form (kept a day), and
 * the webhook Pathao calls, answered as its panel requires (202 and its integration header).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CourierPlaceSchema, envelope } from '@dokan/domain';

import { badRequest, unauthorized } from '../../lib/errors.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { answerOf, type CouriersService } from './couriers.service.ts';
import { PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET, type PathaoDriver } from './pathao.ts';

const PlacesSchema = envelope(z.array(CourierPlaceSchema));
const placeId = z.coerce.number({ message: 'Invalid id' }).int('Invalid id').positive('Invalid id');
const WebhookAnswerSchema = z.object({ status: z.string(), message: z.string() });

export const pathaoRoutes: FastifyPluginAsyncZod<{ couriers: CouriersService; pathao: PathaoDriver | null }> = async (
  app,
  { couriers, pathao },
) => {
  const tags = ['couriers'];
  const admin = { onRequest: app.requireRole('admin') };
  const places = () => {
    if (!pathao) throw badRequest('Pathao is not set up for this shop.');
    return pathao;
  };
  const answers = { 200: PlacesSchema, ...errorAnswers(400, 401, 403, 502) };

  app.get('/couriers/pathao/cities', { ...admin, schema: { tags, response: answers } }, async () =>
    ok(await places().cities().catch(answerOf), 'Pathao cities retrieved successfully'),
  );

  app.get(
    '/couriers/pathao/cities/:cityId/zones',
    { ...admin, schema: { tags, params: z.object({ cityId: placeId }), response: answers } },
    async (request) =>
      ok(await places().zones(request.params.cityId).catch(answerOf), 'Pathao zones retrieved successfully'),
  );

  app.get(
    '/couriers/pathao/zones/:zoneId/areas',
    { ...admin, schema: { tags, params: z.object({ zoneId: placeId }), response: answers } },
    async (request) =>
      ok(await places().areas(request.params.zoneId).catch(answerOf), 'Pathao areas retrieved successfully'),
  );

  // Pathao calls this with the secret set in its panel; every accepted call is answered 202 with its
  // header. Pathao documents no refusal, so refusals take the API's own shape.
  app.post(
    '/couriers/pathao/webhook',
    {
      schema: {
        tags,
        body: z.unknown(),
        response: { 202: WebhookAnswerSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const reading = pathao ? pathao.readWebhook(request.headers, request.body) : ({ kind: 'forged' } as const);
      if (reading.kind === 'forged') {
        request.log.warn('pathao webhook refused: wrong or missing signature');
        throw unauthorized('Unauthorized.');
      }
      if (reading.kind === 'malformed') throw badRequest(reading.message);
      if (reading.kind === 'update') await couriers.heard('pathao', reading.update);
      return reply
        .status(202)
        .header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET)
        .send({ status: 'success', message: 'Webhook received successfully.' });
    },
  );
};
