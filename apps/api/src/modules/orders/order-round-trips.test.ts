import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { logQueries, type QueryLog } from '../../test/database-queries.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

let handle: DatabaseHandle;
let t: TestApp;
let queries: QueryLog;
beforeAll(async () => {
  handle = await openTestDatabase();
  queries = logQueries(handle);
  t = await createTestApp({ database: handle });
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

describe('the round trips of an order', () => {
  it('places a cash-on-delivery order with its sign-in, checks, stock, items and message in at most 4', async () => {
    const categoryId = (await addCategory(t.db, 'Fashion')).id;
    const product = await addProduct(t.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1000, remaining: 10 });
    const shopper = await signedInCustomer(t);
    const order = () => placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Navy', size: 'L' }]));
    // The first order of a process may fill what it keeps in memory (the shop's settings).
    expect((await order()).statusCode).toBe(201);

    queries.clear();
    expect((await order()).statusCode).toBe(201);
    // The sign-in's account, the products with the COD history and phone, the order's statement.
    expect(queries.statements.filter((text) => text.includes('insert into "orders"'))).toHaveLength(1);
    expect(queries.statements.length, queries.statements.join('\n\n')).toBeLessThanOrEqual(4);
  });
});
