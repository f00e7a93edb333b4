import { PRICE_SLIDER_MAX } from './constants.ts';

/**
 * The listing's price rules (spec section 5): a minimum of 0 or less is not sent, a maximum of
 * PRICE_SLIDER_MAX or more is not sent. Kept free of zod so the listing page stays light.
 */
export function priceFilterParams(min: number | null, max: number | null): { minPrice?: number; maxPrice?: number } {
  const params: { minPrice?: number; maxPrice?: number } = {};
  if (min !== null && min > 0) params.minPrice = min;
  if (max !== null && max < PRICE_SLIDER_MAX) params.maxPrice = max;
  return params;
}
