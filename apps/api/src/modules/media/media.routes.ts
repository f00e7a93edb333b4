import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorResponseSchema, findImageVariant, imageSizeNotOfferedMessage } from '@dokan/domain';

import { negotiateFormat, OUTPUT_FORMATS } from '../../lib/images.ts';
import { errorAnswers } from '../../lib/reply.ts';
import type { MediaService } from './media.service.ts';

const wholeNumber = (name: string, max: number) => {
  const error = `${name} must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional();
};

/**
 * Only the sizes the pages ask for (the domain's IMAGE_PRESETS at their densities), or none for the
 * picture at its own size: any other size would be new work and a new file for whoever asks.
 */
const MediaQuerySchema = z
  .object({
    w: wholeNumber('w', 2000),
    h: wholeNumber('h', 2000),
    q: wholeNumber('q', 100),
    f: z
      .enum(['auto', ...OUTPUT_FORMATS], { error: `f must be one of auto, ${OUTPUT_FORMATS.join(', ')}` })
      .default('auto'),
  })
  .superRefine(({ w, h, q }, context) => {
    const sized = w !== undefined || h !== undefined || q !== undefined;
    if (sized && (w === undefined || h === undefined || !findImageVariant(w, h, q))) {
      context.addIssue({ code: 'custom', message: imageSizeNotOfferedMessage({ width: w, height: h, quality: q }) });
    }
  });

/**
 * Keys the shop writes ('products/<uuid>/<uuid>.webp'): up to 8 segments of letters, digits, '.', '_'
 * and '-', none starting with a dot, 200 characters in all. Anything else (traversal, odd characters,
 * names longer than a file system takes) is refused before storage is asked.
 */
const MEDIA_KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 200 && segments.length <= 8 && segments.every((s) => MEDIA_KEY_SEGMENT.test(s));
}

const MediaParamsSchema = z.object({
  '*': z.string().refine(isMediaKey, { error: 'Invalid media key' }),
});

/** A year: a key's content never changes (lib/storage.ts), so browsers and CDNs need not ask again. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** If-None-Match may list several tags, weak ones included (RFC 9110, section 13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Stored images resized on request, like an image CDN (spec sections 1 and 9; domain's imageUrl builds the addresses). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  // Every answer, errors included: a browser must never guess a type other than the one we send.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        params: MediaParamsSchema,
        querystring: MediaQuerySchema,
        response: {
          200: z.unknown().describe('The image in the negotiated or requested format'),
          304: z.null().describe('Not modified: the If-None-Match tag is current'),
          ...errorAnswers(400, 404),
          503: ErrorResponseSchema.describe('Too many images being rendered; Retry-After says when to ask again'),
        },
      },
    },
    async (request, reply) => {
      const { w, h, q, f } = request.query;
      const format = f === 'auto' ? negotiateFormat(request.headers.accept) : f;
      // The schema let only an offered size through; its preset says how to fit the picture.
      const fit = w && h ? findImageVariant(w, h, q)?.fit : undefined;
      const variantRequest = { key: request.params['*'], width: w, height: h, quality: q, fit, format };

      const etag = media.etag(variantRequest);
      // Headers only on success: a 400, 404 or 503 must not be cached for a year.
      const answer = (status: 200 | 304) => {
        reply.status(status).header('cache-control', CACHE_CONTROL).header('etag', etag);
        if (f === 'auto') reply.header('vary', 'Accept');
        return reply;
      };
      if (matchesEtag(request.headers['if-none-match'], etag) && (await media.isCached(variantRequest))) {
        return answer(304).send();
      }
      const variant = await media.variant(variantRequest);
      return answer(200).type(variant.contentType).send(variant.bytes);
    },
  );
};
