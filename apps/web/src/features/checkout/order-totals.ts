import { deliveryFeePoisha, orderTotalsPoisha } from '@dokan/domain/checkout';
import { poishaToTaka, takaToPoisha } from '@dokan/domain/money';
import type { CartLine } from '@/lib/cart-store';

/*
 * The checkout's sums, in taka for the page, worked out in poisha by the domain's functions: the
 * very ones the server checks the order's totalPrice and deliveryFee against (spec section 9).
 */

type Line = Pick<CartLine, 'price' | 'quantity'>;

const amounts = (lines: readonly Line[]) =>
  lines.map(({ price, quantity }) => ({ unitPricePoisha: takaToPoisha(price), quantity }));

/** Spec section 9: the inside-Dhaka fee for the Dhaka division, the outside fee for every other. */
export function deliveryFeeFor(division: string, fees: { shippingFee: number; shippingFeeOutside: number }): number {
  return poishaToTaka(
    deliveryFeePoisha(division, {
      insidePoisha: takaToPoisha(fees.shippingFee),
      outsidePoisha: takaToPoisha(fees.shippingFeeOutside),
    }),
  );
}

/** The lines' Total Price. */
export function subtotalOf(lines: readonly Line[]): number {
  return poishaToTaka(orderTotalsPoisha(amounts(lines), 0, 0).subtotalPoisha);
}

/** The Grand Total: the subtotal less the coupon's discount, plus the delivery fee. */
export function grandTotalOf(lines: readonly Line[], discount: number, deliveryFee: number): number {
  return poishaToTaka(orderTotalsPoisha(amounts(lines), takaToPoisha(discount), takaToPoisha(deliveryFee)).totalPoisha);
}
