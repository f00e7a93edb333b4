import { POISHA_PER_TAKA } from './money.ts';

/**
 * The selling price of a product in poisha: the original price reduced by the discount percent,
 * rounded to whole taka because Bangladeshi shops price in whole taka (docs/decisions/002).
 */
export function discountedPricePoisha(originalPoisha: number, discountPercent: number): number {
  const discounted = (originalPoisha * (100 - discountPercent)) / 100;
  return Math.round(discounted / POISHA_PER_TAKA) * POISHA_PER_TAKA;
}

/**
 * Whether a product is in the offer list (`popularProducts=offer`, the home page's Offer Products):
 * any discount puts it there. The listing's SQL filter (`discount_percent > 0`) says the same.
 */
export function isOnOffer(discountPercent: number): boolean {
  return discountPercent > 0;
}

export interface PricedProduct {
  productPrice?: number | null;
  productOriginalPrice?: number | null;
  productDiscount?: number | null;
}

/**
 * Spec section 4, Pricing: the original price reduced by the discount percent when a discount
 * exists, otherwise productPrice, else the original price. Amounts in taka.
 */
export function displayPrice(product: PricedProduct): number {
  const original = product.productOriginalPrice ?? 0;
  const discount = product.productDiscount ?? 0;
  if (discount > 0 && original > 0) {
    return discountedPricePoisha(Math.round(original * POISHA_PER_TAKA), discount) / POISHA_PER_TAKA;
  }
  return product.productPrice ?? original;
}

/** The struck-through price, shown only when it differs from the displayed one. */
export function originalPriceIfDiscounted(product: PricedProduct): number | null {
  const original = product.productOriginalPrice ?? 0;
  return original > displayPrice(product) ? original : null;
}

/** 'You save' amount on the detail page, in taka. */
export function savings(product: PricedProduct): number {
  const original = originalPriceIfDiscounted(product);
  return original === null ? 0 : original - displayPrice(product);
}
