/**
 * GET /track guessed as an attacker would (decision 019's way): a whole mobile network shares one
 * address, so its misses must not lock out the shopper who knows their number and phone, while one
 * shopper's phone cannot be probed for order numbers from many addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, randomAddress, signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';
import { TRACK_LIMITS } from './couriers.routes.ts';

let t: TestApp;
let order: { number: string; phone: string };
beforeAll(async () => {
  t = await createTestApp();
  const shopper = await signedInCustomer(t);
  const product = await addProduct(t.db, {
    name: 'Lamp',
    categoryId: (await addCategory(t.db, 'Home')).id,
    priceTaka: 900,
  });
  const phone = uniquePhone();
  const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }));
  expect(placed.statusCode).toBe(201);
  order = { number: (placed.json().data._id as string).slice(-6), phone };
});
afterAll(() => t.close());

const track = (number: string, phone: string, remoteAddress = randomAddress()) =>
  call(t, 'GET', `/api/track?order=${number}&phone=${phone}`, undefined, { remoteAddress });
/** A made-up order number other than the real one. */
const guess = (i: number) => (0xa00000 + i).toString(16).slice(-6);

describe('GET /track under guessing', () => {
  it('lets a shopper behind a busy carrier address find their order after 50 misses from that address', async () => {
    const tower = '100.64.7.9';
    const misses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => track(guess(i), uniquePhone(), tower).then((r) => r.statusCode)),
    );
    expect(misses.every((status) => status === 404)).toBe(true);
    const found = await track(order.number, order.phone, tower);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.number).toBe(order.number);
  });

  it("holds one phone's order numbers to 10 misses in 15 minutes, however many addresses guess at once", async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => track(guess(100 + i), phone).then((r) => r.statusCode)),
    );
    expect(answers.filter((status) => status === 404)).toHaveLength(TRACK_LIMITS.phone.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(25 - TRACK_LIMITS.phone.limit);
    const refused = await track(guess(200), phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another phone's order is still found.
    expect((await track(order.number, order.phone)).statusCode).toBe(200);
  });

  it('still stops one address spraying guesses over many phones after 200 misses', async () => {
    const sprayer = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 220 }, (_, i) => track(guess(300 + i), uniquePhone(), sprayer).then((r) => r.statusCode)),
    );
    expect(answers.filter((status) => status === 404)).toHaveLength(TRACK_LIMITS.address.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);
  });
});
