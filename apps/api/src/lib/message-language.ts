import type { FastifyInstance } from 'fastify';

import { banglaOf } from './bangla-messages.ts';
import { requestLanguage } from './request-language.ts';

interface Envelope {
  success: boolean;
  message: string;
  errors?: Array<{ path: string; message: string }>;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Envelope).success === 'boolean' &&
  typeof (payload as Envelope).message === 'string';

/**
 * Answers a Bangla request's messages in Bangla (docs/decisions/032): the services and the spec
 * keep writing English, and the envelope's `message` (and each invalid field's) is put in the
 * request's language on its way out. An English request gets the spec's text unchanged.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isEnvelope(payload) || requestLanguage(request) !== 'bn') return payload;
    return {
      ...payload,
      message: banglaOf(payload.message) ?? payload.message,
      ...(payload.errors
        ? { errors: payload.errors.map((error) => ({ ...error, message: banglaOf(error.message) ?? error.message })) }
        : {}),
    };
  });
}
