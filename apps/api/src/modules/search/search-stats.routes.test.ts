import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ResponseCache } from '../../lib/response-cache.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

// What shoppers search for, for the admins: words normalised, counted per first page, never a
// phone number; the searches that found nothing apart. The response cache is off so that every
// search reaches the shop.
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
  [admin, customer] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
  const categoryId = (await addCategory(t.db, 'Clothes')).id;
  await addProduct(t.db, { name: 'Cotton Saree', categoryId });
});

afterAll(() => t.close());

const search = (words: string, page = 1) =>
  call(t, 'GET', `/api/products?search=${encodeURIComponent(words)}&page=${page}`);

describe('GET /admin/searches', () => {
  it('lists the most searched words and those that found nothing, for 7 or 30 days', async () => {
    for (const words of ['cotton', 'Cotton', 'saree cotton', 'Cotton SAREE', 'cotton', 'zzqx', 'zzqx', '01712345678']) {
      expect((await search(words)).statusCode).toBe(200);
    }
    // Another page of a search is the same search.
    await search('cotton', 2);

    const week = await call(t, 'GET', '/api/admin/searches?days=7', undefined, { token: admin.accessToken });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data).toEqual({
      days: 7,
      top: [
        { words: 'cotton', searches: 3 },
        { words: 'cotton saree', searches: 2 },
        { words: 'zzqx', searches: 2 },
      ],
      foundNothing: [{ words: 'zzqx', searches: 2 }],
    });
    const month = await call(t, 'GET', '/api/admin/searches?days=30', undefined, { token: admin.accessToken });
    expect(month.json().data.top).toHaveLength(3);
  });

  it('is for admins, over 7 or 30 days', async () => {
    expect((await call(t, 'GET', '/api/admin/searches')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/searches', undefined, { token: customer.accessToken })).statusCode).toBe(
      403,
    );
    const odd = await call(t, 'GET', '/api/admin/searches?days=5', undefined, { token: admin.accessToken });
    expect(odd.statusCode).toBe(400);
  });
});
