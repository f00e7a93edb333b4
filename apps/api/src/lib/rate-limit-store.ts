/**
 * Where attempt counters live: in memory for one process, or in Redis so that every process behind
 * a load balancer counts together. Each operation is atomic in Redis (one script), so attempts sent
 * all at once cannot slip between a check and its count.
 */
import { Redis } from 'ioredis';

/** Growing delays: `free` attempts in a row go through, then each one makes the next wait longer. */
export interface DelayPolicy {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  memoryMs: number;
}

export interface RateLimitStore {
  /** Counts one attempt against `key` and answers the count so far in this window and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one counted attempt (it turned out not to be a guess) while its window lasts. */
  giveBack(key: string): Promise<void>;
  /**
   * While `key` must wait, answers how long (and counts nothing); otherwise counts the attempt and
   * answers 0. The attempt numbered `free` and each after it set the next wait:
   * firstDelayMs, then twice as long each time, up to maxDelayMs.
   */
  delayed(key: string, policy: DelayPolicy): Promise<number>;
  /** Forgets the attempts counted by `delayed` (a right answer ends the run of failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How long attempt number `attempts` makes the next one wait. */
export function delayAfter(attempts: number, policy: DelayPolicy): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (attempts - policy.free), policy.maxDelayMs);
}

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const runs = new Map<string, { attempts: number; forgetAt: number; waitUntil: number }>();
  const sweep = (now: number) => {
    if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    if (runs.size > 50_000) for (const [k, r] of runs) if (r.forgetAt <= now) runs.delete(k);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
    },
    async delayed(key, policy) {
      const now = Date.now();
      sweep(now);
      let run = runs.get(key);
      if (!run || run.forgetAt <= now) {
        run = { attempts: 0, forgetAt: 0, waitUntil: 0 };
        runs.set(key, run);
      }
      if (run.waitUntil > now) return run.waitUntil - now;
      run.attempts += 1;
      run.forgetAt = now + policy.memoryMs;
      const wait = delayAfter(run.attempts, policy);
      if (wait > 0) run.waitUntil = now + wait;
      return 0;
    },
    async clear(key) {
      runs.delete(key);
    },
    async close() {
      windows.clear();
      runs.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// DECR keeps the key's expiry; a window that has already ended is left alone.
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// KEYS: the attempts counter and the wait; ARGV: free, firstDelayMs, maxDelayMs, memoryMs.
// The wait is a key that expires when it ends, so no clock is read.
const DELAYED_SCRIPT = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return wait end
local attempts = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local free = tonumber(ARGV[1])
if attempts >= free then
  local delay = math.min(tonumber(ARGV[2]) * 2 ^ (attempts - free), tonumber(ARGV[3]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return 0`;

// Read through a function: TypeScript would otherwise keep the status narrowed across the await.
const isReady = (redis: Redis) => redis.status === 'ready';

/** Both keys of a run share one hash tag, so a Redis cluster keeps them in one slot. */
const runKeys = (key: string) => [`{${key}}:n`, `{${key}}:w`] as const;

export function createRedisStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => {
    // Reported per request by the limiter; ioredis reconnects by itself.
  });
  // The first requests wait (briefly) for the first connection; once it has been lost, requests do
  // not wait for a reconnect but fail at once (and the limiter lets them through).
  const firstConnection = new Promise<boolean>((resolve) => {
    redis.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), 2000).unref();
  });
  async function connected() {
    const ready = redis.status === 'ready' || ((await firstConnection) && isReady(redis));
    if (!ready) throw new Error(`Redis is ${redis.status}`);
    return redis;
  }
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await (await connected()).eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async giveBack(key) {
      await (await connected()).eval(GIVE_BACK_SCRIPT, 1, key);
    },
    async delayed(key, policy) {
      const { free, firstDelayMs, maxDelayMs, memoryMs } = policy;
      const keys = runKeys(key);
      return (await (
        await connected()
      ).eval(DELAYED_SCRIPT, 2, ...keys, free, firstDelayMs, maxDelayMs, memoryMs)) as number;
    },
    async clear(key) {
      await (await connected()).del(...runKeys(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
