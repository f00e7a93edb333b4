/**
 * Serialized JSON answers of public, anonymous reads (the catalogue, banners, settings), kept in
 * process for a few seconds and keyed by the normalised route and query. A route opts in with
 * `config: { responseCache: true }`; write paths call `app.responseCache.invalidate(...)` so the
 * process that made a change answers fresh at once (docs/decisions/010), and the others too through
 * the invalidation bus (024). While the database cannot answer, an expired answer is served rather
 * than a 503 (stale-if-error, 025).
 */
import { Buffer } from 'node:buffer';

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';

import { DEFAULT_LANGUAGE } from '@dokan/domain';

import { isDatabaseUnavailable } from '../db/availability.ts';
import { requestLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer does not depend on who asks: keep it in the response cache. */
    responseCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Sum of the bodies' UTF-8 sizes. */
  maxBytes: number;
  /** A larger body is not kept; a sixteenth of `maxBytes` unless given. */
  maxEntryBytes?: number;
  /**
   * How long past its time an answer may still be served while the database cannot answer
   * (stale-if-error): shoppers keep browsing through an outage. Invalidation drops it all the same.
   */
  staleIfErrorMs: number;
  now?: () => number;
}

/** '/api/products/<id>': the answers a stock change invalidates (decision 045). */
const ONE_PRODUCT = /^\/api\/products\/([^/?#]+)$/;

/** The product an invalidation names alone ('/api/products/<id>'), or undefined for a wider one. */
export function oneProductOf(pathPrefix: string | undefined): string | undefined {
  return pathPrefix === undefined ? undefined : ONE_PRODUCT.exec(pathPrefix)?.[1];
}

/** Route config of a public read whose answer does not depend on who asks. */
export const publicRead = { responseCache: true };

/** How many invalidations back an answer computed meanwhile can be told still good (decision 045). */
const RECENT_INVALIDATIONS = 64;

/** Five seconds: see docs/decisions/010-catalogue-response-cache.md. */
export const RESPONSE_CACHE_DEFAULTS: ResponseCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
  staleIfErrorMs: 60 * 60_000,
};

export interface CachedResponse {
  body: string;
  contentType: string;
  bytes: number;
  expires: number;
}

export class ResponseCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedResponse>();
  private readonly listeners: Array<(pathPrefix: string | undefined, edited?: readonly string[]) => void> = [];
  private totalBytes = 0;
  /** Bumped by every invalidation, so an answer computed before it is never stored after it. */
  private generationCounter = 0;
  /**
   * The latest invalidations' prefixes, oldest first, the last one made at `generationCounter`: an
   * answer computed before an invalidation that does not reach its key (another product's stock)
   * is still kept.
   */
  private readonly recent: Array<string | undefined> = [];
  /** Requests answered from memory (fresh, or stale while the database was away) and computed, for /metrics. */
  readonly lookups = { hits: 0, misses: 0 };
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly staleIfErrorMs: number;
  private readonly now: () => number;

  constructor(options: Partial<ResponseCacheOptions> = {}) {
    const merged = { ...RESPONSE_CACHE_DEFAULTS, ...options };
    this.ttlMs = merged.ttlMs;
    this.maxEntries = merged.maxEntries;
    this.maxBytes = merged.maxBytes;
    this.maxEntryBytes = merged.maxEntryBytes ?? Math.floor(merged.maxBytes / 16);
    this.staleIfErrorMs = merged.staleIfErrorMs;
    this.now = merged.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0 && this.maxBytes > 0;
  }

  get generation(): number {
    return this.generationCounter;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expires <= now) {
      // Kept, as least recently used, for stale-if-error until that window ends too.
      if (entry.expires + this.staleIfErrorMs <= now) this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** An expired answer still within the stale-if-error window, for when the database cannot answer. */
  stale(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires + this.staleIfErrorMs > this.now() ? entry : undefined;
  }

  /**
   * Keeps an answer unless an invalidation that reaches its key happened since `generation` (the
   * answer may predate the change) or the body is too large. Returns whether it was kept.
   */
  set(key: string, body: string, contentType: string, generation = this.generationCounter): boolean {
    if (!this.enabled || this.invalidatedSince(key, generation)) return false;
    const bytes = Buffer.byteLength(body);
    if (bytes > this.maxEntryBytes) return false;
    this.delete(key);
    this.entries.set(key, { body, contentType, bytes, expires: this.now() + this.ttlMs });
    this.totalBytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /**
   * Forgets every answer whose normalised URL starts with `pathPrefix` ('/api/products',
   * '/api/products/<id>'), or every answer without one. Listeners (other caches derived from
   * the same data, such as listing totals) are told too, with the products `edited` when the
   * change was to those products alone (an edit, an addition or a removal: decision 068).
   */
  invalidate(pathPrefix?: string, edited?: readonly string[]): void {
    this.generationCounter++;
    this.recent.push(pathPrefix);
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift();
    if (pathPrefix === undefined) {
      this.entries.clear();
      this.totalBytes = 0;
    } else {
      for (const key of this.entries.keys()) if (key.startsWith(pathPrefix)) this.delete(key);
    }
    for (const listener of this.listeners) listener(pathPrefix, edited);
  }

  /** Runs `listener` on every invalidation. */
  onInvalidate(listener: (pathPrefix: string | undefined, edited?: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  /** Whether an invalidation since `generation` reaches `key` (or is too old to tell). */
  private invalidatedSince(key: string, generation: number): boolean {
    const since = this.generationCounter - generation;
    if (since <= 0) return false;
    if (since > this.recent.length) return true;
    return this.recent.slice(-since).some((prefix) => prefix === undefined || key.startsWith(prefix));
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * The route's path with its parsed params, then its parsed query sorted by name: unknown
 * parameters were already stripped and numbers coerced by validation, so `?page=2&limit=10`,
 * `?limit=10&page=2&utm_source=x` and `?limit=010&page=2` share one entry. Answers in a language
 * other than English are kept apart (`#bn`), since a request's language may change its texts; at the end, so that an
 * invalidation by path prefix reaches every language.
 */
export function responseCacheKey(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = request.routeOptions.url!.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  const parsed = (request.query ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(parsed).sort()) {
    const value = parsed[name];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  const key = search ? `${path}?${search}` : path;
  const language = requestLanguage(request);
  return language === DEFAULT_LANGUAGE ? key : `${key}#${language}`;
}

interface Pending {
  key: string;
  generation: number;
  settle: (entry: CachedResponse | undefined) => void;
}

/** Adds the cache to `app`: `app.responseCache`, and hooks on every route that opts in. */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorate('responseCache', cache);
  if (!cache.enabled) return;

  /** Misses being computed, by key: concurrent misses wait for the first one's answer. */
  const inFlight = new Map<string, Promise<CachedResponse | undefined>>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  const served = new WeakSet<FastifyRequest>();

  const settle = (request: FastifyRequest, entry?: CachedResponse) => {
    const mine = pending.get(request);
    if (!mine) return;
    pending.delete(request);
    mine.settle(entry);
  };

  const serve = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    served.add(request);
    cache.lookups.hits++;
    return reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.body);
  };

  async function lookUp(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET') return;
    const key = responseCacheKey(request);
    const cached = cache.get(key);
    if (cached) return serve(request, reply, cached);
    const computing = inFlight.get(key);
    if (computing) {
      const entry = await computing;
      if (entry) return serve(request, reply, entry);
      return; // The first one failed or was not kept: compute this one itself.
    }
    let resolve!: (entry: CachedResponse | undefined) => void;
    const promise = new Promise<CachedResponse | undefined>((r) => (resolve = r));
    inFlight.set(key, promise);
    pending.set(request, {
      key,
      generation: cache.generation,
      settle: (entry) => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        resolve(entry);
      },
    });
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (served.has(request)) return payload;
    const mine = pending.get(request);
    if (!mine) return payload;
    reply.header('x-cache', 'miss');
    cache.lookups.misses++;
    const contentType = String(reply.getHeader('content-type') ?? '');
    let entry: CachedResponse | undefined;
    if (reply.statusCode === 200 && typeof payload === 'string' && contentType.startsWith('application/json')) {
      if (cache.set(mine.key, payload, contentType, mine.generation)) entry = cache.get(mine.key);
    }
    settle(request, entry);
    return payload;
  }

  // Whatever happened (an error before onSend, an aborted request), waiters must not hang.
  async function release(request: FastifyRequest) {
    settle(request);
  }

  /** While the database cannot answer, the last answer kept is better than a 503. */
  const staleIfError = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function (this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        const stale = isDatabaseUnavailable(error) ? cache.stale(responseCacheKey(request)) : undefined;
        if (!stale) throw error;
        served.add(request);
        settle(request);
        cache.lookups.hits++;
        return reply.header('content-type', stale.contentType).header('x-cache', 'stale').send(stale.body);
      }
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.responseCache) return;
    const list = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
    route.handler = staleIfError(route.handler);
    route.preHandler = [lookUp, ...list(route.preHandler)];
    // First, so that it sees the serialized body before compression turns it into a stream.
    route.onSend = [keep, ...list(route.onSend)];
    route.onResponse = [...list(route.onResponse), release];
    route.onRequestAbort = [...list(route.onRequestAbort), release];
  });
}
