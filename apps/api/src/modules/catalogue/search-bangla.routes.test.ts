/**
 * Search across scripts (docs/decisions/033): a product is found by its Bangla name, by that name
 * in Latin letters (Banglish), and by its English name, each forgiving a typo; the listing's plan
 * reads the indexes, not every product.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../../lib/rows.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let categoryId: string;
const ids: Record<string, string> = {};

async function create(name: string, nameBn: string) {
  const response = await sendForm(
    t,
    'POST',
    '/api/products',
    { name, nameBn, originalPrice: '1500', category: categoryId, remainingProducts: '5' },
    [{ field: 'productImages', bytes: await photo() }],
    admin.accessToken,
  );
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().data._id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  await create('Richman Cotton Panjabi', 'রিচম্যান সুতি পাঞ্জাবি');
  await create('Katan Wedding Panjabi', 'কাতান বিয়ের পাঞ্জাবি');
  await create('Tangail Tant Saree', 'টাঙ্গাইলের তাঁতের শাড়ি');
  await create('Check Cotton Lungi', 'চেক সুতি লুঙ্গি');
});
afterAll(() => t.close());

async function found(search: string): Promise<string[]> {
  const response = await call(t, 'GET', `/api/products?search=${encodeURIComponent(search)}&limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .data.data.map((p: { productName: string }) => p.productName)
    .sort();
}

const PANJABIS = ['Katan Wedding Panjabi', 'Richman Cotton Panjabi'];

describe('searching in Bangla, Banglish and English', () => {
  it("finds the same panjabis for 'পাঞ্জাবি', 'panjabi' and 'punjabi'", async () => {
    expect(await found('পাঞ্জাবি')).toEqual(PANJABIS);
    expect(await found('panjabi')).toEqual(PANJABIS);
    expect(await found('punjabi')).toEqual(PANJABIS);
  });

  it('forgives a Bangla typo: a missing vowel sign, a wrong one', async () => {
    expect(await found('পাঞ্জবি')).toEqual(PANJABIS);
    expect(await found('পাঞ্জাবী')).toEqual(PANJABIS);
  });

  it('finds a Bangla name written in Latin letters, where the English name says otherwise', async () => {
    // সুতি is "suti" (the English names say Cotton); শাড়ি is "shari".
    expect(await found('suti')).toEqual(['Check Cotton Lungi', 'Richman Cotton Panjabi']);
    expect(await found('shari')).toEqual(['Tangail Tant Saree']);
    expect(await found('suti panjabi')).toEqual(['Richman Cotton Panjabi']);
    expect(await found('lungi')).toEqual(['Check Cotton Lungi']);
  });

  it('finds a product through all the words of a Bangla search', async () => {
    expect(await found('সুতি পাঞ্জাবি')).toEqual(['Richman Cotton Panjabi']);
    expect(await found('সুতি')).toEqual(['Check Cotton Lungi', 'Richman Cotton Panjabi']);
  });

  it('finds a product again under its new Bangla name once it is renamed', async () => {
    const renamed = await sendForm(
      t,
      'PUT',
      `/api/products/${ids['Tangail Tant Saree']}`,
      { productNameBn: 'টাঙ্গাইলের জামদানি' },
      [],
      admin.accessToken,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('জামদানি')).toEqual(['Tangail Tant Saree']);
    expect(await found('jamdani')).toEqual(['Tangail Tant Saree']);
    // The new word joined the vocabulary a typo is corrected from: the long vowel sign for the short one.
    expect(await found('জামদানী')).toEqual(['Tangail Tant Saree']);
  });
});

describe("the listing's plan for a Bangla search", () => {
  it('can answer both halves of the search from their indexes: the Bangla one adds no scan of every product', async () => {
    // An OR with a half no index serves would read every product whatever the statistics say; with
    // sequential scans priced out, the plan shows that each half has its index (a BitmapOr).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`EXPLAIN SELECT p.id FROM products p
            WHERE (p.search_vector @@ to_tsquery('english', 'পাঞ্জাবি:*') OR p.search_vector_bn @@ to_tsquery('simple', 'পাঞ্জাবি:*'))`,
      );
    });
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('BitmapOr');
    expect(text).toContain('products_search_vector_idx');
    expect(text).toContain('products_search_vector_bn_idx');
    expect(text).not.toMatch(/Seq Scan on products/);
  });
});
