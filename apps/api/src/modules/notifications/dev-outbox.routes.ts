/**
 * GET /dev/outbox: the latest e-mails and SMS, so that on a development machine the activation
 * links and codes can be read without a mail server or a phone. Every reset code is here, so it
 * answers only the requests the development helpers allow (lib/dev-access.ts), and is never
 * registered in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, OutboxMessageSchema } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { devToolsOnly } from '../../lib/dev-access.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { isoDate } from '../../lib/rows.ts';
import { latestMessages } from './notifications.repository.ts';

export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: devToolsOnly,
      // Answers 404, as if it did not exist, to a request the development helpers do not allow.
      schema: {
        tags: ['development'],
        response: { 200: envelope(z.array(OutboxMessageSchema)), ...errorAnswers(404) },
      },
    },
    async () => {
      const rows = await latestMessages(db, 50);
      return ok(
        rows.map((row) => ({ ...row, _id: row.id, createdAt: isoDate(row.createdAt) })),
        'Latest messages',
      );
    },
  );
};
