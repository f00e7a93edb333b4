import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.ts';
import { isOutOfRange } from './db-errors.ts';
import { HttpError } from './errors.ts';
import { malformedForm } from './multipart.ts';

/**
 * One shape for every failure: `{ success: false, message, errors? }` with the right status.
 * Validation problems name the field; unexpected errors are logged and never leak details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
    const refusal = error instanceof HttpError ? error : multipart ? malformedForm(error) : undefined;
    if (refusal) {
      return reply
        .status(refusal.statusCode)
        .headers(refusal.headers)
        .send({
          success: false,
          message: refusal.message,
          ...(refusal.errors ? { errors: refusal.errors } : {}),
          ...(refusal.code ? { code: refusal.code } : {}),
        });
    }
    if (isOutOfRange(error)) {
      // A sum or count no rule caught in time: the input's fault, and nothing was written.
      request.log.warn({ err: error }, 'a number was out of range for the database');
      return reply.status(400).send({ success: false, message: 'A number in the request is too large' });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage or overload, not a bug: the client may try again shortly, and nothing was half-written.
      request.log.warn({ err: error }, 'the database could not serve the request');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: 'The shop is briefly unavailable. Please try again in a moment.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'Internal server error' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) keep their message.
    return reply.status(status).send({ success: false, message: error.message });
  });
}

/**
 * Fastify's answer to an address it refuses before choosing a route (a broken %-escape, a path
 * segment longer than maxParamLength), in the same shape as every other failure.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Internal server error' });
  }
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Part of the address is too long' : 'Invalid address';
  return reply.status(error.statusCode ?? 400).send({ success: false, message });
}

/** The JSON 404 for a path no route serves. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
}
