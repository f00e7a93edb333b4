import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CART_UPDATED_EVENT } from '@/config/constants';

import { refreshLines } from './cart-prices';
import {
  addToCart,
  type CartLine,
  clearCart,
  readCart,
  removeLines,
  setLineQuantity,
} from './cart-store';

function aLine(overrides: Partial<Omit<CartLine, 'subTotal'>> = {}): Omit<CartLine, 'subTotal'> {
  return {
    productId: 'p-1',
    productName: 'Jamdani Saree',
    productCategory: 'Clothing',
    price: 4500,
    quantity: 1,
    maxStock: 3,
    image: null,
    color: 'red',
    size: 'Free',
    OwnerId: 'owner-1',
    OwnerName: 'Tangail Weavers',
    ...overrides,
  };
}

describe('cart store', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the cart under local storage key 'cart' with subTotal = price x quantity", () => {
    expect(addToCart(aLine({ quantity: 2 }))).toEqual({ ok: true, merged: false });
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ productId: 'p-1', quantity: 2, subTotal: 9000, color: 'red', size: 'Free' });
  });

  it('merges a line of the same product, colour and size by raising its quantity', () => {
    addToCart(aLine());
    expect(addToCart(aLine({ quantity: 2 }))).toEqual({ ok: true, merged: true });
    expect(readCart()).toHaveLength(1);
    expect(readCart()[0]).toMatchObject({ quantity: 3, subTotal: 13500 });
  });

  it('appends a new line for another colour or size of the same product', () => {
    addToCart(aLine());
    addToCart(aLine({ color: 'navy' }));
    addToCart(aLine({ size: 'XL' }));
    expect(readCart().map((line) => [line.color, line.size])).toEqual([
      ['red', 'Free'],
      ['navy', 'Free'],
      ['red', 'XL'],
    ]);
  });

  it('refuses a merge above remainingProducts and leaves the cart as it was', () => {
    addToCart(aLine({ quantity: 2 }));
    expect(addToCart(aLine({ quantity: 2 }))).toEqual({ ok: false, available: 3 });
    expect(readCart()[0]?.quantity).toBe(2);
  });

  it("broadcasts 'cartUpdated' after every save", () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    addToCart(aLine());
    setLineQuantity(aLine(), 2);
    removeLines([aLine()]);
    clearCart();
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(4);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps a stepped quantity between 1 and the stock', () => {
    addToCart(aLine());
    setLineQuantity(aLine(), 10);
    expect(readCart()[0]?.quantity).toBe(3);
    setLineQuantity(aLine(), 0);
    expect(readCart()[0]?.quantity).toBe(1);
  });

  it("takes the server's current price and stock, lowering a quantity above the new stock", () => {
    addToCart(aLine({ quantity: 3 }));
    refreshLines(new Map([['p-1', { price: 4000, stock: 2 }]]));
    expect(readCart()[0]).toMatchObject({ price: 4000, maxStock: 2, quantity: 2, subTotal: 8000 });
  });

  it('reads an unreadable stored cart as empty', () => {
    localStorage.setItem('cart', '{not json');
    expect(readCart()).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ productId: 'x' }, aLine({ quantity: 1 })]));
    expect(readCart()).toHaveLength(1);
  });
});
