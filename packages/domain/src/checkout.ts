/**
 * The checkout's sums (spec sections 4 Pricing and 9), in integer poisha. The server decides every
 * amount with these functions; the checkout page uses the same ones to show what it will be charged.
 */
import { INSIDE_DHAKA_DIVISION } from './constants.ts';
import { POISHA_PER_TAKA } from './money.ts';

export interface DeliveryFeesPoisha {
  /** Inside Dhaka division (shop settings' shippingFee). */
  insidePoisha: number;
  /** Everywhere else (shippingFeeOutside). */
  outsidePoisha: number;
}

/** Spec section 9: shippingFee if the division is Dhaka, else shippingFeeOutside. */
export function deliveryFeePoisha(division: string, fees: DeliveryFeesPoisha): number {
  return division === INSIDE_DHAKA_DIVISION ? fees.insidePoisha : fees.outsidePoisha;
}

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Percent (1-100) for 'percent', poisha for 'fixed'. */
  value: number;
  maxDiscountPoisha: number | null;
}

/**
 * A coupon's discount on a subtotal: a percent of it (capped by the coupon's maximum) or a fixed
 * amount, never more than the subtotal, and rounded down to whole taka like every selling price
 * (docs/decisions/002), so totals stay in whole taka.
 */
export function couponDiscountPoisha(terms: CouponTerms, subtotalPoisha: number): number {
  let discount = terms.kind === 'percent' ? Math.floor((subtotalPoisha * terms.value) / 100) : terms.value;
  if (terms.maxDiscountPoisha !== null) discount = Math.min(discount, terms.maxDiscountPoisha);
  discount = Math.min(discount, subtotalPoisha);
  return Math.max(0, Math.floor(discount / POISHA_PER_TAKA) * POISHA_PER_TAKA);
}

export interface OrderLineAmount {
  unitPricePoisha: number;
  quantity: number;
}

export interface OrderTotalsPoisha {
  subtotalPoisha: number;
  discountPoisha: number;
  deliveryFeePoisha: number;
  /** What the shopper pays: subtotal less discount plus delivery (the order's totalPrice). */
  totalPoisha: number;
}

export function orderTotalsPoisha(
  lines: readonly OrderLineAmount[],
  discountPoisha: number,
  deliveryFee: number,
): OrderTotalsPoisha {
  const subtotalPoisha = lines.reduce((sum, line) => sum + line.unitPricePoisha * line.quantity, 0);
  return {
    subtotalPoisha,
    discountPoisha,
    deliveryFeePoisha: deliveryFee,
    totalPoisha: subtotalPoisha - discountPoisha + deliveryFee,
  };
}
