/**
 * The shop's offline worker, served at /sw.js (built by build/service-worker-plugin.ts; docs/decisions/093).
 * Pages, public catalogue answers and pictures come from the network while there is one and are kept
 * as they pass; with no network, what was kept answers, in the shopper's language, and a page never
 * seen gets the shop's offline page. Nothing is queued: a request the network cannot carry fails.
 */
import { languageFromAcceptLanguage } from '@dokan/domain/language';
import { withDataSaver, withLanguage } from '@dokan/domain/page-shell';

import {
  BOUNDS,
  cacheNames,
  entriesToEvict,
  fitsCache,
  FRAME_DATA,
  isFresh,
  isOtherBuildsCache,
  keptAddress,
  markOfflinePage,
  type PageProfile,
  profileOfPage,
  requestKind,
  type RuntimeCache,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope;
/** This build's id and the files its shell needs, written in by the build. */
declare const __DOKAN_BUILD__: string;
declare const __DOKAN_PRECACHE__: string[];

const CACHES = cacheNames(__DOKAN_BUILD__);
const SHELL = '/index.html';
const PROFILE_KEY = '/profile';
/** Headers a kept answer carries: when it was kept and its size, which the bounds read. */
const STORED_AT = 'x-dokan-stored-at';
const BYTES = 'x-dokan-bytes';
/** What Chromium's <img> accepts: the picture route answers in the best format it names (AVIF, WebP). */
const PICTURE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

// ---- install, take-over, old builds ----

/** No worker before this one: nothing to mix with, so it controls the open page at once. */
let firstInstall = false;

self.addEventListener('install', (event) => {
  firstInstall = !self.registration.active;
  event.waitUntil(
    (async () => {
      const shell = await caches.open(CACHES.shell);
      // The build's files are immutable: the browser's HTTP cache gives most of them without the network.
      await shell.addAll([new Request(SHELL, { cache: 'no-cache' }), ...__DOKAN_PRECACHE__]);
      if (firstInstall) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isOtherBuildsCache(name, __DOKAN_BUILD__)).map((name) => caches.delete(name)),
      );
      if (firstInstall) await self.clients.claim();
    })(),
  );
});

interface Message {
  type: 'take-over' | 'profile' | 'seen' | 'logout';
  profile?: PageProfile;
  url?: string;
  resources?: string[];
}

self.addEventListener('message', (event) => {
  const message = event.data as Message;
  if (message.type === 'take-over') event.waitUntil(self.skipWaiting());
  else if (message.type === 'profile' && message.profile) event.waitUntil(saveProfile(message.profile));
  else if (message.type === 'seen') event.waitUntil(keepSeen(message.url, message.resources ?? []));
  else if (message.type === 'logout') event.waitUntil(caches.delete(CACHES.private));
});

// ---- the shopper's profile: the language and data saver the last page came in ----

let profile: PageProfile | null = null;

async function currentProfile(): Promise<PageProfile> {
  if (profile) return profile;
  const kept = await (await caches.open(CACHES.meta)).match(PROFILE_KEY);
  profile = kept
    ? ((await kept.json()) as PageProfile)
    : { language: languageFromAcceptLanguage(self.navigator.languages.join(',')), dataSaver: false };
  return profile;
}

async function saveProfile(next: PageProfile): Promise<void> {
  profile = { language: next.language, dataSaver: next.dataSaver };
  await (await caches.open(CACHES.meta)).put(PROFILE_KEY, Response.json(profile));
}

// ---- bounded caches ----

const trims = new Map<string, Promise<void>>();

/** Deletes what is past its age or beyond the bounds, one trim of a cache at a time. */
function trim(which: RuntimeCache): Promise<void> {
  const name = CACHES[which];
  const next = (trims.get(name) ?? Promise.resolve()).then(async () => {
    const cache = await caches.open(name);
    const entries = await Promise.all(
      (await cache.keys()).map(async (request) => {
        const kept = await cache.match(request);
        return {
          key: request.url,
          bytes: Number(kept?.headers.get(BYTES) ?? 0),
          storedAt: Number(kept?.headers.get(STORED_AT) ?? 0),
        };
      }),
    );
    await Promise.all(entriesToEvict(entries, BOUNDS[which], Date.now()).map((key) => cache.delete(key)));
  });
  trims.set(
    name,
    next.catch(() => undefined),
  );
  return next;
}

/** The headers of an answer whose body is kept decoded: its encoding and length were the network's. */
function decodedHeaders(original: Headers): Headers {
  const headers = new Headers(original);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return headers;
}

/** Keeps a successful answer (a copy of the one the page gets; read here) under `key`, within the cache's bounds. */
async function keep(which: RuntimeCache, key: string, response: Response, body?: ArrayBuffer): Promise<void> {
  if (response.status !== 200 || response.type !== 'basic') {
    // A copy left unread would hold its stream open, and with it this worker's work.
    await response.body?.cancel();
    return;
  }
  const bytes = body ?? (await response.arrayBuffer());
  if (!fitsCache(bytes.byteLength, BOUNDS[which])) return;
  const headers = decodedHeaders(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(BYTES, String(bytes.byteLength));
  const kept = new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(CACHES[which])).put(key, kept);
  await trim(which);
}

