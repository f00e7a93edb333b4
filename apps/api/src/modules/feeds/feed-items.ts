/**
 * A product as the feeds list it (docs/decisions/087): one item per variant (its SKU for id, its own
 * price and stock, grouped under the product's id), or one for a product without variants, in the
 * feed's language with the English where the shop gave no Bangla. Prices are what a shopper pays:
 * with a discount the undiscounted one is `price` and the paid one `salePrice`.
 */
import { discountedPricePoisha, imageUrl, type Locale, localText, plainText, POISHA_PER_TAKA } from '@dokan/domain';

import type { FeedProduct } from '../catalogue/catalogue.service.ts';

/** Google's longest title (Meta takes 200); a longer name is cut at a word. */
export const FEED_TITLE_MAX = 150;
/** Google's longest description (Meta takes 9,999). */
export const FEED_DESCRIPTION_MAX = 5_000;

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  inStock: boolean;
  /** The undiscounted price, in poisha. */
  pricePoisha: number;
  /** What a shopper pays when a discount makes it less than `pricePoisha`; null without one. */
  salePricePoisha: number | null;
  link: string;
  imageLink: string;
  brand: string;
  /** The product's id for a variant, null for a product without variants. */
  itemGroupId: string | null;
  color: string | null;
  size: string | null;
}

/** '1234.00 BDT': taka with two decimals, as both Meta and Google read a price. */
export function feedPrice(poisha: number): string {
  const taka = Math.trunc(poisha / POISHA_PER_TAKA);
  return `${taka}.${String(poisha % POISHA_PER_TAKA).padStart(2, '0')} BDT`;
}

/** Cut at a word near `max` characters (never in the middle of a Bangla letter's marks). */
function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An option's label in the language: its Bangla twin when the shop gave one (decision 055). */
function optionLabel(language: Locale, option: string, options: readonly string[], bangla: readonly string[]) {
  return localText(language, option, bangla[options.indexOf(option)]);
}

export function feedItems(
  product: FeedProduct,
  { language, origin, shopName }: { language: Locale; origin: string; shopName: string },
): FeedItem[] {
  // A feed item without a picture is refused by Meta and Google alike: such a product is left out.
  if (!product.image) return [];
  const name = plainText(localText(language, product.name, product.nameBn));
  const description = plainText(localText(language, product.description, product.descriptionBn)) || name;
  const image = imageUrl(product.image, 'zoom');
  const common = {
    description: clip(description, FEED_DESCRIPTION_MAX),
    link: `${origin}/products/${product.id}`,
    imageLink: /^https?:\/\//.test(image) ? image : `${origin}${image}`,
    brand: plainText(product.seller ?? '') || shopName,
  };
  const prices = (original: number) => {
    const paid = discountedPricePoisha(original, product.discountPercent);
    return { pricePoisha: original, salePricePoisha: paid < original ? paid : null };
  };
  if (!product.variants.length) {
    return [
      {
        ...common,
        id: product.id,
        title: clip(name, FEED_TITLE_MAX),
        inStock: product.remaining > 0,
        ...prices(product.originalPricePoisha),
        itemGroupId: null,
        color: null,
        size: null,
      },
    ];
  }
  return product.variants.map((variant) => {
    const color = variant.color ? optionLabel(language, variant.color, product.colors, product.colorsBn) : null;
    const size = variant.size ? optionLabel(language, variant.size, product.sizes, product.sizesBn) : null;
    const options = [color, size].filter(Boolean).join(', ');
    return {
      ...common,
      id: variant.sku,
      // Each variant's title names its options, as Google asks of variants.
      title: `${clip(name, FEED_TITLE_MAX - options.length - 3)} (${options})`,
      inStock: variant.remaining > 0,
      ...prices(variant.originalPricePoisha ?? product.originalPricePoisha),
      itemGroupId: product.id,
      color,
      size,
    };
  });
}
