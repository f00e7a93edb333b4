import { displayPrice, type PricedProduct } from '@dokan/domain/pricing';
import { findVariant, type Variant } from '@dokan/domain/schemas/variants';

import { type CartLine, readCart, saveCart } from './cart-store';

/*
 * The cart's lines brought to the server's current prices: the cart's price check and the
 * checkout's reload after a 409 use these; adding to the cart (on every product page) does not.
 */

/** A product's price and stock as the server has them now, and its variants' (docs/decisions/077). */
export interface FreshProduct {
  price: number;
  stock: number;
  variants?: Pick<Variant, 'color' | 'size' | 'price' | 'remainingProducts' | 'sku'>[];
}

export function freshProduct(
  product: PricedProduct & { remainingProducts: number; variants?: Variant[] },
): FreshProduct {
  const variants = (product.variants ?? []).map(({ color, size, price, remainingProducts, sku }) => ({
    color,
    size,
    price,
    remainingProducts,
    sku,
  }));
  return { price: displayPrice(product), stock: product.remainingProducts, variants };
}

/** What a line costs and has left: its variant's when the product has variants (none left when the choice is gone). */
function priceAndStockOf(line: CartLine, product: FreshProduct): { price: number; stock: number; sku?: string } {
  if (!product.variants?.length) return { price: product.price, stock: product.stock };
  const variant = findVariant(product.variants, line.color, line.size);
  return variant
    ? { price: variant.price, stock: variant.remainingProducts, sku: variant.sku }
    : { price: line.price, stock: 0 };
}

/** A line at the product's current price and stock; its quantity shrinks to the stock when some is left. */
export function repricedLine(line: CartLine, product: FreshProduct): CartLine {
  const { price, stock, sku } = priceAndStockOf(line, product);
  const quantity = stock > 0 ? Math.min(line.quantity, stock) : line.quantity;
  return { ...line, price, maxStock: stock, quantity, subTotal: price * quantity, ...(sku ? { sku } : {}) };
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