/** What is kept under `key`, if young enough. */
async function kept(which: RuntimeCache, key: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHES[which]);
  // The key says the language already; Vary (cookie, Accept) names headers a worker's requests do not carry alike.
  const answer = await cache.match(key, { ignoreVary: true });
  if (!answer) return undefined;
  if (isFresh(Number(answer.headers.get(STORED_AT) ?? 0), BOUNDS[which], Date.now())) return answer;
  await cache.delete(key);
  return undefined;
}

// ---- answering ----

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, self.location.origin);
  if (!kind) return;
  switch (kind) {
    case 'rendered-page':
    case 'app-page':
    case 'network-page':
      event.respondWith(page(event, kind));
      return;
    case 'asset':
      event.respondWith(asset(event));
      return;
    case 'picture':
      event.respondWith(picture(event));
      return;
    case 'public-data':
      event.respondWith(data(event, 'data'));
      return;
    case 'private-data':
      event.respondWith(data(event, 'private'));
  }
});

/** A page: the network's answer, kept when it is a rendered storefront page; offline what was kept. */
async function page(event: FetchEvent, kind: 'rendered-page' | 'app-page' | 'network-page'): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const shopper = await currentProfile();
    if (kind === 'rendered-page') {
      const found = await kept('pages', keptAddress(event.request.url, shopper, true));
      if (found) return found;
    }
    return (await shell(shopper, kind !== 'app-page')) ?? Promise.reject(error);
  }
  if (kind !== 'network-page' && response.ok) event.waitUntil(keepPage(event.request.url, response.clone()));
  return response;
}

/** Learns the page's kind from the server's answer, and keeps the page when the server rendered it. */
async function keepPage(url: string, response: Response): Promise<void> {
  const body = await response.arrayBuffer();
  const drawn = profileOfPage(new TextDecoder().decode(body.slice(0, 2048)));
  if (!drawn) return;
  await saveProfile(drawn);
  if (drawn.rendered) await keep('pages', keptAddress(url, drawn, true), response, body);
}

/** The kept shell made the shopper's kind of page; marked as the offline page when `offline`. */
async function shell(shopper: PageProfile, offline: boolean): Promise<Response | undefined> {
  const kept = await (await caches.open(CACHES.shell)).match(SHELL);
  if (!kept) return undefined;
  const html = withDataSaver(withLanguage(await kept.text(), shopper.language), shopper.dataSaver);
  return new Response(offline ? markOfflinePage(html) : html, {
    status: offline ? 503 : 200,
    headers: decodedHeaders(kept.headers),
  });
}

/** The build's files: kept ones first (they never change under their name), else the network's, kept. */
async function asset(event: FetchEvent): Promise<Response> {
  const found =
    (await caches.match(event.request, { cacheName: CACHES.shell, ignoreVary: true })) ??
    (await kept('assets', event.request.url));
  if (found) return found;
  const response = await fetch(event.request);
  event.waitUntil(keep('assets', event.request.url, response.clone()));
  return response;
}

/** Pictures: a kept one first (its address names its size and version), else the network's, kept. */
async function picture(event: FetchEvent): Promise<Response> {
  const found = await kept('pictures', event.request.url);
  if (found) return found;
  const response = await fetch(event.request);
  event.waitUntil(keep('pictures', event.request.url, response.clone()));
  return response;
}

/** API answers: the network's while there is one, kept in the shopper's language; offline the kept one. */
async function data(event: FetchEvent, which: 'data' | 'private'): Promise<Response> {
  const key = keptAddress(event.request.url, await currentProfile(), false);
  try {
    const response = await fetch(event.request);
    event.waitUntil(keep(which, key, response.clone()));
    return response;
  } catch (error) {
    return (await kept(which, key)) ?? Promise.reject(error);
  }
}

/**
 * A page the shopper saw before this worker controlled it (their first visit), or reached inside the
 * app: its HTML, when the server renders it, and the files and answers it used, mostly from the
 * browser's HTTP cache.
 */
async function keepSeen(url: string | undefined, resources: string[]): Promise<void> {
  const origin = self.location.origin;
  const shopper = await currentProfile();
  const jobs: Array<Promise<void>> = [];
  if (url && requestKind({ method: 'GET', mode: 'navigate', url }, origin) === 'rendered-page') {
    if (!(await kept('pages', keptAddress(url, shopper, true)))) {
      jobs.push(fetch(url, { credentials: 'same-origin' }).then((response) => keepPage(url, response)));
    }
  }
  const frame = FRAME_DATA.map((path) => new URL(path, origin).href);
  for (const resource of new Set([...frame, ...resources])) {
    const kind = requestKind({ method: 'GET', mode: 'no-cors', url: resource }, origin);
    // The catalogue answers the page read itself (the shop's logo and settings): the frame of its pages.
    if (kind === 'public-data') {
      const key = keptAddress(resource, shopper, false);
      if (!(await kept('data', key))) jobs.push(fetch(resource).then((response) => keep('data', key, response)));
    }
    if (kind !== 'asset' && kind !== 'picture') continue;
    const which = kind === 'asset' ? 'assets' : 'pictures';
    if (await caches.match(resource, { ignoreVary: true })) continue;
    // Asked as the page asked: the picture comes in the format it did, from the browser's HTTP cache.
    const headers = kind === 'picture' ? { accept: PICTURE_ACCEPT } : undefined;
    jobs.push(fetch(resource, { headers }).then((response) => keep(which, resource, response)));
  }
  await Promise.allSettled(jobs);
}
