import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { DATA_SAVER_COOKIE, LANGUAGES, pickDataSaver, withDataSaver, withLanguage } from '@dokan/domain';

import { routeNotFound } from './error-handler.ts';
import { createPageRenderer } from './page-renderer.ts';
import { requestLanguage } from './request-language.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether an Accept-Encoding header takes `name` (listed, and not with q=0). */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token !== name) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A rendered page in the encoding the browser takes best. The compression plugin only sees routes'
 * answers, and pages come from the not-found handler. Quality 5 keeps a 250 KB page to a few ms.
 */
async function compressForClient(
  page: string,
  accepted: string | undefined,
): Promise<{ encoding?: 'br' | 'gzip'; body: Buffer | string }> {
  if (acceptsEncoding(accepted, 'br')) {
    return { encoding: 'br', body: await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (acceptsEncoding(accepted, 'gzip')) return { encoding: 'gzip', body: await gzipped(page) };
  return { body: page };
}

/**
 * Serves the built single-page app from one process with the API. Hashed assets are cached for a
 * year; index.html is revalidated so a new release reaches shoppers at once. The storefront's landing
 * pages come rendered with their data, and an address the app has no page for its 404 page with
 * status 404 (lib/page-renderer.ts); other non-API paths get index.html and the web app's router draws them.
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
  // The shell for the pages the browser draws, once per language: the app reads `<html lang>`.
  const shellFile = await readFile(path.join(root, 'index.html'), 'utf8');
  const shells = new Map(LANGUAGES.map((language) => [language, withLanguage(shellFile, language)]));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return routeNotFound(request, reply);
    }
    // A page comes in the shopper's language (the lang cookie, else Accept-Language), at the same
    // address, and light with the data saver (its cookie, else Save-Data: docs/decisions/083).
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie, save-data');
    const language = requestLanguage(request);
    const saveData = request.headers['save-data'];
    const dataSaver = pickDataSaver(
      request.cookies?.[DATA_SAVER_COOKIE],
      Array.isArray(saveData) ? saveData[0] : saveData,
    );
    const page = (await renderer?.render(request.url, language, dataSaver)) ?? { status: 200, html: null };
    reply.status(page.status);
    const html = page.html ?? withDataSaver(shells.get(language)!, dataSaver);
    const { encoding, body } = await compressForClient(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
