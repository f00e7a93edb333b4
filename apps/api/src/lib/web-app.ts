import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { routeNotFound } from './error-handler.ts';
import { createPageRenderer } from './page-renderer.ts';

/**
 * Serves the built single-page app from one process with the API. Hashed assets are cached for a
 * year; index.html is revalidated so a new release reaches shoppers at once. The storefront's landing
 * pages come rendered with their data (lib/page-renderer.ts); other non-API paths get index.html and
 * the web app's router draws them, or its own 404 page.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : null;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    if (root) app.log.warn({ root }, 'web app not built; serving the API only');
    app.setNotFoundHandler(routeNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const renderer = await createPageRenderer(app, root);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return routeNotFound(request, reply);
    }
    reply.header('cache-control', 'no-cache');
    const page = await renderer?.render(request.url);
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html');
  });
}
