/**
 * Coupons: checked by the server when an order is placed, and previewed for the checkout page.
 * A redemption locks the coupon's row for the rest of the order's transaction, so usage limits
 * hold when many shoppers use the same code at once.
 */
import {
  couponDiscountPoisha,
  type CouponPreview,
  type CouponTerms,
  formatTaka,
  poishaToTaka,
  takaToPoisha,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { addressKey, type Attempt, type DelayRule, type RateLimiter, type WindowRule } from '../../lib/rate-limit.ts';
import type { CouponRow, CouponsRepository } from './coupons.repository.ts';

type Tx = Database | Transaction;

const MINUTE = 60_000;

/**
 * A coupon checked before ordering (the preview, checkout's quote) tells whether a code exists, so
 * a loop could guess codes: a shopper's checks that do not apply slow down (ten in a row, then 1 s,
 * 2 s ... up to 15 minutes between tries), and an address may have 200 of them in 15 minutes, which
 * a shared mobile address full of shoppers does not reach. Checks that apply are given back
 * (docs/decisions/019).
 */
const GUESS_LIMITS = {
  byShopper: { name: 'coupon-user', free: 10, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, memoryMs: 24 * 60 * MINUTE },
  byAddress: { name: 'coupon-ip', limit: 200, windowMs: 15 * MINUTE },
} satisfies Record<string, WindowRule | DelayRule>;

/** Counts a coupon check as a guess (429 past the limits); `right()` once the code applied. */
export function couponGuess(limiter: RateLimiter, ip: string, userId: string): Promise<Attempt> {
  return limiter.attempt([
    [GUESS_LIMITS.byAddress, addressKey(ip)],
    [GUESS_LIMITS.byShopper, userId],
  ]);
}

export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPoisha: number;
  /** What checkout prices it with beside the promotions (domain priceCart). */
  terms: CouponTerms;
}

/** A coupon that applies, with its discount and the terms checkout prices it by. */
function applied({ coupon, discountPoisha }: { coupon: CouponRow; discountPoisha: number }): AppliedCoupon {
  const terms: CouponTerms = { kind: coupon.kind, value: coupon.value, maxDiscountPoisha: coupon.maxDiscountPoisha };
  return { couponId: coupon.id, code: coupon.code, discountPoisha, terms };
}

export function createCouponsService(db: Database, coupons: CouponsRepository) {
  /** The coupon's discount on this subtotal for this customer, or a 400 that says why not. */
  async function evaluate(tx: Tx, code: string, subtotalPoisha: number, userId: string, lock: boolean) {
    const coupon = await coupons.byCode(tx, code, lock);
    if (!coupon || !coupon.active) throw badRequest('Invalid coupon');
    const now = Date.now();
    if (coupon.startsAt && coupon.startsAt.getTime() > now) throw badRequest('Coupon is not active yet');
    if (coupon.endsAt && coupon.endsAt.getTime() <= now) throw badRequest('Coupon expired');
    if (subtotalPoisha < coupon.minOrderPoisha) {
      throw badRequest(`Minimum order is ${formatTaka(poishaToTaka(coupon.minOrderPoisha))}`);
    }
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
      throw badRequest('Coupon usage limit reached');
    }
    if (coupon.perUserLimit !== null) {
      const used = await coupons.redemptionsBy(tx, coupon.id, userId);
      if (used >= coupon.perUserLimit) throw badRequest('You have already used this coupon');
    }
    return { coupon, discountPoisha: couponDiscountPoisha(coupon, subtotalPoisha) };
  }

  return {
    async preview(code: string, subtotalTaka: number, userId: string): Promise<CouponPreview> {
      const subtotalPoisha = takaToPoisha(subtotalTaka);
      const { coupon, discountPoisha } = await evaluate(db, code, subtotalPoisha, userId, false);
      return {
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.kind === 'percent' ? coupon.value : poishaToTaka(coupon.value),
        subtotal: poishaToTaka(subtotalPoisha),
        discount: poishaToTaka(discountPoisha),
      };
    },

    /**
     * Checks the coupon inside the order's transaction and holds its row until that transaction ends.
     * `subtotalPoisha` is what it is measured on: the subtotal after the promotions beside coupons.
     */
    async apply(tx: Transaction, code: string, subtotalPoisha: number, userId: string): Promise<AppliedCoupon> {
      return applied(await evaluate(tx, code, subtotalPoisha, userId, true));
    },

    /** The coupon as checkout's quote prices it: checked for this customer on `subtotalPoisha`, nothing held. */
    async quote(code: string, subtotalPoisha: number, userId: string): Promise<AppliedCoupon> {
      return applied(await evaluate(db, code, subtotalPoisha, userId, false));
    },

    /** Counts the use, in the order's transaction (the row is already locked by `apply`). */
    async recordRedemption(tx: Transaction, applied: AppliedCoupon, orderId: string, userId: string): Promise<void> {
      if (!(await coupons.redeem(tx, { couponId: applied.couponId, orderId, userId }))) {
        throw badRequest('Coupon usage limit reached');
      }
    },

    /** A cancelled or failed order gives its coupon use back. */
    release: (tx: Transaction, orderId: string): Promise<void> => coupons.release(tx, orderId),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
