import type { ProductSummary, Variant } from '@dokan/domain';
import { displayPrice } from '@dokan/domain/pricing';

import { type CartLine, cartTotal } from './cart-store';

/**
 * What /checkout receives in navigation state: the chosen lines and their subtotal, and
 * 'buy now' when a single product skipped the cart (spec section 4, Buy Now).
 */
export interface CheckoutState {
  items: CartLine[];
  subtotal: number;
  from: 'cart' | 'buy now';
}

export function checkoutState(items: CartLine[], from: CheckoutState['from']): CheckoutState {
  return { items, subtotal: cartTotal(items), from };
}

/** Reads the navigation state defensively: a reload or a typed URL brings none. */
export function readCheckoutState(state: unknown): CheckoutState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { items, from } = state as Partial<CheckoutState>;
  if (!Array.isArray(items) || items.length === 0) return null;
  return { items, subtotal: cartTotal(items), from: from === 'buy now' ? 'buy now' : 'cart' };
}

/**
 * A cart line for a product with the shopper's choices; the price is the discounted one (spec
 * section 4, Pricing), the variant's when the choice names one (docs/decisions/077).
 */
export function lineFromProduct(
  // A card's fields: a listed product or the product page's, whose reviews differ.
  product: Omit<ProductSummary, 'reviews'>,
  choice: { quantity: number; color?: string; size?: string; variant?: Variant },
): CartLine {
  const { variant } = choice;
  const price = variant ? variant.price : displayPrice(product);
  return {
    productId: product._id,
    productName: product.productName,
    productCategory: product.productCategory.categoryName,
    price,
    quantity: choice.quantity,
    subTotal: price * choice.quantity,
    maxStock: variant ? variant.remainingProducts : product.remainingProducts,
    image: product.productImages[0] ?? null,
    ...(choice.color ? { color: choice.color } : {}),
    ...(choice.size ? { size: choice.size } : {}),
    ...(variant ? { sku: variant.sku } : {}),
    OwnerId: product.OwnerId?._id ?? null,
    OwnerName: product.OwnerId?.name ?? product.OwnerName ?? null,
  };
}
