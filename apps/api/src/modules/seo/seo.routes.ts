import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorResponseSchema } from '@dokan/domain';

import { notFound } from '../../lib/errors.ts';
import { publicRead } from '../../lib/response-cache.ts';
import type { SeoService } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';

/** /robots.txt and the sitemap, at the site's root where crawlers look for them (not under /api). */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  const tags = ['seo'];

  app.get(
    '/robots.txt',
    { config: publicRead, schema: { tags, response: { 200: z.string().describe('robots.txt') } } },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(seo.robots()),
  );

  app.get(
    '/sitemap.xml',
    { config: publicRead, schema: { tags, response: { 200: z.string().describe('A sitemap or a sitemap index') } } },
    async (_request, reply) => reply.type(XML).send(await seo.sitemap()),
  );

  app.get(
    '/sitemaps/:file',
    {
      config: publicRead,
      schema: {
        tags,
        params: z.object({ file: z.string() }),
        response: { 200: z.string().describe('One file of the sitemap index'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const part = await seo.sitemapPart(request.params.file);
      if (part === null) throw notFound('No such sitemap');
      return reply.type(XML).send(part);
    },
  );
};
