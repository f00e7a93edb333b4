/**
 * The cash-on-delivery risk of an order, from the shop's own history: how COD orders to this phone
 * and this address ended (delivered, or returned and cancelled), whether the phone is verified,
 * and what the order is worth. Pure: the server gathers the history, the rules come from the shop.
 */
import { z } from 'zod';

export interface CodHistory {
  delivered: number;
  returned: number;
  cancelled: number;
}

export interface CodRiskInput {
  phone: CodHistory;
  address: CodHistory;
  phoneVerified: boolean;
  /** This order's value with the COD orders still open to its phone or of its account (decision 061). */
  orderValueTaka: number;
}

/** The owner's rules (the defaults until set in /admin). */
export interface CodRiskRules {
  /** A first COD order above this needs the phone confirmed by SMS code. */
  verifyFirstOrderAboveTaka: number;
  /** This many returns on the phone: the delivery fee is paid by mobile banking first. */
  prepayDeliveryAfterReturns: number;
  /** This many returns on the phone: cash on delivery is not offered; null never refuses. */
  refuseCodAfterReturns: number | null;
}

export const DEFAULT_COD_RISK_RULES: CodRiskRules = {
  verifyFirstOrderAboveTaka: 5000,
  prepayDeliveryAfterReturns: 2,
  refuseCodAfterReturns: null,
};

/** Returns counted by the rules stop here: a phone with more has long been refused or asked to prepay. */
export const COD_RULES_MAX_RETURNS = 99;
/** A first-order threshold above the largest order the shop takes would never ask anything. */
export const COD_RULES_MAX_THRESHOLD_TAKA = 10_000_000;

/** The owner's rules as /admin sends and reads them (PUT /settings/cod-rules). */
export const CodRiskRulesSchema = z.object({
  verifyFirstOrderAboveTaka: z
    .number({ message: 'The first-order amount must be a number' })
    .int('The first-order amount must be whole taka')
    .min(0, 'The first-order amount cannot be negative')
    .max(COD_RULES_MAX_THRESHOLD_TAKA, 'The first-order amount is too large'),
  prepayDeliveryAfterReturns: z
    .number({ message: 'Returns before the delivery fee is paid first must be a number' })
    .int('Returns before the delivery fee is paid first must be a whole number')
    .min(1, 'Returns before the delivery fee is paid first must be at least 1')
    .max(COD_RULES_MAX_RETURNS, 'Returns before the delivery fee is paid first are too many'),
  refuseCodAfterReturns: z
    .number({ message: 'Returns before cash on delivery is refused must be a number, or never' })
    .int('Returns before cash on delivery is refused must be a whole number')
    .min(1, 'Returns before cash on delivery is refused must be at least 1')
    .max(COD_RULES_MAX_RETURNS, 'Returns before cash on delivery is refused are too many')
    .nullable(),
}) satisfies z.ZodType<CodRiskRules>;

export const COD_RISK_REASONS = [
  'returns-on-phone',
  'cancellations-on-phone',
  'returns-at-address',
  'phone-not-verified',
  'first-cod-order',
  'high-value',
  'delivered-before',
] as const;
export type CodRiskReason = (typeof COD_RISK_REASONS)[number];

export const COD_REQUIREMENTS = ['none', 'verify-phone', 'prepay-delivery', 'no-cod'] as const;
export type CodRequirement = (typeof COD_REQUIREMENTS)[number];

export const COD_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type CodRiskLevel = (typeof COD_RISK_LEVELS)[number];

export const CodRiskSchema = z.object({
  score: z.number().int().min(0).max(100),
  level: z.enum(COD_RISK_LEVELS),
  reasons: z.array(z.enum(COD_RISK_REASONS)),
  requirement: z.enum(COD_REQUIREMENTS),
  /** Taka the shop has out on trust to this phone and account with this order: what the first-order rule weighs. */
  openCodTaka: z.number(),
  phone: z.object({ delivered: z.number(), returned: z.number(), cancelled: z.number() }),
  address: z.object({ delivered: z.number(), returned: z.number(), cancelled: z.number() }),
});
export type CodRisk = z.infer<typeof CodRiskSchema>;

/** What each finding adds to the score (0 to 100); a delivered history takes some of it back. */
const WEIGHTS = {
  returnOnPhone: 30,
  cancellationOnPhone: 10,
  returnAtAddress: 15,
  phoneNotVerified: 10,
  firstCodOrder: 10,
  highValue: 15,
  deliveredBefore: -10,
  deliveredCredit: 3,
} as const;

/** Scores the order, says why, and what the rules ask before cash on delivery is confirmed. */
export function codRisk(input: CodRiskInput, rules: CodRiskRules = DEFAULT_COD_RISK_RULES): CodRisk {
  const reasons: CodRiskReason[] = [];
  let score = 0;
  const { phone, address } = input;
  if (phone.returned > 0) {
    reasons.push('returns-on-phone');
    score += WEIGHTS.returnOnPhone * phone.returned;
  }
  if (phone.cancelled > 0) {
    reasons.push('cancellations-on-phone');
    score += WEIGHTS.cancellationOnPhone * phone.cancelled;
  }
  // Returns at the address by other phones: one household, several numbers.
  const otherReturns = Math.max(0, address.returned - phone.returned);
  if (otherReturns > 0) {
    reasons.push('returns-at-address');
    score += WEIGHTS.returnAtAddress * otherReturns;
  }
  if (!input.phoneVerified) {
    reasons.push('phone-not-verified');
    score += WEIGHTS.phoneNotVerified;
  }
  const firstOrder = phone.delivered === 0;
  if (firstOrder) {
    reasons.push('first-cod-order');
    score += WEIGHTS.firstCodOrder;
  }
  const highValue = input.orderValueTaka > rules.verifyFirstOrderAboveTaka;
  if (highValue) {
    reasons.push('high-value');
    score += WEIGHTS.highValue;
  }
  if (!firstOrder) {
    reasons.push('delivered-before');
    score += WEIGHTS.deliveredBefore * Math.min(phone.delivered, WEIGHTS.deliveredCredit);
  }
  score = Math.max(0, Math.min(100, score));
  return {
    score,
    level: score >= 60 ? 'high' : score >= 30 ? 'medium' : 'low',
    reasons,
    requirement: requirementOf(input, rules, firstOrder && highValue),
    openCodTaka: input.orderValueTaka,
    phone,
    address,
  };
}

function requirementOf(input: CodRiskInput, rules: CodRiskRules, firstBigOrder: boolean): CodRequirement {
  const returns = input.phone.returned;
  if (rules.refuseCodAfterReturns !== null && returns >= rules.refuseCodAfterReturns) return 'no-cod';
  if (returns >= rules.prepayDeliveryAfterReturns) return 'prepay-delivery';
  if (firstBigOrder && !input.phoneVerified) return 'verify-phone';
  return 'none';
}

/**
 * What checkout answers when the rules do not let a phone order cash on delivery as it is. For
 * 'prepay-delivery' the page also offers sending the delivery fee alone first and keeping cash on
 * delivery for the goods (decision 041); paying the whole order by mobile banking pays it first too.
 */
export function codRefusal(requirement: CodRequirement, deliveryFeeTaka: string): string | null {
  if (requirement === 'prepay-delivery') {
    return `Parcels to this phone have come back before, so the delivery fee (${deliveryFeeTaka}) must be paid first by mobile banking. Please choose Mobile banking (bKash, Nagad or Rocket).`;
  }
  if (requirement === 'no-cod') {
    return 'Cash on delivery is not available for this phone. Please choose Mobile banking (bKash, Nagad or Rocket).';
  }
  return null;
}
