import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorResponseSchema, LanguageSchema, MANIFEST_PATH } from '@dokan/domain';

import { notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { isAppIconName } from './app-icons.ts';
import type { WebManifestService } from './web-manifest.service.ts';

/** Whether the browser already holds the answer tagged `etag` (If-None-Match, a list or `*`). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return !!header && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/** 304 when the browser holds this version, else the body; either way tagged. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, etag: string, type: string, body: Buffer | string) {
  reply.header('etag', etag);
  if (holds(request, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"`;

/**
 * The manifest and its icons at the site's root, beside the pages whose scope they describe
 * (docs/decisions/083). Both are revalidated: the shop's name and logo may change at any time; an
 * icon asked for at its current version is kept a year, as a new logo gives it a new address.
 */
export const webManifestRoutes: FastifyPluginAsyncZod<{ webManifest: WebManifestService }> = async (
  app,
  { webManifest },
) => {
  const tags = ['web app'];

  app.get(
    MANIFEST_PATH,
    {
      schema: {
        tags,
        querystring: z.object({ lang: LanguageSchema.optional() }),
        response: { 200: z.string().describe('The web app manifest (JSON)'), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request);
      // Without ?lang the language comes from the request's cookie or Accept-Language.
      if (!request.query.lang) reply.header('vary', 'accept-language, cookie');
      const body = JSON.stringify(await webManifest.manifest(language));
      reply.header('cache-control', 'no-cache');
      return sendTagged(request, reply, etagOf(body), 'application/manifest+json; charset=utf-8', body);
    },
  );

  app.get(
    '/icons/:file',
    {
      schema: {
        tags,
        params: z.object({ file: z.string() }),
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: z.any().describe('The icon, a PNG'), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!isAppIconName(file)) throw notFound('No such icon');
      const { png, version } = await webManifest.icon(file);
      reply.header(
        'cache-control',
        request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      );
      return sendTagged(request, reply, `"${version}-${file.replace('.png', '')}"`, 'image/png', png);
    },
  );
};
