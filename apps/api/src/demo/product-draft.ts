/**
 * One believable product made from a product line: name, taka price with the shop's discount
 * rule, colours, sizes, stock and texts. Used by the demo seed and by the benchmark generator.
 */
import { banglish, discountedPricePoisha, takaToPoisha } from '@dokan/domain';

import type { products } from '../db/schema.ts';
import { banglaBrand, banglaProductName } from './bangla-names.ts';
import { colourInBangla, type LineInBangla, sizeInBangla } from './bangla-texts.ts';
import type { Random } from './random.ts';
import { DEMO_VIDEOS, type ProductLine } from './vocabulary.ts';

export interface ProductDraft {
  name: string;
  /** The same name in Bangla: brand and model as a Bangladeshi shop writes them. */
  nameBn: string;
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
  /** The Bangla twins (docs/decisions/055): colour and size names one per option, in their order. */
  descriptionBn: string;
  quantityTextBn: string;
  coloursBn: string[];
  sizesBn: string[];
  detailsBn: string[];
  tagsBn: string[];
}

/**
 * What the busiest product up to Tk 1,000 sells in a day in a small shop; dearer ones sell fewer
 * (a Tk 25,000 phone a fifth as many). A product's sales grow with its days in the shop, so one
 * listed this week has not sold a thousand.
 */
const MOST_SOLD_A_DAY = 8;
const EVERYDAY_PRICE_TAKA = 1000;

/** Most products sell at full price; the rest carry the usual shop discounts. */
const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40, 50];

/**
 * Shop prices end in 0 or 90 ('Tk 1,490'), everyday goods in 5 or 0 ('Tk 145', 'Tk 410'), always
 * within the band.
 */
function shopPrice(random: Random, [min, max]: [number, number]): number {
  const raw = random.int(min, max);
  const within = (price: number) => Math.min(max, Math.max(min, price));
  if (max < 300) return within(Math.max(5, Math.round(raw / 5) * 5));
  if (max < 1000) return within(Math.round(raw / 10) * 10);
  const rounded = Math.round(raw / 50) * 50;
  return within(random.chance(0.5) ? rounded - 10 : rounded);
}

/** A product's brand and model ('Tigers Sports', 'Junior Cricket Bat'); its name is both. */
export interface ProductModel {
  brand: string;
  model: string;
}

/** Distinct brand and model pairs of a line, in a random order. */
export function productNames(line: ProductLine, random: Random, count: number): ProductModel[] {
  const pairs = line.brands.flatMap((brand) => line.names.map((model) => ({ brand, model })));
  return random.sample(pairs, count);
}

/** A product of the line, on sale for `listedDays` days, its texts in English and (`bangla`) in Bangla. */
export function draftProduct(
  line: ProductLine,
  bangla: LineInBangla,
  random: Random,
  { brand, model }: ProductModel,
  listedDays: number,
): ProductDraft {
  const name = `${brand} ${model}`;
  const nameBn = banglaProductName(brand, model);
  const brandBn = banglaBrand(brand);
  const sizesBn = line.sizes.map(sizeInBangla);
  const originalTaka = shopPrice(random, line.prices?.[model] ?? line.price);
  const discountPercent = random.chance(0.5) ? 0 : random.pick(line.discounts ?? DISCOUNTS);
  const originalPricePoisha = takaToPoisha(originalTaka);
  const colours = line.colours.length
    ? random.sample(line.colours, random.int(2, Math.min(4, line.colours.length)))
    : [];
  return {
    name,
    nameBn,
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
    // Most products sell little, a few sell well.
    sales: Math.floor(
      random.next() ** 2 * MOST_SOLD_A_DAY * Math.min(1, Math.sqrt(EVERYDAY_PRICE_TAKA / originalTaka)) * listedDays,
    ),
    video: random.chance(0.06) ? random.pick(DEMO_VIDEOS) : null,
    descriptionBn: `${nameBn}। ${bangla.description} ৭ দিনের সহজ রিটার্ন আর সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।`,
    quantityTextBn: bangla.quantity,
    coloursBn: colours.map(colourInBangla),
    sizesBn: sizesBn.some(Boolean) ? sizesBn : [],
    detailsBn: [...bangla.details, `ব্র্যান্ড: ${brandBn}`],
    tagsBn: [...new Set([...bangla.tags, brandBn])],
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
    nameBn: draft.nameBn,
    nameBnLatin: banglish(draft.nameBn),
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
    descriptionBn: draft.descriptionBn,
    quantityTextBn: draft.quantityTextBn,
    colorsBn: draft.coloursBn,
    sizesBn: draft.sizesBn,
    detailsBn: draft.detailsBn,
    tagsBn: draft.tagsBn,
    video: draft.video,
    createdAt: placed.createdAt,
    updatedAt: placed.createdAt,
  };
}
