/**
 * The first HTML of the storefront's landing pages (Home, the listing, a product page), rendered by
 * the web app's server build (apps/web/dist-server/entry-server.js) with the data it shows, so a
 * phone on a slow network paints the page before the app's scripts arrive (docs/decisions/016),
 * and a crawler or a link preview reads the page's own title and tags (docs/decisions/026).
 * An address the app has no page for, and a missing product, answer 404 with their page.
 * The page's API reads go through this app in process (app.inject), through the response cache.
 * Rendered pages are kept as briefly as API answers and forgotten on any catalogue write (only the
 * product's own page when just its stock changed). Any
 * failure falls back to the plain app shell: the browser then renders the page itself.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { LANGUAGE_COOKIE, LANGUAGES, type Locale, withDataSaver, withLanguage } from '@dokan/domain';

import { redactUrl } from './request-log.ts';
import { oneProductOf, ResponseCache } from './response-cache.ts';

interface RenderedPage {
  html: string;
  state: unknown;
  /** 404 when the page says that what its address names does not exist. */
  status: number;
}

interface ServerBuild {
  renderPage(url: string, api: typeof fetch, language: Locale, dataSaver: boolean): Promise<RenderedPage>;
  /** Whether the app has a page at the path, other than its 404 page. */
  isAppPath(pathname: string): boolean;
}

/** What a page request is answered with: the rendered page, or (null) the app shell, with this status. */
export interface PageAnswer {
  status: number;
  html: string | null;
}

/** The pages rendered on the server: the storefront's landing pages (apps/web/src/app/early-start.ts). */
const RENDERED_PATHS = [/^\/$/, /^\/products\/?$/, /^\/products\/[^/]+\/?$/];

/** Renders at once beyond which a page goes out as the shell: a burst of new addresses cannot tie up the server. */
const MAX_RENDERS_IN_FLIGHT = 4;

/** A rendered page's kind: its language, and whether its pictures come small. */
const pageKind = (language: Locale, dataSaver: boolean) => `${language}${dataSaver ? ' saver' : ''}`;

/** The one 404 page every unknown address shares in a language: it does not depend on the address. */
const NOT_FOUND_KEY = '404';

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

/**
 * What React renders first for a page that is not a whole document: the tags that belong in the head
 * (its title, meta and link tags, picture preloads). Attribute values come escaped, without '>'.
 */
const PAGE_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * Puts the rendered markup in place of the shell's placeholder, and the tags it rendered for the
 * head where the shell has its title, early in the head: link previews read only the start of a page.
 * The page's title and description replace the shell's.
 */
export function fillShell(shell: string, page: Pick<RenderedPage, 'html' | 'state'>, language: Locale = 'en'): string {
  const start = shell.indexOf(ROOT_START);
  const end = shell.indexOf(ROOT_END);
  if (start < 0 || end < start) throw new Error('index.html lacks the #root placeholder');
  const pageHead = PAGE_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(pageHead.length);
  let head = withLanguage(shell.slice(0, start), language).replace(
    `<html lang="${language}">`,
    `<html lang="${language}" data-rendered>`,
  );
  const entryTags = head.match(ENTRY_TAGS);
  if (entryTags) {
    const template = `<template id="${ENTRY_TEMPLATE_ID}">${entryTags.join('')}</template>`;
    head = head.replace(ENTRY_TAGS, '').replace('</head>', `${template}</head>`);
  }
  if (pageHead.includes('<meta name="description"')) head = head.replace(SHELL_DESCRIPTION, '');
  head = head.replace(SHELL_TITLE, (title) => (pageHead.includes('<title>') ? pageHead : pageHead + title));
  return (
    `${head}${ROOT_START}${html}</div>` +
    `<script type="application/json" id="dokan-state">${scriptJson(page.state)}</script>` +
    shell.slice(end)
  );
}

export interface PageRenderer {
  /**
   * The answer to a page request: rendered for the landing pages and for addresses the app has no
   * page for (404), the shell for the others or when rendering could not be done; in `language`,
   * with small pictures when `dataSaver`.
   */
  render(url: string, language: Locale, dataSaver: boolean): Promise<PageAnswer>;
}

/** A renderer for the built web app in `distDir`, or null when its server build is missing. */
export async function createPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'web app has no server build; pages are drawn in the browser');
    return null;
  }
  const { renderPage, isAppPath } = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
  // Rendered pages by language and address, found ones and missing ones (404) apart.
  const pages = new ResponseCache({ ttlMs: app.responseCache.ttlMs, maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const missing = new ResponseCache({ ttlMs: app.responseCache.ttlMs, maxEntries: 100, maxBytes: 8 * 1024 * 1024 });
  app.responseCache.onInvalidate((pathPrefix) => {
    // One product's stock changed (an order): only its page goes, in every language (decision 045).
    const product = oneProductOf(pathPrefix);
    if (product) {
      for (const language of LANGUAGES) {
        for (const dataSaver of [false, true])
          pages.invalidate(`${pageKind(language, dataSaver)} /products/${product}`);
      }
      return;
    }
    pages.invalidate();
    missing.invalidate();
  });

  /** The page's API reads, asked in the page's language (the cookie the API reads, lib/request-language.ts). */
  const apiIn =
    (language: Locale): typeof fetch =>
    async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { accept: 'application/json', cookie: `${LANGUAGE_COOKIE}=${language}` },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  let inFlight = 0;
  /** Renders `url` in `language` and keeps it under `key`; null when it could not be rendered. */
  async function renderAndKeep(
    url: string,
    language: Locale,
    dataSaver: boolean,
    key: string,
  ): Promise<PageAnswer | null> {
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
    const generations = { pages: pages.generation, missing: missing.generation };
    inFlight++;
    try {
      const page = await renderPage(url, apiIn(language), language, dataSaver);
      const html = withDataSaver(fillShell(shell, page, language), dataSaver);
      if (page.status === 404) missing.set(key, html, 'text/html', generations.missing);
      else pages.set(key, html, 'text/html', generations.pages);
      return { status: page.status, html };
    } catch (error) {
      app.log.error({ err: error, url: redactUrl(url) }, 'server rendering failed; sending the app shell');
      return null;
    } finally {
      inFlight--;
    }
  }

  return {
    async render(url, language, dataSaver) {
      const pathname = url.split('?')[0] ?? '/';
      const landing = RENDERED_PATHS.some((pattern) => pattern.test(pathname));
      if (!landing && isAppPath(pathname)) return { status: 200, html: null };
      const key = `${pageKind(language, dataSaver)} ${landing ? url : NOT_FOUND_KEY}`;
      const found = landing ? pages.get(key) : undefined;
      if (found) return { status: 200, html: found.body };
      const lost = missing.get(key);
      if (lost) return { status: 404, html: lost.body };
      return (
        (await renderAndKeep(landing ? url : pathname, language, dataSaver, key)) ?? {
          status: landing ? 200 : 404,
          html: null,
        }
      );
    },
  };
}
