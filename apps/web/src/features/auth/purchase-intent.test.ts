import { describe, expect, it } from 'vitest';

import { aCartLine } from '@/test/fixtures';

import { keepPurchaseIntent, PURCHASE_INTENT_KEY, PURCHASE_INTENT_TTL_MS, takePurchaseIntent } from './purchase-intent';

const line = aCartLine({ productId: 'p-1' });

describe('a purchase intent kept across sign-in', () => {
  it('is taken once, as it was kept', () => {
    keepPurchaseIntent({ kind: 'buy-now', line, from: '/products/p-1' });
    expect(takePurchaseIntent()).toEqual({ kind: 'buy-now', line, from: '/products/p-1' });
    expect(takePurchaseIntent()).toBeNull();
  });

  it('is forgotten after half an hour, and when unreadable', () => {
    keepPurchaseIntent({ kind: 'add-to-cart', line, from: '/products/p-1' });
    expect(takePurchaseIntent(Date.now() + PURCHASE_INTENT_TTL_MS + 1000)).toBeNull();
    expect(localStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();
    localStorage.setItem(PURCHASE_INTENT_KEY, '{"kind":"add-to-cart"');
    expect(takePurchaseIntent()).toBeNull();
    localStorage.setItem(PURCHASE_INTENT_KEY, JSON.stringify({ kind: 'steal', line, from: '/', savedAt: 1 }));
    expect(takePurchaseIntent()).toBeNull();
  });
});
