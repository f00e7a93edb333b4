import { describe, expect, it } from 'vitest';

import {
  derivedOptions,
  findVariant,
  optionStates,
  priceRange,
  variantPricePoisha,
  VariantsFieldSchema,
  variantsProblem,
} from './variants.ts';

const variants = [
  { sku: 'NV-M', color: 'Navy', size: 'M', stock: 2 },
  { sku: 'NV-XL', color: 'Navy', size: 'XL', stock: 0, price: 1500 },
  { sku: 'WH-M', color: 'White', size: 'M', stock: 4 },
];
const read = variants.map((v) => ({ ...v, remainingProducts: v.stock }));

describe('variants', () => {
  it('derive the colours and sizes in first-seen order and the stock as their sum', () => {
    expect(derivedOptions(variants)).toEqual({ colors: ['Navy', 'White'], sizes: ['M', 'XL'], remaining: 6 });
  });

  it("price a variant at its own original price, or the product's, less the product's discount", () => {
    const product = { originalPricePoisha: 120_000, discountPercent: 10 };
    expect(variantPricePoisha(150_000, product)).toBe(135_000);
    expect(variantPricePoisha(null, product)).toBe(108_000);
  });

  it('say which options can be chosen beside the other: sold out, or no such combination', () => {
    const { colors } = optionStates(read, { color: 'Navy', size: 'XL' });
    expect(Object.fromEntries(colors)).toEqual({ Navy: 'sold-out', White: 'none' });
    const white = optionStates(read, { color: 'White' });
    expect(Object.fromEntries(white.sizes)).toEqual({ M: 'available', XL: 'none' });
    expect(Object.fromEntries(optionStates(read, {}).sizes)).toEqual({ M: 'available', XL: 'sold-out' });
  });

  it('find a variant by colour and size, and the price range of a product', () => {
    expect(findVariant(variants, 'Navy', 'XL')?.sku).toBe('NV-XL');
    expect(findVariant(variants, 'White', 'XL')).toBeUndefined();
    expect(priceRange([{ price: 900 }, { price: 1200 }])).toEqual({ from: 900, to: 1200 });
    expect(priceRange([])).toBeNull();
  });

  it('refuse repeated SKUs and combinations, variants without options and mixed option sets', () => {
    expect(variantsProblem(variants)).toBeNull();
    expect(variantsProblem([...variants, { sku: 'nv-m', color: 'Red', size: 'M', stock: 1 }])).toBe(
      'SKU nv-m is given to more than one variant',
    );
    expect(variantsProblem([...variants, { sku: 'X', color: 'Navy', size: 'M', stock: 1 }])).toBe(
      'The combination Navy / M is given twice',
    );
    expect(variantsProblem([...variants, { sku: 'X', color: 'Red', size: '', stock: 1 }])).toMatch(/Either every/);
  });

  it('read the form field as JSON text, blank as none', () => {
    expect(VariantsFieldSchema.parse('')).toEqual([]);
    expect(VariantsFieldSchema.parse(JSON.stringify([{ sku: 'A1', color: 'Red', stock: 3 }]))).toEqual([
      { sku: 'A1', color: 'Red', size: '', stock: 3 },
    ]);
    expect(VariantsFieldSchema.safeParse('[{').success).toBe(false);
  });
});
