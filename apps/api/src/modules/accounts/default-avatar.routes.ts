/**
 * The picture every user without a photo answers as `profileImg` (decision 021): a head and
 * shoulders in the shop's greys, small enough to keep in the code, so the built server needs no
 * asset beside it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEFAULT_AVATAR_PATH } from '@dokan/domain';

const AVATAR_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    '<rect width="64" height="64" fill="#e5e7eb"/>' +
    '<circle cx="32" cy="25" r="12" fill="#9ca3af"/>' +
    '<path d="M10 64c0-13 10-22 22-22s22 9 22 22z" fill="#9ca3af"/>' +
    '</svg>',
);

/** A day: the picture may change with a release, and it costs a few hundred bytes to fetch again. */
const CACHE_CONTROL = 'public, max-age=86400';

export const defaultAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // Registered under /api, like every route.
    DEFAULT_AVATAR_PATH.replace(/^\/api/, ''),
    { schema: { tags: ['account'], response: { 200: z.unknown().describe('The default avatar (SVG)') } } },
    async (_request, reply) => reply.header('cache-control', CACHE_CONTROL).type('image/svg+xml').send(AVATAR_SVG),
  );
};
