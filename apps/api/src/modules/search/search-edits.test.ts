/**
 * An edit is taken by the search index in place, on this process and through the bus on the
 * others: a renamed product is found by its new name on another process, and no process reads
 * every product's words again. Two apps share one database and a bus of their own here, as two
 * processes do behind a load balancer (test/two-processes.test.ts runs them on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Invalidation, InvalidationBus } from '../../lib/invalidation-bus.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { logQueries, type QueryLog } from '../../test/database-queries.ts';

/** Two buses joined to each other, as the shop's processes are through Redis or PostgreSQL. */
function joinedBuses(): [InvalidationBus, InvalidationBus] {
  const handlers: Array<Array<(invalidation: Invalidation) => void>> = [[], []];
  const bus = (self: 0 | 1): InvalidationBus => ({
    // Sent as text, as the real buses send it.
    publish: (invalidation) => {
      const sent = JSON.stringify(invalidation);
      setImmediate(() => handlers[1 - self]!.forEach((handler) => handler(JSON.parse(sent) as Invalidation)));
    },
    subscribe: (handler) => void handlers[self]!.push(handler),
    listening: () => Promise.resolve(),
    close: () => Promise.resolve(),
  });
  return [bus(0), bus(1)];
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let a: TestApp;
let b: TestApp;
let admin: SignedIn;
let queries: QueryLog;

beforeAll(async () => {
  database = await openTestDatabase();
  const [busA, busB] = joinedBuses();
  const uncached = () => new ResponseCache({ ttlMs: 0 });
  a = await createTestApp({ database, responseCache: uncached(), invalidations: () => busA });
  b = await createTestApp({ database, responseCache: uncached(), invalidations: () => busB });
  admin = await signedInAs(a, 'admin');
  queries = logQueries(database);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const found = async (t: TestApp, words: string) =>
  (await call(t, 'GET', `/api/products?search=${encodeURIComponent(words)}`))
    .json()
    .data.data.map((product: { _id: string }) => product._id);

/** The statement that reads every product's words. */
const fullReads = () => queries.statements.filter((text) => /search_vector::text/.test(text) && /ORDER BY/.test(text));

describe('an edit', () => {
  it('is found at once on another process, without reading every product again', async () => {
    const categoryId = (await addCategory(a.db, 'Phones')).id;
    const phone = await addProduct(a.db, { name: 'Walton Primo', description: 'A phone.', categoryId });
    await addProduct(a.db, { name: 'Symphony Z60', categoryId });
    a.app.responseCache.invalidate();
    // Both processes have read the index.
    expect(await found(a, 'walton')).toEqual([phone.id]);
    expect(await found(b, 'walton')).toEqual([phone.id]);
    queries.clear();

    const renamed = await sendForm(
      a,
      'PUT',
      `/api/products/${phone.id}`,
      { productName: 'Xiaomi Redmi Note' },
      [],
      admin.accessToken,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(() => found(b, 'redmi'), { timeout: 2_000 }).toEqual([phone.id]);
    expect(await found(b, 'walton')).toEqual([]);
    expect(await found(a, 'redmi')).toEqual([phone.id]);

    const removed = await call(a, 'DELETE', `/api/products/${phone.id}`, undefined, { token: admin.accessToken });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect.poll(() => found(b, 'redmi'), { timeout: 2_000 }).toEqual([]);
    expect(await found(b, 'symphony')).toHaveLength(1);
    expect(fullReads()).toEqual([]);
  });
});
