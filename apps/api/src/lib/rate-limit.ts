/**
 * Fixed-window attempt counters for the routes guessing attacks aim at (sign-in, register, codes).
 * Kept in memory for one process, or in Redis so that every process behind a load balancer counts
 * together. If Redis cannot be reached the request is let through and the failure logged: a Redis
 * outage should not lock every shopper out, and password hashing still slows guessing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

import { tooManyRequests } from './errors.ts';

export interface RateLimitStore {
  /** Counts one attempt against `key` and answers the count so far in this window and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// Read through a function: TypeScript would otherwise keep the status narrowed across the await.
const isReady = (redis: Redis) => redis.status === 'ready';

export function createRedisStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => {
    // Reported per request by the limiter; ioredis reconnects by itself.
  });
  // The first requests wait (briefly) for the first connection; once it has been lost, requests do
  // not wait for a reconnect but are let through at once.
  const firstConnection = new Promise<boolean>((resolve) => {
    redis.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), 2000).unref();
  });
  return {
    async hit(key, windowMs) {
      const ready = redis.status === 'ready' || ((await firstConnection) && isReady(redis));
      if (!ready) throw new Error(`Redis is ${redis.status}`);
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimiter(store: RateLimitStore, keyPrefix: string, log: FastifyBaseLogger) {
  return {
    /** Counts an attempt by `subject` (an address or an identifier) and refuses it with 429 past the rule's limit. */
    async check(rule: RateLimitRule, subject: string): Promise<void> {
      let result;
      try {
        result = await store.hit(`${keyPrefix}:${rule.name}:${subject.toLowerCase()}`, rule.windowMs);
      } catch (error) {
        log.warn({ err: error, rule: rule.name }, 'rate limit store unavailable; request let through');
        return;
      }
      if (result.count > rule.limit) {
        const seconds = Math.max(1, Math.ceil(result.resetInMs / 1000));
        const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        throw tooManyRequests(`Too many attempts. Please try again in ${wait}.`, seconds);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
