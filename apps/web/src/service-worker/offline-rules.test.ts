import { describe, expect, it } from 'vitest';

import {
  BOUNDS,
  cacheNames,
  entriesToEvict,
  fitsCache,
  FRAME_DATA,
  isOtherBuildsCache,
  keptAddress,
  markOfflinePage,
  PRIVATE_CACHE_PREFIX,
  profileOfPage,
  requestKind,
} from './offline-rules';

const ORIGIN = 'https://dokan.example';
const get = (path: string, mode = 'cors') => requestKind({ method: 'GET', mode, url: `${ORIGIN}${path}` }, ORIGIN);
const open = (path: string) => get(path, 'navigate');

describe('what the offline worker keeps', () => {
  it('keeps the pages the server renders, serves the cart and checkout from the shell, and never keeps account pages', () => {
    expect(['/', '/products', '/products?category=x&page=2', '/products/abc'].map(open)).toEqual(
      Array(4).fill('rendered-page'),
    );
    expect(['/cart', '/checkout', '/wishlist', '/privacy-policy', '/customer-support'].map(open)).toEqual(
      Array(5).fill('app-page'),
    );
    expect(
      ['/user', '/user/my-orders', '/user/profile', '/admin', '/admin/orders', '/login', '/payment/success/x'].map(
        open,
      ),
    ).toEqual(Array(7).fill('network-page'));
  });

  it('keeps exactly the public catalogue reads, pictures and the build files', () => {
    for (const path of [
      '/api/products',
      '/api/products/abc',
      '/api/products/categories-with-products',
      '/api/categories',
      '/api/categories/get-names',
      '/api/subcategories/abc',
      '/api/banner',
      '/api/settings',
      '/api/logo',
      '/api/shipping-fee/get',
    ]) {
      expect(get(`${path}?lang=x`), path).toBe('public-data');
    }
    expect(get('/api/media/products/abc/0.webp?w=250&h=188&f=auto')).toBe('picture');
    expect(get('/assets/index-abc123.js')).toBe('asset');
    expect(get('/favicon.svg')).toBe('asset');
  });

  it("never keeps the shopper's own answers, other than their wishlist in the private cache", () => {
    expect(get('/api/wishlist/get-wishlist/u1')).toBe('private-data');
    for (const path of [
      '/api/user/me',
      '/api/user/refresh-token',
      '/api/order/my-orders',
      '/api/order/post-order',
      '/api/refunds',
      '/api/admin/orders',
      '/api/products/owner/u1',
      '/api/settings/cod-rules',
      '/api/coupons/preview',
      '/api/dev/outbox',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(get(path), path).toBeNull();
    }
  });

  it("keeps the frame's own answers as public data", () => {
    expect(FRAME_DATA.map((path) => get(path))).toEqual(['public-data', 'public-data']);
  });

  it('keeps only GETs of its own origin', () => {
    expect(requestKind({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api/products` }, ORIGIN)).toBeNull();
    expect(requestKind({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/` }, ORIGIN)).toBeNull();
    expect(
      requestKind({ method: 'GET', mode: 'cors', url: 'https://accounts.google.com/gsi/client' }, ORIGIN),
    ).toBeNull();
  });
});

describe('a page is kept for its language and data saver', () => {
  it('reads the kind of page from its <html> tag', () => {
    expect(profileOfPage('<!doctype html><html data-save-data lang="bn" data-rendered><head>')).toEqual({
      language: 'bn',
      dataSaver: true,
      rendered: true,
    });
    expect(profileOfPage('<!doctype html>\n<html lang="en">')).toEqual({
      language: 'en',
      dataSaver: false,
      rendered: false,
    });
    expect(profileOfPage('{"not":"a page"}')).toBeNull();
  });

  it('keeps the same address apart by language, and pages by data saver too', () => {
    const url = `${ORIGIN}/products/abc?sortBy=sales#reviews`;
    const bangla = keptAddress(url, { language: 'bn', dataSaver: false }, true);
    const english = keptAddress(url, { language: 'en', dataSaver: false }, true);
    const light = keptAddress(url, { language: 'en', dataSaver: true }, true);
    expect(new Set([bangla, english, light]).size).toBe(3);
    expect(bangla).toBe(`${ORIGIN}/products/abc?sortBy=sales&dokan-kind=bn`);
    // API answers do not depend on the data saver.
    expect(keptAddress(`${ORIGIN}/api/products`, { language: 'en', dataSaver: true }, false)).toBe(
      `${ORIGIN}/api/products?dokan-kind=en`,
    );
  });

  it('marks the shell as the offline page', () => {
    expect(markOfflinePage('<html lang="bn"><head>')).toBe('<html data-offline-page lang="bn"><head>');
  });
});

describe('the bounds of a cache', () => {
  const bounds = { maxEntries: 3, maxBytes: 1000, maxAgeMs: 10_000 };
  const now = 100_000;

  it('drops what is past its age first', () => {
    const entries = [
      { key: 'old', bytes: 10, storedAt: now - 10_001 },
      { key: 'young', bytes: 10, storedAt: now - 9_999 },
    ];
    expect(entriesToEvict(entries, bounds, now)).toEqual(['old']);
  });

  it('then the oldest, until the number of entries is within bounds', () => {
    // Kept in the order a, b, c, d, e; listed in another.
    const storedAt = { a: 1, b: 2, c: 3, d: 4, e: 5 };
    const entries = (['d', 'a', 'c', 'b', 'e'] as const).map((key) => ({
      key,
      bytes: 1,
      storedAt: now - 100 + storedAt[key],
    }));
    expect(entriesToEvict(entries, bounds, now)).toEqual(['a', 'b']);
  });

  it('then the oldest, until their bytes are within bounds', () => {
    const entries = [
      { key: 'first', bytes: 600, storedAt: now - 300 },
      { key: 'second', bytes: 300, storedAt: now - 200 },
      { key: 'third', bytes: 300, storedAt: now - 100 },
    ];
    expect(entriesToEvict(entries, bounds, now)).toEqual(['first']);
    expect(entriesToEvict(entries.slice(1), bounds, now)).toEqual([]);
  });

  it('refuses an answer that would take over a quarter of its cache', () => {
    expect(fitsCache(250, bounds)).toBe(true);
    expect(fitsCache(251, bounds)).toBe(false);
  });

  it('bounds every cache by entries, bytes and age, about 33 MB in all', () => {
    const all = Object.values(BOUNDS);
    expect(all.every((one) => one.maxEntries > 0 && one.maxBytes > 0 && one.maxAgeMs > 0)).toBe(true);
    expect(all.reduce((total, one) => total + one.maxBytes, 0)).toBeLessThanOrEqual(34 * 1024 * 1024);
  });
});

describe("a build's caches", () => {
  it('carry its id, and those of other builds are told apart', () => {
    const names = Object.values(cacheNames('abc123def456'));
    expect(names.every((name) => name.startsWith('dokan-') && name.endsWith('-abc123def456'))).toBe(true);
    expect(names.some((name) => isOtherBuildsCache(name, 'abc123def456'))).toBe(false);
    expect(names.every((name) => isOtherBuildsCache(name, '000000000000'))).toBe(true);
    expect(isOtherBuildsCache('someone-elses-cache', 'abc123def456')).toBe(false);
  });

  it('name the private cache so logout finds it whatever build made it', () => {
    expect(cacheNames('abc123def456').private.startsWith(PRIVATE_CACHE_PREFIX)).toBe(true);
    expect(cacheNames('abc123def456').data.startsWith(PRIVATE_CACHE_PREFIX)).toBe(false);
  });
});
