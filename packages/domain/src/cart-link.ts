/**
 * Cart links (docs/decisions/088): `/cart/add?items=ID:QTY,ID:QTY` fills a shopper's cart, each
 * item a product id or a variant's SKU (or a product's own SKU) with its quantity. The same address
 * takes Meta's checkout-URL parameter, `products`, in the same form, so Commerce Manager's checkout
 * URL can point at it. The admin builds one, the page reads it and the server names each item's
 * product: all three by these rules.
 */

/** The page's address. */
export const CART_LINK_PATH = '/cart/add';
/** Lines one link may carry: a bundle from an ad, not a catalogue. */
export const CART_LINK_MAX_ITEMS = 30;
/** A link's quantity above this is read as this (the stock caps it further). */
export const CART_LINK_MAX_QUANTITY = 99;
const REF_MAX_LENGTH = 64;

export const CART_LINK_ITEMS_MESSAGE = `items must be ID:QTY pairs separated by commas (at most ${CART_LINK_MAX_ITEMS})`;

export interface CartLinkItem {
  /** A product id, a variant's SKU or a product's SKU, as the link wrote it. */
  ref: string;
  quantity: number;
}

/**
 * The items of a link ('ID:QTY,ID:QTY'; a missing quantity is 1), the same ref's quantities added
 * together, in the link's order; null when the text is not such a list.
 */
export function parseCartLinkItems(text: string): CartLinkItem[] | null {
  const items = new Map<string, number>();
  for (const part of text.split(',')) {
    const piece = part.trim();
    if (!piece) continue;
    const match = /^([^:\s]{1,64}?)(?::(\d{1,6}))?$/.exec(piece);
    if (!match?.[1] || match[1].length > REF_MAX_LENGTH) return null;
    const quantity = match[2] === undefined ? 1 : Number(match[2]);
    if (quantity < 1) return null;
    const ref = match[1];
    items.set(ref, Math.min(CART_LINK_MAX_QUANTITY, (items.get(ref) ?? 0) + quantity));
  }
  if (items.size === 0 || items.size > CART_LINK_MAX_ITEMS) return null;
  return [...items].map(([ref, quantity]) => ({ ref, quantity }));
}

/** The link's query text for these items: `ID:QTY,ID:QTY`. */
export function cartLinkItemsText(items: readonly CartLinkItem[]): string {
  return items.map(({ ref, quantity }) => `${ref}:${quantity}`).join(',');
}

/** A cart link at `origin` (the shop's PUBLIC_URL) for these items. */
export function cartLinkUrl(origin: string, items: readonly CartLinkItem[]): string {
  return `${origin.replace(/\/+$/, '')}${CART_LINK_PATH}?items=${cartLinkItemsText(items)}`;
}

/** Why an item of a link was not put in the cart. */
export const CART_LINK_SKIP_REASONS = ['unknown', 'sold-out'] as const;
export type CartLinkSkipReason = (typeof CART_LINK_SKIP_REASONS)[number];
