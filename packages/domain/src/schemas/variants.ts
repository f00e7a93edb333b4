import { z } from 'zod';

import { PRODUCT_MAX_PRICE_TAKA } from '../constants.ts';
import { discountedPricePoisha } from '../pricing.ts';

/**
 * A product's variants (docs/decisions/077): each one combination of its options (a colour, a
 * size, or both), with its own SKU, stock and, when it differs, its own original price; the
 * product's discount applies to it as to the product. The product's colours, sizes and stock
 * (the spec's productColors, productSizes and remainingProducts) are derived from them, so a
 * client that knows nothing of variants still reads a coherent product.
 */

export const MAX_VARIANTS = 200;
export const SKU_MAX_LENGTH = 64;
export const VARIANT_MAX_STOCK = 1_000_000;
const OPTION_MAX_LENGTH = 100;

export const SKU_FORMAT_MESSAGE = 'SKU may use only letters, digits and - _ . / (up to 64)';
export const VARIANTS_FORMAT_MESSAGE = 'variants must be a JSON array of {sku, color, size, stock, price}';
export const VARIANTS_TOO_MANY_MESSAGE = `A product can have at most ${MAX_VARIANTS} variants`;
export const VARIANT_NEEDS_OPTION_MESSAGE = 'Each variant needs a colour or a size';
export const VARIANT_SKU_REPEATED_MESSAGE = 'SKU {} is given to more than one variant';
export const VARIANT_REPEATED_MESSAGE = 'The combination {} is given twice';
export const VARIANT_OPTIONS_MIXED_MESSAGE = 'Either every variant has a colour or none does, and the same for sizes';
/** A product with variants: colours, sizes and stock sent beside them must be theirs. */
export const VARIANT_FIELDS_DERIVED_MESSAGE =
  "This product has variants: its colours, sizes and stock are its variants' (change them there)";
/** A SKU another product already uses (SKUs are unique in the shop). */
export const SKU_TAKEN_MESSAGE = 'SKU {} is already used by another product';

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const SkuSchema = z
  .string({ message: SKU_FORMAT_MESSAGE })
  .trim()
  .min(1, SKU_FORMAT_MESSAGE)
  .max(SKU_MAX_LENGTH, SKU_FORMAT_MESSAGE)
  .regex(SKU_PATTERN, SKU_FORMAT_MESSAGE);

const option = z
  .string()
  .trim()
  .max(OPTION_MAX_LENGTH, `A colour or size must be at most ${OPTION_MAX_LENGTH} characters`);

/** A number typed in a form or a CSV cell ('12', '1250.5') as a number; anything else as it came. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** One variant as written (the admin form, the API's `variants` field, a CSV row). */
export const VariantInputSchema = z.object({
  sku: SkuSchema,
  color: z.preprocess((value) => value ?? '', option),
  size: z.preprocess((value) => value ?? '', option),
  stock: z.preprocess(
    numberText,
    z
      .number({ message: 'Variant stock must be a whole number' })
      .int('Variant stock must be a whole number')
      .min(0, 'Variant stock must be at least 0')
      .max(VARIANT_MAX_STOCK, `Variant stock must be at most ${VARIANT_MAX_STOCK}`),
  ),
  /** The variant's own original price in taka; absent, blank or null: the product's. */
  price: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : numberText(value)),
    z
      .number({ message: 'Variant price must be a number' })
      .gt(0, 'Variant price must be more than 0')
      .max(PRODUCT_MAX_PRICE_TAKA, 'Variant price is too large')
      .nullish(),
  ),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

/** The key a (colour, size) pair is found by; '' stands for "no such option". */
export const variantKey = (color: string | null | undefined, size: string | null | undefined) =>
  `${color ?? ''}\u0000${size ?? ''}`;

const describe = (variant: { color: string; size: string }) =>
  [variant.color, variant.size].filter(Boolean).join(' / ');

/** Why a list of variants cannot be a product's, or null when it can. */
export function variantsProblem(variants: readonly VariantInput[]): string | null {
  if (variants.length > MAX_VARIANTS) return VARIANTS_TOO_MANY_MESSAGE;
  const skus = new Set<string>();
  const keys = new Set<string>();
  for (const variant of variants) {
    if (!variant.color && !variant.size) return VARIANT_NEEDS_OPTION_MESSAGE;
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) return VARIANT_SKU_REPEATED_MESSAGE.replace('{}', variant.sku);
    skus.add(sku);
    const key = variantKey(variant.color, variant.size);
    if (keys.has(key)) return VARIANT_REPEATED_MESSAGE.replace('{}', describe(variant));
    keys.add(key);
  }
  const first = variants[0];
  if (
    first &&
    variants.some((v) => Boolean(v.color) !== Boolean(first.color) || Boolean(v.size) !== Boolean(first.size))
  )
    return VARIANT_OPTIONS_MIXED_MESSAGE;
  return null;
}

