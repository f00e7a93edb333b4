import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ResponseCache } from '../../lib/response-cache.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { NEW_SEARCH_LIMIT } from './catalogue.routes.ts';

// A flood of distinct searches from one address is refused once it passes the limit; searches
// already kept (another page of one asked before) are not counted. The response cache is off so
// that every request reaches the route.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
  const categoryId = (await addCategory(t.db, 'Clothes')).id;
  await addProduct(t.db, { name: 'Cotton Shirt XL', categoryId });
});

afterAll(() => t.close());

const search = (words: string, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(words)}&page=${page}` });

/** Short words, each pair a search of its own: 'aa', 'ab', ... 'zz', then with a figure. */
const distinct = (at: number) =>
  `${String.fromCharCode(97 + (Math.floor(at / 26) % 26), 97 + (at % 26))} ${Math.floor(at / 676)}`;

describe('searches nothing kept answers', () => {
  it('are limited per address; kept ones are not counted', async () => {
    for (let at = 1; at < NEW_SEARCH_LIMIT.limit; at++) {
      expect((await search(distinct(at))).statusCode).toBe(200);
    }
    expect((await search('cotton shirt')).statusCode).toBe(200);
    const refused = await search(distinct(NEW_SEARCH_LIMIT.limit));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The words of a search asked before: its next page ranks nothing new.
    expect((await search(distinct(NEW_SEARCH_LIMIT.limit - 1), 2)).statusCode).toBe(200);
    // The same words in another order share what was kept.
    expect((await search('shirt cotton')).statusCode).toBe(200);
    expect((await search('shirt xl')).statusCode).toBe(429);
  }, 180_000);
});
