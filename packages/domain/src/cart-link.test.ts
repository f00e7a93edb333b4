import { describe, expect, it } from 'vitest';

import {
  CART_LINK_MAX_ITEMS,
  CART_LINK_MAX_QUANTITY,
  cartLinkItemsText,
  cartLinkUrl,
  parseCartLinkItems,
} from './cart-link.ts';

describe('parseCartLinkItems', () => {
  it('reads ID:QTY pairs in order, a missing quantity as 1, the same ref added up', () => {
    expect(parseCartLinkItems('a1b2:2, PJ-NV-XL:1,PJ-NV-XL:3,solo')).toEqual([
      { ref: 'a1b2', quantity: 2 },
      { ref: 'PJ-NV-XL', quantity: 4 },
      { ref: 'solo', quantity: 1 },
    ]);
  });

  it(`caps a quantity at ${CART_LINK_MAX_QUANTITY}`, () => {
    expect(parseCartLinkItems('x:500000')).toEqual([{ ref: 'x', quantity: CART_LINK_MAX_QUANTITY }]);
  });

  it('refuses an empty list, a zero or negative quantity, a stray colon and too many items', () => {
    for (const text of ['', ',', 'a:0', 'a:-1', 'a:b:c', ':2', 'a:1.5', `${'x'.repeat(65)}:1`])
      expect(parseCartLinkItems(text), text).toBeNull();
    const many = Array.from({ length: CART_LINK_MAX_ITEMS + 1 }, (_, i) => `S${i}:1`).join(',');
    expect(parseCartLinkItems(many)).toBeNull();
  });

  it('writes what it reads', () => {
    const items = [
      { ref: 'a1b2', quantity: 2 },
      { ref: 'SKU-1', quantity: 1 },
    ];
    expect(parseCartLinkItems(cartLinkItemsText(items))).toEqual(items);
    expect(cartLinkUrl('https://dokan.example/', items)).toBe('https://dokan.example/cart/add?items=a1b2:2,SKU-1:1');
  });
});
