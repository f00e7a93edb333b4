import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRICES_CHANGED_MESSAGE } from '@dokan/domain';

import { couponRedemptions, coupons } from '../../db/schema.ts';
import { call, randomAddress, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { addCoupon, orderPayload, ordersOf, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Gadgets')).id;
  shopper = await signedInCustomer(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const preview = (code: string, subtotal: number | string, who: SignedIn = shopper) =>
  call(t, 'GET', `/api/coupons/preview?code=${encodeURIComponent(code)}&subtotal=${subtotal}`, undefined, {
    token: who.accessToken,
  });
/** A power bank at Tk 2000. */
const powerBank = (remaining = 20) => addProduct(t.db, { name: 'Power Bank', categoryId, priceTaka: 2000, remaining });

describe('coupon preview (GET /coupons/preview)', () => {
  beforeAll(async () => {
    await addCoupon(t.db, { code: 'SLEEPING', value: 10, active: false });
    await addCoupon(t.db, { code: 'OLDEID', value: 10, endsAt: new Date(Date.now() - DAY) });
    await addCoupon(t.db, { code: 'PUJA', value: 10, startsAt: new Date(Date.now() + DAY) });
    await addCoupon(t.db, { code: 'BIGCART', value: 10, minOrderTaka: 1500 });
  });

  it('answers the discount: a percent capped by its maximum, or a fixed amount; codes ignore case', async () => {
    await addCoupon(t.db, { code: 'EID10', value: 10 });
    await addCoupon(t.db, { code: 'BOISHAKH', value: 50, maxDiscountTaka: 300 });
    await addCoupon(t.db, { code: 'FLAT200', kind: 'fixed', value: 200 });

    const percent = await preview('eid10', 2450);
    expect(percent.statusCode).toBe(200);
    expect(percent.json().data).toEqual({ code: 'EID10', kind: 'percent', value: 10, subtotal: 2450, discount: 245 });
    expect((await preview('BOISHAKH', 2000)).json().data.discount).toBe(300);
    expect((await preview('FLAT200', 150)).json().data.discount).toBe(150);
    expect((await preview('FLAT200', 1500)).json().data).toMatchObject({ kind: 'fixed', value: 200, discount: 200 });
  });

  it.each([
    ['NOSUCH', 'Invalid coupon'],
    ['SLEEPING', 'Invalid coupon'],
    ['OLDEID', 'Coupon expired'],
    ['PUJA', 'Coupon is not active yet'],
    ['BIGCART', 'Minimum order is Tk 1,500'],
  ])('refuses %s with "%s"', async (code, message) => {
    const response = await preview(code, 1000);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in shopper, a code and a sensible subtotal', async () => {
    expect((await call(t, 'GET', '/api/coupons/preview?code=EID10&subtotal=100')).statusCode).toBe(401);
    expect((await preview('', 100)).json().message).toBe('Enter a coupon code');
    expect((await preview('EID10', '-5')).json().message).toBe('subtotal must be a non-negative amount');
  });
});

describe('guessing coupon codes', () => {
  let guessed = 0;
  const guess = (who: SignedIn, from: string, code = `GUESS${++guessed}`) =>
    call(t, 'GET', `/api/coupons/preview?code=${code}&subtotal=1000`, undefined, {
      token: who.accessToken,
      remoteAddress: from,
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('slows a shopper down after ten codes in a row that do not apply, with 429 and Retry-After', async () => {
    await addCoupon(t.db, { code: 'GUESSME', value: 5 });
    const guesser = await signedInCustomer(t);
    for (let i = 0; i < 10; i++) expect((await guess(guesser, randomAddress())).statusCode).toBe(400);

    const held = await guess(guesser, randomAddress(), 'GUESSME');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 1 second.' });
    await sleep(1100);
    expect((await guess(guesser, randomAddress())).statusCode).toBe(400);
    const longer = await guess(guesser, randomAddress());
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    // Other shoppers are not slowed down.
    expect((await preview('GUESSME', 1000)).statusCode).toBe(200);
    await sleep(2100);
    expect((await guess(guesser, randomAddress(), 'GUESSME')).statusCode).toBe(200);
  });

  it('counts only the previews that do not apply', async () => {
    await addCoupon(t.db, { code: 'OFTEN', value: 5 });
    const shopper = await signedInCustomer(t);
    const from = randomAddress();
    for (let i = 0; i < 30; i++) expect((await guess(shopper, from, 'OFTEN')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await guess(shopper, from)).statusCode).toBe(400);
    expect((await guess(shopper, from)).statusCode).toBe(429);
  });

  it('stops one address after 200 codes that do not apply in 15 minutes, whichever accounts send them', async () => {
    const shared = randomAddress();
    const guessers = await Promise.all(Array.from({ length: 21 }, () => signedInCustomer(t)));
    for (let i = 0; i < 200; i++) expect((await guess(guessers[Math.floor(i / 10)]!, shared)).statusCode).toBe(400);
    const refused = await guess(guessers[20]!, shared);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect((await guess(guessers[20]!, randomAddress())).statusCode).toBe(400);
  });
});

describe('coupons at order time', () => {
  it('takes the discount off the total, records the redemption, and refuses a page that ignored it', async () => {
    const coupon = await addCoupon(t.db, { code: 'WINTER15', value: 15 });
    const product = await powerBank();
    const buyer = await signedInCustomer(t);

    const ignored = await placeOrder(t, buyer, orderPayload(buyer, [{ product, quantity: 2 }], { cuopon: 'winter15' }));
    expect(ignored.statusCode).toBe(409);
    expect(ignored.json().message).toBe(PRICES_CHANGED_MESSAGE);

    const placed = await placeOrder(
      t,
      buyer,
      orderPayload(buyer, [{ product, quantity: 2 }], { cuopon: 'winter15', discount: 600 }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      subtotal: 4000,
      discount: 600,
      deliveryFee: 60,
      totalPrice: 3460,
      cuopon: 'WINTER15',
    });
    const [counted] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted?.usedCount).toBe(1);
    const redemptions = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toMatchObject([{ orderId: placed.json().data._id, userId: buyer.id }]);
  });

  it('refuses an invalid coupon with its message and takes no stock', async () => {
    await addCoupon(t.db, { code: 'MINIMUM5K', value: 10, minOrderTaka: 5000 });
    const product = await powerBank();
    const buyer = await signedInCustomer(t);
    const response = await placeOrder(
      t,
      buyer,
      orderPayload(buyer, [{ product }], { cuopon: 'MINIMUM5K', discount: 200 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Minimum order is Tk 5,000');
    expect((await stockOf(t.db, product.id)).remaining).toBe(20);
    expect(await ordersOf(t.db, buyer.id)).toHaveLength(0);
  });

  it('keeps the per-customer limit', async () => {
    await addCoupon(t.db, { code: 'WELCOME', kind: 'fixed', value: 100, perUserLimit: 1 });
    const product = await powerBank();
    const buyer = await signedInCustomer(t);
    const payload = orderPayload(buyer, [{ product }], { cuopon: 'WELCOME', discount: 100 });
    expect((await placeOrder(t, buyer, payload)).statusCode).toBe(201);
    const again = await placeOrder(t, buyer, payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this coupon');
    expect((await preview('WELCOME', 2000, buyer)).json().message).toBe('You have already used this coupon');

    const other = await signedInCustomer(t);
    expect(
      (await placeOrder(t, other, orderPayload(other, [{ product }], { cuopon: 'WELCOME', discount: 100 }))).statusCode,
    ).toBe(201);
  });

  it('keeps the usage limit when many shoppers use the code at once', async () => {
    const coupon = await addCoupon(t.db, { code: 'FIRST3', kind: 'fixed', value: 50, usageLimit: 3 });
    const product = await powerBank(50);
    const buyers = await Promise.all([1, 2, 3, 4].map(() => signedInCustomer(t)));
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const buyer = buyers[i % buyers.length]!;
        return placeOrder(t, buyer, orderPayload(buyer, [{ product }], { cuopon: 'FIRST3', discount: 50 }));
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual(
      Array(9).fill('Coupon usage limit reached'),
    );
    const [counted] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted?.usedCount).toBe(3);
    expect((await stockOf(t.db, product.id)).remaining).toBe(47);
  });
});
