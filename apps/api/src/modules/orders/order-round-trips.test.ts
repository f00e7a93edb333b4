import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { logQueries, type QueryLog } from '../../test/database-queries.ts';
import { bkashTrxId, confirmPhone, ORDER_PHONE, orderPayload, placeOrder } from '../../test/orders.ts';

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
  it('places an order paid by transfer with its sign-in, checks, stock, items and message in at most 4', async () => {
    const categoryId = (await addCategory(t.db, 'Fashion')).id;
    const product = await addProduct(t.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1000, remaining: 10 });
    const shopper = await signedInCustomer(t);
    const order = () =>
      placeOrder(
        t,
        shopper,
        orderPayload(shopper, [{ product, color: 'Navy', size: 'L' }], {
          paymentMethod: 'mobile-banking',
          paymentNumber: '01898765432',
          mobileBankingProvider: 'bkash',
          transactionId: bkashTrxId(),
        }),
      );
    // The first order of a process may fill what it keeps in memory (the shop's settings).
    expect((await order()).statusCode).toBe(201);

    queries.clear();
    expect((await order()).statusCode).toBe(201);
    // The sign-in's account, the products with the phone's facts, the order's statement.
    expect(queries.statements.filter((text) => text.includes('insert into "orders"'))).toHaveLength(1);
    expect(queries.statements.length, queries.statements.join('\n\n')).toBeLessThanOrEqual(4);
  });

  it('places a COD order in at most 7: its open COD orders read again under a lock', async () => {
    const categoryId = (await addCategory(t.db, 'Home')).id;
    const product = await addProduct(t.db, { name: 'Lamp', categoryId, priceTaka: 1000, remaining: 10 });
    const shopper = await signedInCustomer(t);
    for (const phone of [uniquePhone(), ORDER_PHONE]) {
      // A phone not confirmed, then one the shopper confirmed: both are held to the owner's caps.
      if (phone === ORDER_PHONE) await confirmPhone(t.db, shopper);
      queries.clear();
      expect((await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }))).statusCode).toBe(201);
      // Besides the 3 above: begin, the lock, the open orders read again, commit (decisions 061, 071).
      expect(queries.statements.length, queries.statements.join('\n\n')).toBeLessThanOrEqual(7);
    }
  });
});
