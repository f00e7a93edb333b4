/**
 * The first HTML of a storefront page, rendered on the server with its data (docs/decisions/016).
 * The API server imports the build of this file and calls `renderPage` for Home, the listing, a
 * product page and any address the app has no page for (its 404 page); the browser then hydrates
 * that HTML instead of drawing the page from nothing.
 */
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';

import type { Locale } from '@dokan/domain/format';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes, createRoutes, prefetchRoute } from '@/app/router';
import { PageStatusContext } from '@/components/page-head';
import { isMissing, setApiTransport } from '@/lib/api-client';
import { DataSaverContext } from '@/lib/data-saver';
import { loadTexts, TextsLanguage } from '@/lib/i18n';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The query cache the markup was drawn from, for the browser to start with. */
  state: unknown;
  /** The HTTP status to answer with: 404 when the address names no page or no product. */
  status: number;
}

/** The routes, for telling an address the app has a page for from one it has not. */
const routes = createRoutes(createQueryClient());

/** Whether the app has a page at `pathname`, other than its 404 page. */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return Boolean(matches?.length) && matches?.at(-1)?.route.path !== '*';
}

/**
 * What the browser starts from: the answers, and the refusals that say a thing does not exist (a
 * missing product), so that it shows the same 'not found' the server drew instead of asking again.
 */
function shouldDehydrate(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isMissing(query.state.error));
}

/** Renders until no component is waiting for data it has asked for: a page asks for more as it unfolds. */
const MAX_PASSES = 4;

/** Starts every query a render asked for but nothing fetched (components fetch in effects, which the server does not run). */
async function fetchRequested(client: QueryClient): Promise<boolean> {
  const waiting = client
    .getQueryCache()
    .getAll()
    // A query switched off (`enabled: false`, such as a signed-in shopper's own lists) stays unasked.
    .filter((query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false);
  if (waiting.length === 0) return false;
  await Promise.all(waiting.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  return true;
}

/**
 * Renders `url` (path and query) in `language` with the API answering through `api`, its pictures
 * small when `dataSaver` (docs/decisions/083). A page that fails to render throws, and the API sends
 * the plain app shell instead.
 */
export async function renderPage(
  url: string,
  api: typeof fetch,
  language: Locale = 'en',
  dataSaver = false,
): Promise<RenderedPage> {
  setApiTransport(api);
  // Loaded once per language, then kept: the server renders pages in both.
  await loadTexts('storefront', language);
  const client = createQueryClient();
  const pageRoutes = createRoutes(client);
  prefetchRoute(pageRoutes, new URL(url, 'http://dokan.local'));
  const page = { status: 200 };

  // Prerendering waits for the lazily loaded parts (navbar, footer), so the whole page is in the HTML.
  const render = async () => {
    // React draws a failed part as its Suspense fallback and goes on; such a page is not sent.
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageStatusContext value={(status) => (page.status = status)}>
          {/* The request's language: pages in both languages may be rendering at once. */}
          <TextsLanguage value={language}>
            <DataSaverContext value={dataSaver}>
              <Providers client={client}>
                <StaticRouter location={url}>
                  <AppRoutes routes={pageRoutes} />
                </StaticRouter>
              </Providers>
            </DataSaverContext>
          </TextsLanguage>
        </PageStatusContext>
      </StrictMode>,
      {
        onError: (error) => void (failure ??= error),
        // Every part in place: React would otherwise send a large part (the product page's tabs) after
        // its fallback with an inline script to swap it in, which the Content-Security-Policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    if (failure) throw failure;
    return html;
  };
  let html = await render();
  for (let pass = 1; pass < MAX_PASSES && (await fetchRequested(client)); pass++) {
    page.status = 200;
    html = await render();
  }
  return { html, state: dehydrate(client, { shouldDehydrateQuery: shouldDehydrate }), status: page.status };
}