/**
 * The `variants` form field: JSON text of an array (or the array itself, from a script); blank or
 * '[]' is "no variants" (the product's own stock again).
 */
export const VariantsFieldSchema = z
  .preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: VARIANTS_FORMAT_MESSAGE });
        return z.NEVER;
      }
    },
    z.array(VariantInputSchema, { message: VARIANTS_FORMAT_MESSAGE }),
  )
  .superRefine((variants, ctx) => {
    const problem = variantsProblem(variants);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Whether two option lists hold the same options, in any order. */
export const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((option) => b.includes(option));

/** What the product keeps of its variants: its options in first-seen order, and its stock (their sum). */
export function derivedOptions(variants: readonly Pick<VariantInput, 'color' | 'size' | 'stock'>[]): {
  colors: string[];
  sizes: string[];
  remaining: number;
} {
  const colors = new Set<string>();
  const sizes = new Set<string>();
  let remaining = 0;
  for (const variant of variants) {
    if (variant.color) colors.add(variant.color);
    if (variant.size) sizes.add(variant.size);
    remaining += variant.stock;
  }
  return { colors: [...colors], sizes: [...sizes], remaining };
}

/** A variant's selling price in poisha: its own original price (else the product's) less the product's discount. */
export function variantPricePoisha(
  variantOriginalPoisha: number | null,
  product: { originalPricePoisha: number; discountPercent: number },
): number {
  return discountedPricePoisha(variantOriginalPoisha ?? product.originalPricePoisha, product.discountPercent);
}

/* ---------- as the product page reads them ---------- */

/** A variant as products are read (GET /products/:id): prices in taka, the selling price and the original. */
export const VariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  /** The selling price (the product's discount applied). */
  price: z.number(),
  originalPrice: z.number(),
  remainingProducts: z.number().int(),
  image: z.string().optional(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** The variant a (colour, size) choice names; undefined when the product has none such. */
export function findVariant<V extends { color: string; size: string }>(
  variants: readonly V[],
  color: string | null | undefined,
  size: string | null | undefined,
): V | undefined {
  const key = variantKey(color, size);
  return variants.find((variant) => variantKey(variant.color, variant.size) === key);
}

/**
 * Whether each option can still be chosen beside the other one chosen: a colour is available when
 * some variant of it with the chosen size (any size, when none is chosen) has stock; likewise sizes.
 * 'none' when no variant has that combination at all, 'sold-out' when the ones there are have no stock.
 */
export type OptionState = 'available' | 'sold-out' | 'none';

export function optionStates(
  variants: readonly Pick<Variant, 'color' | 'size' | 'remainingProducts'>[],
  chosen: { color?: string | undefined; size?: string | undefined },
): { colors: Map<string, OptionState>; sizes: Map<string, OptionState> } {
  const stateOf = (matches: readonly Pick<Variant, 'remainingProducts'>[]): OptionState =>
    !matches.length ? 'none' : matches.some((v) => v.remainingProducts > 0) ? 'available' : 'sold-out';
  const colors = new Map<string, OptionState>();
  const sizes = new Map<string, OptionState>();
  for (const color of new Set(variants.map((v) => v.color).filter(Boolean))) {
    colors.set(color, stateOf(variants.filter((v) => v.color === color && (!chosen.size || v.size === chosen.size))));
  }
  for (const size of new Set(variants.map((v) => v.size).filter(Boolean))) {
    sizes.set(size, stateOf(variants.filter((v) => v.size === size && (!chosen.color || v.color === chosen.color))));
  }
  return { colors, sizes };
}

/** The lowest and highest selling price among variants, in taka; null without variants. */
export function priceRange(variants: readonly Pick<Variant, 'price'>[]): { from: number; to: number } | null {
  if (!variants.length) return null;
  const prices = variants.map((v) => v.price);
  return { from: Math.min(...prices), to: Math.max(...prices) };
}
