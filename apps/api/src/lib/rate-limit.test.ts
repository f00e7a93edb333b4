import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import { addressKey, type Count, createRateLimiter, type RateLimiter, tooManyAttempts } from './rate-limit.ts';
import { createMemoryStore, createRedisStore, delayAfter, type RateLimitStore } from './rate-limit-store.ts';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
const window = { name: 'window', limit: 3, windowMs: 300 };
const delays = { name: 'delays', free: 3, firstDelayMs: 200, maxDelayMs: 500, memoryMs: 5000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = (outcome: Promise<unknown>) =>
  outcome.then(
    () => 200,
    (error: HttpError) => error.statusCode,
  );

/** Wrong guesses: let through (200) or refused (429), never proved right. */
async function wrongGuesses(limiter: RateLimiter, counts: Count[], times: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push(await statusOf(limiter.attempt(counts)));
  return result;
}

const redisUrl = loadConfig().REDIS_URL;
const stores: [string, () => RateLimitStore][] = [['memory', createMemoryStore]];
if (redisUrl) stores.push(['redis', () => createRedisStore(redisUrl)]);

describe.each(stores)('rate limits kept in %s', (_, makeStore) => {
  let store: RateLimitStore;
  let limiter: RateLimiter;
  const fresh = () => {
    store = makeStore();
    limiter = createRateLimiter(store, `t:${randomBytes(4).toString('hex')}`, log);
  };
  const closeStore = () => store.close();

  describe('a window', () => {
    it('lets the limit through, refuses the next with 429, and forgets after the window', async () => {
      fresh();
      try {
        const outcomes: number[] = [];
        for (let i = 0; i < 4; i++) outcomes.push(await statusOf(limiter.check(window, 'Someone@Example.com')));
        expect(outcomes).toEqual([200, 200, 200, 429]);
        const refused = await limiter.check(window, 'someone@example.com').catch((e: HttpError) => e);
        expect(refused).toBeInstanceOf(HttpError);
        expect((refused as HttpError).headers['retry-after']).toBe('1');
        await sleep(window.windowMs + 50);
        await expect(limiter.check(window, 'someone@example.com')).resolves.toBeUndefined();
        expect(await statusOf(limiter.check(window, 'another subject'))).toBe(200);
      } finally {
        await closeStore();
      }
    });

    it('counts only the guesses that were not proved right', async () => {
      fresh();
      try {
        for (let i = 0; i < 10; i++) await (await limiter.attempt([[window, 'shared address']])).right();
        expect(await wrongGuesses(limiter, [[window, 'shared address']], 4)).toEqual([200, 200, 200, 429]);
      } finally {
        await closeStore();
      }
    });

    it('counts every guess of a burst sent at once', async () => {
      fresh();
      try {
        const burst = await Promise.all(Array.from({ length: 10 }, () => statusOf(limiter.attempt([[window, 'x']]))));
        expect(burst.filter((s) => s === 200)).toHaveLength(window.limit);
      } finally {
        await closeStore();
      }
    });

    it('does not count a guess that another rule refused', async () => {
      fresh();
      try {
        const tight = { name: 'tight', limit: 1, windowMs: 5000 };
        const counts: Count[] = [
          [window, 'address'],
          [tight, 'address and account'],
        ];
        expect(await wrongGuesses(limiter, counts, 5)).toEqual([200, 429, 429, 429, 429]);
        // Only the first guess counted against the address.
        expect(await wrongGuesses(limiter, [[window, 'address']], 3)).toEqual([200, 200, 429]);
      } finally {
        await closeStore();
      }
    });
  });

  describe('growing delays', () => {
    it('let `free` guesses through, then make each wait twice as long as the one before', async () => {
      fresh();
      try {
        const counts: Count[] = [[delays, 'account']];
        expect(await wrongGuesses(limiter, counts, 4)).toEqual([200, 200, 200, 429]);
        const first = await limiter.attempt(counts).catch((e: HttpError) => e);
        expect(first).toBeInstanceOf(HttpError);
        expect((first as HttpError).statusCode).toBe(429);
        expect((first as HttpError).headers['retry-after']).toBe('1');

        await sleep(delays.firstDelayMs + 30);
        expect(await wrongGuesses(limiter, counts, 1)).toEqual([200]);
        const started = Date.now();
        while ((await statusOf(limiter.attempt(counts))) === 429) await sleep(20);
        // The fourth guess set twice the first delay.
        expect(Date.now() - started).toBeGreaterThanOrEqual(2 * delays.firstDelayMs - 30);
      } finally {
        await closeStore();
      }
    });

    it('are forgotten when a guess proves right', async () => {
      fresh();
      try {
        const counts: Count[] = [[delays, 'account']];
        await wrongGuesses(limiter, counts, 2);
        await (await limiter.attempt(counts)).right();
        expect(await wrongGuesses(limiter, counts, 4)).toEqual([200, 200, 200, 429]);
      } finally {
        await closeStore();
      }
    });

    it('count a burst sent at once', async () => {
      fresh();
      try {
        const burst = await Promise.all(
          Array.from({ length: 10 }, () => statusOf(limiter.attempt([[delays, 'account']]))),
        );
        expect(burst.filter((s) => s === 200)).toHaveLength(delays.free);
      } finally {
        await closeStore();
      }
    });
  });
});

describe('delays', () => {
  it('double from the first up to the cap', () => {
    const policy = { free: 10, firstDelayMs: 1000, maxDelayMs: 900_000, memoryMs: 86_400_000 };
    expect([9, 10, 11, 12, 19, 20, 60].map((n) => delayAfter(n, policy))).toEqual([
      0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });
});

describe('the 429 message', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 second.', '1'],
    [1500, 'Too many attempts. Please try again in 2 seconds.', '2'],
    [14 * 60_000, 'Too many attempts. Please try again in 14 minutes.', '840'],
    [3600_000, 'Too many attempts. Please try again in 60 minutes.', '3600'],
    [24 * 3600_000, 'Too many attempts. Please try again in 24 hours.', '86400'],
  ])('after %i ms says "%s"', (ms, message, retryAfter) => {
    const error = tooManyAttempts(ms);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(message);
    expect(error.headers['retry-after']).toBe(retryAfter);
  });
});

describe('addresses', () => {
  it('count IPv4 addresses one by one and IPv6 ones by their /64', () => {
    expect(addressKey('103.4.145.2')).toBe('103.4.145.2');
    expect(addressKey('::ffff:103.4.145.2')).toBe('103.4.145.2');
    expect(addressKey('2401:1900:2:7::1')).toBe('2401:1900:2:7::/64');
    expect(addressKey('2401:1900:0002:0007:aaaa:bbbb:cccc:dddd')).toBe('2401:1900:2:7::/64');
    expect(addressKey('2401:1900::1')).toBe('2401:1900:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through and logs it', async () => {
    const store = createRedisStore('redis://127.0.0.1:9/0');
    try {
      const limiter = createRateLimiter(store, 't', log);
      expect(await wrongGuesses(limiter, [[window, 'someone']], 5)).toEqual([200, 200, 200, 200, 200]);
      expect(await wrongGuesses(limiter, [[delays, 'someone']], 5)).toEqual([200, 200, 200, 200, 200]);
      expect(await statusOf(limiter.check(window, 'someone'))).toBe(200);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
