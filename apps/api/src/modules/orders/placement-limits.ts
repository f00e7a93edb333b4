/**
 * Orders placed per account and per address in an hour, within the owner's caps (decision 071). Each
 * order is counted before it is placed, so a burst sent at once is counted in full, and given back
 * when nothing was placed (a refusal, a replay): only orders placed use up the allowance.
 */
import type { OrderCaps } from '@dokan/domain';

import { addressKey, type Attempt, type RateLimiter, type Refusal } from '../../lib/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

const tooManyOrders: Refusal = (wait) => `Too many orders placed in a short time. Please try again in ${wait}.`;

export function countPlacement(limiter: RateLimiter, caps: OrderCaps, accountId: string, ip: string): Promise<Attempt> {
  return limiter.attempt(
    [
      [{ name: 'orders-account', limit: caps.ordersPerAccountHour, windowMs: HOUR_MS }, accountId],
      // Addresses are shared by thousands behind a mobile network's NAT: the owner's wider cap.
      [{ name: 'orders-address', limit: caps.ordersPerAddressHour, windowMs: HOUR_MS }, addressKey(ip)],
    ],
    tooManyOrders,
  );
}
