/** How many tries each account route allows, per client address and per identifier. */
import type { WindowRule } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  signInByAddress: { name: 'signin-ip', limit: 30, windowMs: 15 * MINUTE },
  signInByIdentifier: { name: 'signin-id', limit: 10, windowMs: 15 * MINUTE },
  registerByAddress: { name: 'register-ip', limit: 10, windowMs: HOUR },
  registerByIdentifier: { name: 'register-id', limit: 5, windowMs: HOUR },
  forgotByAddress: { name: 'forgot-ip', limit: 10, windowMs: HOUR },
  forgotByIdentifier: { name: 'forgot-id', limit: 5, windowMs: HOUR },
  codeByAddress: { name: 'code-ip', limit: 30, windowMs: 15 * MINUTE },
  codeByIdentifier: { name: 'code-id', limit: 10, windowMs: 15 * MINUTE },
  linkByAddress: { name: 'link-ip', limit: 30, windowMs: 15 * MINUTE },
  googleByAddress: { name: 'google-ip', limit: 30, windowMs: 15 * MINUTE },
  resetByAddress: { name: 'reset-ip', limit: 10, windowMs: HOUR },
} satisfies Record<string, WindowRule>;
