/**
 * One believable product made from a product line: name, taka price with the shop's discount
 * rule, colours, sizes, stock and texts. Used by the demo seed and by the benchmark generator.
 */
import { discountedPricePoisha, takaToPoisha } from '@dokan/domain';

import type { products } from '../db/schema.ts';
import type { Random } from './random.ts';
import { DEMO_VIDEOS, type ProductLine } from './vocabulary.ts';

export interface ProductDraft {
  name: string;
  brand: string;
  description: string;
  quantityText: string;
  originalPricePoisha: number;
  discountPercent: number;
  pricePoisha: number;
  colours: string[];
  sizes: string[];
  details: string[];
  tags: string[];
  remaining: number;
  sales: number;
  video: string | null;
}

/** Most products sell at full price; the rest carry the usual shop discounts. */
const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40, 50];

/** Shop prices end in 0 or 90 ('Tk 1,490'); cheap groceries in 5. */
function shopPrice(random: Random, [min, max]: [number, number]): number {
  const raw = random.int(min, max);
  if (max < 300) return Math.max(5, Math.round(raw / 5) * 5);
  const rounded = Math.round(raw / 50) * 50;
  return random.chance(0.5) ? rounded - 10 : rounded;
}

/** Distinct 'Brand Name' pairs of a line, in a random order. */
export function productNames(line: ProductLine, random: Random, count: number): { brand: string; name: string }[] {
  const pairs = line.brands.flatMap((brand) => line.names.map((name) => ({ brand, name: `${brand} ${name}` })));
  return random.sample(pairs, count);
}

export function draftProduct(line: ProductLine, random: Random, brand: string, name: string): ProductDraft {
  const originalTaka = shopPrice(random, line.price);
  const discountPercent = random.chance(0.5) ? 0 : random.pick(DISCOUNTS);
  const originalPricePoisha = takaToPoisha(originalTaka);
  const colours = line.colours.length
    ? random.sample(line.colours, random.int(2, Math.min(4, line.colours.length)))
    : [];
  return {
    name,
    brand,
    description: `${name}. ${line.description} Sold with a 7-day easy return and cash on delivery across Bangladesh.`,
    quantityText: line.quantity,
    originalPricePoisha,
    discountPercent,
    pricePoisha: discountedPricePoisha(originalPricePoisha, discountPercent),
    colours,
    sizes: line.sizes,
    details: [...line.details, `Brand: ${brand}`],
    tags: [...new Set([...line.tags, brand.toLowerCase()])],
    // About one product in twenty is sold out, so the out-of-stock states show up.
    remaining: random.chance(0.05) ? 0 : random.int(3, 250),
    sales: Math.floor(random.next() ** 2 * 1500),
    video: random.chance(0.06) ? random.pick(DEMO_VIDEOS) : null,
  };
}

export interface PlacedProduct {
  id: string;
  categoryId: string;
  subcategoryId: string;
  subSubcategoryId: string;
  seller: { id: string; name: string } | undefined;
  /** The stars of its reviews: rating and review count are kept consistent with them. */
  stars: number[];
  createdAt: Date;
}

/** The products row of a drafted product placed in the catalogue. */
export function productRow(draft: ProductDraft, placed: PlacedProduct): typeof products.$inferInsert {
  const { stars } = placed;
  return {
    id: placed.id,
    name: draft.name,
    description: draft.description,
    quantityText: draft.quantityText,
    originalPricePoisha: draft.originalPricePoisha,
    discountPercent: draft.discountPercent,
    pricePoisha: draft.pricePoisha,
    categoryId: placed.categoryId,
    subcategoryId: placed.subcategoryId,
    subSubcategoryId: placed.subSubcategoryId,
    ownerId: placed.seller?.id,
    ownerName: placed.seller?.name,
    remaining: draft.remaining,
    sales: draft.sales,
    rating: stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 100) / 100 : 0,
    reviewCount: stars.length,
    colors: draft.colours,
    sizes: draft.sizes,
    details: draft.details,
    tags: draft.tags,
    video: draft.video,
    createdAt: placed.createdAt,
    updatedAt: placed.createdAt,
  };
}
