/** What shoppers search for, for the shop's admins (decision 070). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { envelope, SearchStatsQuerySchema, SearchStatsSchema } from '@dokan/domain';

import { errorAnswers, ok } from '../../lib/reply.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/admin/searches',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        querystring: SearchStatsQuerySchema,
        response: { 200: envelope(SearchStatsSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ok(await search.stats(request.query.days), 'Search figures retrieved successfully'),
  );
};
