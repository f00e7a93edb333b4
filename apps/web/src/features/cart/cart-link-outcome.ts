import type { CartLink } from '@dokan/domain/schemas/cart-link';
import { fillCart } from '@/lib/cart-store';
import { lineFromProduct } from '@/lib/checkout-state';

/** What the cart page says after a cart link filled it (carried in navigation state). */
export interface CartLinkOutcome {
  added: number;
  skipped: CartLink['skipped'];
  /** Lines the link asked more of than the stock has: the quantity put in the cart instead. */
  capped: { productName: string; productNameBn: string | null; quantity: number }[];
}

/**
 * Puts a link's lines in the cart as the product page would (its variant's colour and size; without
 * variants, the product's first colour and size, as its page chooses them on arrival) and says how it went.
 */
export function applyCartLink(link: CartLink): CartLinkOutcome {
  fillCart(
    link.lines.map(({ product, variant, quantity }) =>
      lineFromProduct(product, {
        quantity,
        ...(variant
          ? { variant, color: variant.color || undefined, size: variant.size || undefined }
          : { color: product.productColors[0], size: product.productSizes[0] }),
      }),
    ),
  );
  return {
    added: link.lines.length,
    skipped: link.skipped,
    capped: link.lines
      .filter((line) => line.quantity < line.requested)
      .map(({ product, quantity }) => ({
        productName: product.productName,
        productNameBn: product.productNameBn ?? null,
        quantity,
      })),
  };
}

/** The outcome a navigation carried, read defensively: a reload or a typed address brings none. */
export function readCartLinkOutcome(state: unknown): CartLinkOutcome | null {
  const outcome = (state as { cartLink?: CartLinkOutcome } | null)?.cartLink;
  return outcome && Array.isArray(outcome.skipped) && Array.isArray(outcome.capped) ? outcome : null;
}
