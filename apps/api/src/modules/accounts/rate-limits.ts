/**
 * How many tries each account route allows (docs/decisions/019). Mobile operators put thousands of
 * shoppers behind one address, so the address limits are high and, where there is a secret to
 * guess, count only wrong answers; the tight limits are per account (growing delays, never a lock)
 * and per address and account together.
 */
import { addressKey, type Count, type DelayRule, type WindowRule } from '../../lib/rate-limit.ts';
import { parseIdentifier } from './users.repository.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Ten tries in a row, then 1 s, 2 s, 4 s ... up to 15 minutes between tries; forgotten a day later. */
const ACCOUNT_DELAYS = { free: 10, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, memoryMs: DAY };

interface GuessRules {
  byAddress: WindowRule;
  byAddressAndAccount: WindowRule;
  byAccount: DelayRule;
}

export const RATE_LIMITS = {
  // Guesses at a secret: wrong answers count, right ones are given back.
  signIn: {
    byAddress: { name: 'signin-ip', limit: 200, windowMs: 15 * MINUTE },
    byAddressAndAccount: { name: 'signin-pair', limit: 5, windowMs: 15 * MINUTE },
    byAccount: { name: 'signin-id', ...ACCOUNT_DELAYS },
    /** A browser that signed in to the account before skips the three above until it fails this often. */
    byKnownDevice: { name: 'signin-device', limit: 10, windowMs: DAY },
  },
  code: {
    byAddress: { name: 'code-ip', limit: 200, windowMs: 15 * MINUTE },
    byAddressAndAccount: { name: 'code-pair', limit: 5, windowMs: 15 * MINUTE },
    byAccount: { name: 'code-id', ...ACCOUNT_DELAYS },
  },

  // Requests that send a message or start a session: every one counts.
  register: {
    byAddress: { name: 'register-ip', limit: 100, windowMs: HOUR },
    byAccount: { name: 'register-id', limit: 10, windowMs: HOUR },
  },
  forgot: {
    byAddress: { name: 'forgot-ip', limit: 100, windowMs: HOUR },
    byAddressAndAccount: { name: 'forgot-pair', limit: 5, windowMs: HOUR },
  },
  reset: { byAddress: { name: 'reset-ip', limit: 100, windowMs: HOUR } },
  link: { byAddress: { name: 'link-ip', limit: 300, windowMs: 15 * MINUTE } },
  google: { byAddress: { name: 'google-ip', limit: 300, windowMs: 15 * MINUTE } },
} satisfies Record<string, Record<string, WindowRule | DelayRule>>;

/** The account an identifier names, spelled one way: '+880 1712-345678' and '01712345678' count together. */
export function accountSubject(raw: string): string {
  const identifier = parseIdentifier(raw);
  if (!identifier) return raw.trim().toLowerCase();
  return identifier.kind === 'email' ? identifier.email : identifier.phone;
}

export const pairSubject = (ip: string, account: string) => `${addressKey(ip)} ${account}`;

/** A guess at an account's secret counts against the address, the address with the account, and the account. */
export function guessCounts(rules: GuessRules, ip: string, account: string): Count[] {
  return [
    [rules.byAddress, addressKey(ip)],
    [rules.byAddressAndAccount, pairSubject(ip, account)],
    [rules.byAccount, account],
  ];
}
