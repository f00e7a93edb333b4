/**
 * Rate limits for the routes guessing attacks aim at (sign-in, codes, coupons) and the ones that
 * send messages (register, forgot password); docs/decisions/019 says why they look the way they do.
 *
 * - A window rule allows `limit` attempts per `windowMs` to one subject (an address, an address
 *   and an account together) and refuses the rest until the window ends.
 * - A delay rule never locks: after a run of failures each attempt must wait a little longer than
 *   the one before, up to a cap, so that an attacker can slow an account down but not shut it.
 *
 * A guess is counted before it is checked (so a burst sent all at once is counted in full) and
 * given back when it proves right. If the store cannot be reached the request is let through and the
 * failure logged: a Redis outage should not lock every shopper out, and password hashing still
 * slows guessing.
 */
import { isIPv6 } from 'node:net';

import type { FastifyBaseLogger } from 'fastify';

import { tooManyRequests } from './errors.ts';
import type { DelayPolicy, RateLimitStore } from './rate-limit-store.ts';

export interface WindowRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface DelayRule extends DelayPolicy {
  name: string;
}

/** One rule applied to one subject, such as the sign-in delay for one e-mail address. */
export type Count = [rule: WindowRule | DelayRule, subject: string];

/** A guess let through: `right()` when it proved right; otherwise it stays counted as a failure. */
export interface Attempt {
  right(): Promise<void>;
}

const isDelayRule = (rule: WindowRule | DelayRule): rule is DelayRule => 'firstDelayMs' in rule;

/** 45 -> "45 seconds", 840 -> "14 minutes", 86400 -> "24 hours". */
function spoken(seconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 90) return count(seconds, 'second');
  if (seconds < 90 * 60) return count(Math.ceil(seconds / 60), 'minute');
  return count(Math.ceil(seconds / 3600), 'hour');
}

/** What a refusal says, given the wait in words ("2 minutes"). */
export type Refusal = (wait: string) => string;

const tooManyGuesses: Refusal = (wait) => `Too many attempts. Please try again in ${wait}.`;

/** "Too many attempts. Please try again in 2 minutes." (or what `refusal` says) with the matching Retry-After. */
export function tooManyAttempts(waitMs: number, refusal = tooManyGuesses) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return tooManyRequests(refusal(spoken(seconds)), seconds);
}

/**
 * The subject for an address: IPv4 addresses as they are, IPv6 ones by their /64, since one
 * subscriber holds a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function createRateLimiter(store: RateLimitStore, keyPrefix: string, log: FastifyBaseLogger) {
  const keyOf = (rule: { name: string }, subject: string) => `${keyPrefix}:${rule.name}:${subject.toLowerCase()}`;
  const unavailable = (error: unknown, rule: { name: string }) =>
    log.warn({ err: error, rule: rule.name }, 'rate limit store unavailable; request let through');
  // Keys hold e-mail addresses and phone numbers, so the log names the step, not the key.
  const stillCounted = (error: unknown) =>
    log.warn({ err: error }, 'rate limit store unavailable; the attempt stays counted');

  async function giveBack(keys: string[]) {
    await Promise.all(keys.map((key) => store.giveBack(key).catch(stillCounted)));
  }

  /** Counts the attempt against every rule, or refuses it at the first rule that says wait and counts it nowhere. */
  async function start(counts: Count[]): Promise<Attempt | { waitMs: number }> {
    // Windows first: a counted delay cannot be taken back if a later rule refuses the attempt.
    const ordered = [...counts.filter(([r]) => !isDelayRule(r)), ...counts.filter(([r]) => isDelayRule(r))];
    const windows: string[] = [];
    const runs: string[] = [];
    for (const [rule, subject] of ordered) {
      const key = keyOf(rule, subject);
      let waitMs = 0;
      try {
        if (isDelayRule(rule)) {
          waitMs = await store.delayed(key, rule);
          if (waitMs === 0) runs.push(key);
        } else {
          const { count, resetInMs } = await store.hit(key, rule.windowMs);
          windows.push(key);
          if (count > rule.limit) waitMs = resetInMs;
        }
      } catch (error) {
        unavailable(error, rule);
      }
      if (waitMs > 0) {
        await giveBack(windows);
        return { waitMs };
      }
    }
    return {
      async right() {
        await giveBack(windows);
        await Promise.all(runs.map((key) => store.clear(key).catch(stillCounted)));
      },
    };
  }

  return {
    /** Counts a request by `subject` (an address or an identifier) and refuses it with 429 past the rule's limit. */
    async check(rule: WindowRule, subject: string): Promise<void> {
      let result;
      try {
        result = await store.hit(keyOf(rule, subject), rule.windowMs);
      } catch (error) {
        unavailable(error, rule);
        return;
      }
      if (result.count > rule.limit) throw tooManyAttempts(result.resetInMs);
    },

    /** Lets a guess through every rule (and counts it), or refuses it with 429 and Retry-After. */
    async attempt(counts: Count[], refusal?: Refusal): Promise<Attempt> {
      const started = await start(counts);
      if ('waitMs' in started) throw tooManyAttempts(started.waitMs, refusal);
      return started;
    },

    /** As `attempt`, but answers null instead of refusing, for a caller with another way to go. */
    async attemptIfAllowed(counts: Count[]): Promise<Attempt | null> {
      const started = await start(counts);
      return 'waitMs' in started ? null : started;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
