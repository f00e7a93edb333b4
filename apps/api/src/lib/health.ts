/**
 * What a load balancer or a container platform asks: is the process alive (`GET /api/health`,
 * answered without touching anything) and may it take traffic (`GET /api/ready`: the database
 * answers and has every migration this build knows). Neither is cached nor rate limited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope } from '@dokan/domain';

import { RETRY_AFTER_SECONDS } from '../db/availability.ts';
import { type Database, pendingMigrations } from '../db/client.ts';
import { HttpError } from './errors.ts';
import { ok } from './reply.ts';

const notReady = (message: string) => new HttpError(503, message, { 'retry-after': String(RETRY_AFTER_SECONDS) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['health'];

  app.get(
    '/health',
    { schema: { tags, response: { 200: envelope(z.object({ uptimeSeconds: z.number() })) } } },
    async () => ok({ uptimeSeconds: Math.round(process.uptime()) }, 'Alive'),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        response: { 200: envelope(z.object({ database: z.literal('up'), pendingMigrations: z.literal(0) })) },
      },
    },
    async (request) => {
      let pending: number;
      try {
        pending = await pendingMigrations(db);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        throw notReady('The database does not answer');
      }
      if (pending > 0) throw notReady(`Database migrations not applied yet: ${pending}`);
      return ok({ database: 'up' as const, pendingMigrations: 0 as const }, 'Ready');
    },
  );
};
