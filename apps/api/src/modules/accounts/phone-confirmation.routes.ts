/**
 * Confirming a phone at checkout (decision 041): the code is sent to the phone the order is for,
 * then typed back. A signed-in customer only; the limits are the codes' own (one-time-codes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ConfirmedPhoneSchema, envelope, PhoneConfirmationRequestSchema, PhoneConfirmationSchema } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from './authenticate.ts';
import type { PhoneConfirmations } from './phone-confirmations.service.ts';

export const phoneConfirmationRoutes: FastifyPluginAsyncZod<{ confirmations: PhoneConfirmations }> = async (
  app,
  { confirmations },
) => {
  const tags = ['account'];
  const onRequest = app.requireUser;

  app.post(
    '/user/confirm-phone/send-code',
    {
      onRequest,
      schema: {
        tags,
        body: PhoneConfirmationRequestSchema,
        response: { 200: envelope(ConfirmedPhoneSchema), ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const { phone } = request.body;
      await confirmations.sendCode(signedIn(request), phone);
      return ok({ phone, verified: false }, 'A code was sent to your phone');
    },
  );

  app.post(
    '/user/confirm-phone',
    {
      onRequest,
      schema: {
        tags,
        body: PhoneConfirmationSchema,
        response: { 200: envelope(ConfirmedPhoneSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const { phone, code } = request.body;
      await confirmations.confirm(signedIn(request), phone, code);
      return ok({ phone, verified: true }, 'Phone confirmed');
    },
  );
};
