/**
 * What the offline worker (./worker.ts) keeps, under which key, for how long and how much of it
 * (docs/decisions/093). Pure, so the rules are tested without a browser.
 */
import type { Locale } from '@dokan/domain/format';

/** How a same-origin GET is answered by the worker; `null`: the network alone, nothing kept. */
export type RequestKind =
  /** A storefront page the server renders with its data: its own HTML is kept. */
  | 'rendered-page'
  /** A public page the app draws from the shell (the cart, checkout, policies): the kept shell serves it. */
  | 'app-page'
  /** Any other page (the account, the admin area, sign-in): never kept; offline, the offline page. */
  | 'network-page'
  /** The build's own files (hashed, immutable). */
  | 'asset'
  /** A public catalogue read: the same answer for every shopper (the API's `publicRead` routes). */
  | 'public-data'
  /** A catalogue picture. */
  | 'picture'
  /** The signed-in shopper's own answer kept for them alone (their wishlist); cleared at logout. */
  | 'private-data';

/** The pages the server renders (apps/api/src/lib/page-renderer.ts RENDERED_PATHS). */
const RENDERED_PAGES = [/^\/$/, /^\/products\/?$/, /^\/products\/[^/]+\/?$/];
/** Public pages the app draws with what the browser keeps (cart, checkout) or with no data at all. */
const APP_PAGES = [
  /^\/cart\/?$/,
  /^\/checkout\/?$/,
  /^\/wishlist\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/cancellation-returns\/?$/,
  /^\/emi-policy\/?$/,
  /^\/customer-support\/?$/,
];

/**
 * The API answers kept: exactly the public reads (routes with `publicRead`, whose answer does not depend
 * on who asks). Never auth, users, orders, refunds, admin, coupons or payments.
 */
const PUBLIC_DATA =
  /^\/api\/(?:products(?:\/[^/]+)?|categories(?:\/[^/]+)?|subcategories(?:\/[^/]+)?|subsubcategories(?:\/[^/]+)?|banner|settings|logo|shipping-fee\/get)$/;
const PICTURE = /^\/api\/media\/[^?]+$/;
/** The shopper's wishlist, read with their token: kept in the private cache only. */
const PRIVATE_DATA = /^\/api\/wishlist\/get-wishlist\/[^/]+$/;
/** The build's files, and the favicon every page links. */
const ASSET = /^\/(?:assets\/[^/]+|favicon\.svg)$/;

export function requestKind(
  request: { method: string; mode: string; url: string },
  origin: string,
): RequestKind | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (RENDERED_PAGES.some((page) => page.test(path))) return 'rendered-page';
    if (APP_PAGES.some((page) => page.test(path))) return 'app-page';
    return 'network-page';
  }
  if (ASSET.test(path)) return 'asset';
  if (PICTURE.test(path)) return 'picture';
  if (PUBLIC_DATA.test(path)) return 'public-data';
  if (PRIVATE_DATA.test(path)) return 'private-data';
  return null;
}

/**
 * What every page's frame reads (the navbar's logo, the shop's name): kept at a first visit even when
 * its page came with them rendered in, so the offline page has the shop's frame.
 */
export const FRAME_DATA = ['/api/logo', '/api/settings'];

/** The kind of page a browser gets: its language, and the data saver's small pictures. */
export interface PageProfile {
  language: Locale;
  dataSaver: boolean;
}

/** A page's profile as its `<html>` tag says it (`lang`, `data-save-data`); null when it has none. */
export function profileOfPage(html: string): (PageProfile & { rendered: boolean }) | null {
  const tag = /<html\b[^>]*>/.exec(html)?.[0];
  const language = tag && /\blang="(en|bn)"/.exec(tag)?.[1];
  if (!tag || !language) return null;
  return {
    language: language as Locale,
    dataSaver: /\sdata-save-data\b/.test(tag),
    rendered: /\sdata-rendered\b/.test(tag),
  };
}

/** Added to a kept answer's address: one address is kept once per language (and, for pages, data saver). */
export const KIND_PARAM = 'dokan-kind';

