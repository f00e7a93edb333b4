import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { logQueries, type QueryLog } from '../../test/database-queries.ts';
import { confirmPhone, orderPayload, placeOrder } from '../../test/orders.ts';

let handle: DatabaseHandle;
let t: TestApp;
let queries: QueryLog;
beforeAll(async () => {
  handle = await openTestDatabase();
  queries = logQueries(handle);
  t = await createTestApp({ database: handle, codRules: 'shop' });
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
    // A phone the shopper confirmed: a repeat customer's order (an unconfirmed one is below).
    await confirmPhone(t.db, shopper);
    const order = () => placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Navy', size: 'L' }]));
    // The first order of a process may fill what it keeps in memory (the shop's settings).
    expect((await order()).statusCode).toBe(201);

    queries.clear();
    expect((await order()).statusCode).toBe(201);
    // The sign-in's account, the products with the COD history and phone, the order's statement.
    expect(queries.statements.filter((text) => text.includes('insert into "orders"'))).toHaveLength(1);
    expect(queries.statements.length, queries.statements.join('\n\n')).toBeLessThanOrEqual(4);
  });

  it('places a COD order to a phone not confirmed in at most 7: its open COD orders read again under a lock', async () => {
    const categoryId = (await addCategory(t.db, 'Home')).id;
    const product = await addProduct(t.db, { name: 'Lamp', categoryId, priceTaka: 1000, remaining: 10 });
    const shopper = await signedInCustomer(t);
    queries.clear();
    expect(
      (await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone: uniquePhone() }))).statusCode,
    ).toBe(201);
    // Besides the 3 above: begin, the lock, the open orders read again, commit (decision 061).
    expect(queries.statements.length, queries.statements.join('\n\n')).toBeLessThanOrEqual(7);
  });
});
