import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import { createMemoryStore, createRateLimiter, createRedisStore, type RateLimitStore } from './rate-limit.ts';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
const rule = { name: 'test', limit: 3, windowMs: 300 };

async function statuses(store: RateLimitStore, subject: string, times: number): Promise<number[]> {
  const limiter = createRateLimiter(store, `t:${randomBytes(4).toString('hex')}`, log);
  const result: number[] = [];
  for (let i = 0; i < times; i++) {
    result.push(
      await limiter.check(rule, subject).then(
        () => 200,
        (error: HttpError) => error.statusCode,
      ),
    );
  }
  return result;
}

const redisUrl = loadConfig().REDIS_URL;
const stores: [string, () => RateLimitStore][] = [['memory', createMemoryStore]];
if (redisUrl) stores.push(['redis', () => createRedisStore(redisUrl)]);

describe.each(stores)('rate limits kept in %s', (_, makeStore) => {
  it('lets the limit through, refuses the next with 429, and forgets after the window', async () => {
    const store = makeStore();
    try {
      const limiter = createRateLimiter(store, `t:${randomBytes(4).toString('hex')}`, log);
      const outcomes: (number | string)[] = [];
      for (let i = 0; i < 4; i++) {
        outcomes.push(
          await limiter.check(rule, 'Someone@Example.com').then(
            () => 200,
            (e: HttpError) => e.statusCode,
          ),
        );
      }
      expect(outcomes).toEqual([200, 200, 200, 429]);
      const refused = await limiter.check(rule, 'someone@example.com').catch((e: HttpError) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, rule.windowMs + 50));
      await expect(limiter.check(rule, 'someone@example.com')).resolves.toBeUndefined();
      expect(await statuses(store, 'another subject', 3)).toEqual([200, 200, 200]);
    } finally {
      await store.close();
    }
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through and logs it', async () => {
    const store = createRedisStore('redis://127.0.0.1:9/0');
    try {
      expect(await statuses(store, 'someone', 5)).toEqual([200, 200, 200, 200, 200]);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
