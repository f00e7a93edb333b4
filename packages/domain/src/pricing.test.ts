import { describe, expect, it } from 'vitest';

import { poishaToTaka, takaToPoisha } from './money.ts';
import { discountedPricePoisha, displayPrice, originalPriceIfDiscounted, savings } from './pricing.ts';

describe('pricing (spec section 4)', () => {
  it('reduces the original price by the discount percent, rounded to whole taka', () => {
    expect(discountedPricePoisha(125_000, 10)).toBe(112_500);
    expect(discountedPricePoisha(99_900, 15)).toBe(84_900); // 849.15 -> 849
    expect(discountedPricePoisha(50_000, 0)).toBe(50_000);
  });

  it('shows the discounted original price when a discount exists, else productPrice, else the original', () => {
    expect(displayPrice({ productOriginalPrice: 1000, productDiscount: 20, productPrice: 999 })).toBe(800);
    expect(displayPrice({ productOriginalPrice: 1000, productDiscount: 0, productPrice: 950 })).toBe(950);
    expect(displayPrice({ productOriginalPrice: 1000, productDiscount: 0 })).toBe(1000);
  });

  it('strikes through the original only when it is higher, and says how much is saved', () => {
    expect(originalPriceIfDiscounted({ productOriginalPrice: 1000, productDiscount: 20 })).toBe(1000);
    expect(
      originalPriceIfDiscounted({ productOriginalPrice: 1000, productDiscount: 0, productPrice: 1000 }),
    ).toBeNull();
    expect(savings({ productOriginalPrice: 1000, productDiscount: 25 })).toBe(250);
  });

  it('converts taka and poisha without floating error', () => {
    expect(takaToPoisha(19.99)).toBe(1999);
    expect(poishaToTaka(125_050)).toBe(1250.5);
  });
});