/**
 * The address a page or an API answer is kept under: the same page in Bangla and in English, or with the
 * data saver, are different entries, so a page is never served in another language than the shopper's.
 */
export function keptAddress(url: string, profile: PageProfile, withDataSaver: boolean): string {
  const address = new URL(url);
  address.hash = '';
  address.searchParams.set(KIND_PARAM, `${profile.language}${withDataSaver && profile.dataSaver ? '-saver' : ''}`);
  return address.href;
}

export interface CacheBounds {
  maxEntries: number;
  /** The sum of the kept bodies' sizes. */
  maxBytes: number;
  /** How old an entry may be served. */
  maxAgeMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

/** The runtime caches and their bounds: about 33 MB at most on a phone, most of it pictures. */
export const BOUNDS = {
  pages: { maxEntries: 40, maxBytes: 4 * MB, maxAgeMs: 7 * DAY },
  data: { maxEntries: 150, maxBytes: 3 * MB, maxAgeMs: 7 * DAY },
  pictures: { maxEntries: 200, maxBytes: 16 * MB, maxAgeMs: 30 * DAY },
  assets: { maxEntries: 150, maxBytes: 10 * MB, maxAgeMs: 30 * DAY },
  private: { maxEntries: 10, maxBytes: 256 * 1024, maxAgeMs: 1 * DAY },
} satisfies Record<string, CacheBounds>;

export type RuntimeCache = keyof typeof BOUNDS;

/** A single answer larger than this share of its cache is not kept: it would push out everything else. */
export function fitsCache(bytes: number, bounds: CacheBounds): boolean {
  return bytes <= bounds.maxBytes / 4;
}

export function isFresh(storedAt: number, bounds: CacheBounds, now: number): boolean {
  return now - storedAt <= bounds.maxAgeMs;
}

export interface KeptEntry {
  key: string;
  bytes: number;
  storedAt: number;
}

/**
 * What to delete so a cache keeps within its bounds: every entry past its age, then the oldest until
 * both the number of entries and their bytes are within bounds.
 */
export function entriesToEvict(entries: readonly KeptEntry[], bounds: CacheBounds, now: number): string[] {
  const evicted = entries.filter((entry) => !isFresh(entry.storedAt, bounds, now)).map((entry) => entry.key);
  const kept = entries.filter((entry) => isFresh(entry.storedAt, bounds, now)).sort((a, b) => a.storedAt - b.storedAt);
  let bytes = kept.reduce((total, entry) => total + entry.bytes, 0);
  let count = kept.length;
  for (const entry of kept) {
    if (count <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
    evicted.push(entry.key);
    count--;
    bytes -= entry.bytes;
  }
  return evicted;
}

/** Every cache of one build carries its id: a new build starts from its own and deletes the others. */
export const CACHE_PREFIX = 'dokan-';
/** The shopper's own answers: the app deletes these at logout, whatever build made them. */
export const PRIVATE_CACHE_PREFIX = `${CACHE_PREFIX}private-`;

export function cacheNames(build: string) {
  return {
    /** The shell (index.html) and the files the storefront's pages and the offline page need. */
    shell: `${CACHE_PREFIX}shell-${build}`,
    assets: `${CACHE_PREFIX}assets-${build}`,
    pages: `${CACHE_PREFIX}pages-${build}`,
    data: `${CACHE_PREFIX}data-${build}`,
    pictures: `${CACHE_PREFIX}pictures-${build}`,
    private: `${PRIVATE_CACHE_PREFIX}${build}`,
    /** The profile of the last page this browser was answered (its language and data saver). */
    meta: `${CACHE_PREFIX}meta-${build}`,
  };
}

/** A cache some other build of the shop made, deleted when this build's worker takes over. */
export function isOtherBuildsCache(name: string, build: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !name.endsWith(`-${build}`);
}

/** The shell made the offline page: the app reads the mark and draws its offline page in the shop's layout. */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';

export function markOfflinePage(html: string): string {
  return html.replace(/<html\b/, `<html ${OFFLINE_PAGE_ATTRIBUTE}`);
}
