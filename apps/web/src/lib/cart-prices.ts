import { displayPrice, type PricedProduct } from '@dokan/domain/pricing';

import { type CartLine, readCart, saveCart } from './cart-store';

/*
 * The cart's lines brought to the server's current prices: the cart's price check and the
 * checkout's reload after a 409 use these; adding to the cart (on every product page) does not.
 */

/** A product's price and stock as the server has them now. */
export interface FreshProduct {
  price: number;
  stock: number;
}

export function freshProduct(product: PricedProduct & { remainingProducts: number }): FreshProduct {
  return { price: displayPrice(product), stock: product.remainingProducts };
}

/** A line at the product's current price and stock; its quantity shrinks to the stock when some is left. */
export function repricedLine(line: CartLine, product: FreshProduct): CartLine {
  const quantity = product.stock > 0 ? Math.min(line.quantity, product.stock) : line.quantity;
  return { ...line, price: product.price, maxStock: product.stock, quantity, subTotal: product.price * quantity };
}

/**
 * Applies the server's current price and stock to the lines of the given products, so a stale
 * cart shows what the order will cost. Saves only when something changed.
 */
export function refreshLines(fresh: ReadonlyMap<string, FreshProduct>): void {
  let changed = false;
  const lines = readCart().map((line) => {
    const product = fresh.get(line.productId);
    if (!product) return line;
    const next = repricedLine(line, product);
    if (next.price === line.price && next.maxStock === line.maxStock && next.quantity === line.quantity) return line;
    changed = true;
    return next;
  });
  if (changed) saveCart(lines);
}
