import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { LANGUAGES } from '@dokan/domain';

import { errorAnswers } from '../../lib/reply.ts';
import { FEED_CONTENT_TYPES, type FeedFormat } from './feed-formats.ts';
import type { FeedsService } from './feeds.service.ts';

const unzip = promisify(gunzip);

const FeedQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { message: 'lang must be en or bn' }).default('en'),
});

/** Where each feed is: Commerce Manager and Merchant Center fetch these addresses on a schedule. */
const FEED_PATHS: Record<FeedFormat, string> = { meta: '/feeds/meta.csv', google: '/feeds/google.xml' };

/** The product feeds, at the site's root beside the sitemap; `?lang=bn` for the Bangla ones. */
export const feedsRoutes: FastifyPluginAsyncZod<{ feeds: FeedsService }> = async (app, { feeds }) => {
  const tags = ['feeds'];
  for (const format of ['meta', 'google'] as const) {
    app.get(
      FEED_PATHS[format],
      {
        schema: {
          tags,
          querystring: FeedQuerySchema,
          response: {
            200: z.unknown().describe(`The ${format} product feed, ${FEED_CONTENT_TYPES[format]}`),
            ...errorAnswers(400),
          },
        },
      },
      async (request, reply) => {
        const gzip = await feeds.gzipped(format, request.query.lang);
        reply.type(FEED_CONTENT_TYPES[format]).header('vary', 'accept-encoding');
        // The feed is kept compressed: sent as it is to the fetchers (all of them take gzip).
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
          return reply.header('content-encoding', 'gzip').send(gzip);
        return reply.send(await unzip(gzip));
      },
    );
  }
};
