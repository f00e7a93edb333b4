/**
 * The first HTML of the storefront's landing pages (Home, the listing, a product page), rendered by
 * the web app's server build (apps/web/dist-server/entry-server.js) with the data it shows, so a
 * phone on a slow network paints the page before the app's scripts arrive (docs/decisions/016).
 * The page's API reads go through this app in process (app.inject), through the response cache.
 * Rendered pages are kept as briefly as API answers and forgotten on any catalogue write. Any
 * failure falls back to the plain app shell: the browser then renders the page itself.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { redactUrl } from './request-log.ts';
import { ResponseCache } from './response-cache.ts';

interface RenderedPage {
  html: string;
  state: unknown;
}

type RenderPage = (url: string, api: typeof fetch) => Promise<RenderedPage | null>;

/** The pages rendered on the server: the storefront's landing pages (apps/web/src/app/early-start.ts). */
const RENDERED_PATHS = [/^\/$/, /^\/products\/?$/, /^\/products\/[^/]+\/?$/];

/** Renders at once beyond which a page goes out as the shell: a burst of new addresses cannot tie up the server. */
const MAX_RENDERS_IN_FLIGHT = 4;

const ROOT_START = '<div id="root">';
const ROOT_END = '<!-- /root -->';

/**
 * The app's entry script and the modules it preloads, as Vite writes them into index.html. A rendered
 * page holds them in an inert <template> with this id, and its inline script starts them once the
 * page has painted (apps/web/src/app/early-start.ts): the first paint and the page's pictures do not
 * wait for, nor share a slow network with, the app's code.
 */
const ENTRY_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
const ENTRY_TEMPLATE_ID = 'dokan-entry';

/** JSON safe inside a <script> element: no '<' can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts the rendered markup in place of the shell's placeholder, and its <title> into the head. */
export function fillShell(shell: string, page: RenderedPage): string {
  const start = shell.indexOf(ROOT_START);
  const end = shell.indexOf(ROOT_END);
  if (start < 0 || end < start) throw new Error('index.html lacks the #root placeholder');
  let { html } = page;
  let head = shell.slice(0, start).replace('<html lang="en">', '<html lang="en" data-rendered>');
  const entryTags = head.match(ENTRY_TAGS);
  if (entryTags) {
    const template = `<template id="${ENTRY_TEMPLATE_ID}">${entryTags.join('')}</template>`;
    head = head.replace(ENTRY_TAGS, '').replace('</head>', `${template}</head>`);
  }
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
  if (title) {
    html = html.replace(title, '');
    head = head.replace(/<title>[^<]*<\/title>/, title);
  }
  return (
    `${head}${ROOT_START}${html}</div>` +
    `<script type="application/json" id="dokan-state">${scriptJson(page.state)}</script>` +
    shell.slice(end)
  );
}

export interface PageRenderer {
  /** The page's HTML, or null when `url` is not rendered on the server or could not be. */
  render(url: string): Promise<string | null>;
}

/** A renderer for the built web app in `distDir`, or null when its server build is missing. */
export async function createPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'web app has no server build; pages are drawn in the browser');
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const pages = new ResponseCache({ ttlMs: app.responseCache.ttlMs, maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  app.responseCache.onInvalidate(() => pages.invalidate());

  const api: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  let inFlight = 0;
  return {
    async render(url) {
      const pathname = url.split('?')[0] ?? '/';
      if (!RENDERED_PATHS.some((pattern) => pattern.test(pathname))) return null;
      const cached = pages.get(url);
      if (cached) return cached.body;
      if (inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
      const generation = pages.generation;
      inFlight++;
      try {
        const page = await renderPage(url, api);
        if (!page) return null;
        const html = fillShell(shell, page);
        pages.set(url, html, 'text/html', generation);
        return html;
      } catch (error) {
        app.log.error({ err: error, url: redactUrl(url) }, 'server rendering failed; sending the app shell');
        return null;
      } finally {
        inFlight--;
      }
    },
  };
}
