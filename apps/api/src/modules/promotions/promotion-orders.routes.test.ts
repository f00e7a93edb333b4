import { execFileSync } from 'node:child_process';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRICES_CHANGED_MESSAGE } from '@dokan/domain';

import { orderPromotions, orders, promotions } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let admin: SignedIn;
let panjabis: string;
let sarees: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  panjabis = (await addCategory(t.db, 'Panjabi')).id;
  sarees = (await addCategory(t.db, 'Saree')).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(t, method, `/api${url}`, body, { token: admin.accessToken });

/** A running promotion made through the admin API; ended by `end`. */
async function promote(body: object): Promise<string> {
  const response = await asAdmin('POST', '/admin/promotions', { startsAt: at(-HOUR), endsAt: at(HOUR), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}
const end = (id: string) => asAdmin('DELETE', `/admin/promotions/${id}`);
const rowOf = async (id: string) => (await t.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
const savingsOf = (orderId: string) => t.db.select().from(orderPromotions).where(eq(orderPromotions.orderId, orderId));
const panjabi = () => addProduct(t.db, { name: 'Eid Panjabi', categoryId: panjabis, priceTaka: 1000, remaining: 50 });
const saree = () => addProduct(t.db, { name: 'Jamdani Saree', categoryId: sarees, priceTaka: 3000, remaining: 50 });
/** A shopper with a phone of their own: the owner's caps on open COD orders per phone stay out of the way. */
const shopperWithPhone = async () => ({ shopper: await signedInCustomer(t), phone: uniquePhone() });
const setStatus = (orderId: string, status: string) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: admin.accessToken });

describe('an order priced with the running promotions', () => {
  it('charges a timed sale on a category, and records what it saved', async () => {
    const sale = await promote({ name: 'Eid sale', kind: 'percent-off', percent: 20, categoryIds: [panjabis] });
    const product = await panjabi();
    const { shopper, phone } = await shopperWithPhone();
    const response = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, quantity: 2, price: 800 }], { phone }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({ subtotal: 1600, discount: 0, deliveryFee: 60, totalPrice: 1660 });
    expect(order.items[0]).toMatchObject({ price: 800, subTotal: 1600 });
    expect(await savingsOf(order._id)).toMatchObject([
      { promotionId: sale, name: 'Eid sale', kind: 'percent-off', savingPoisha: 40_000, customerId: shopper.id },
    ]);
    await end(sale);
  });

  it('charges the sale to a page that knows no promotions (the spec’s own), never more than it showed', async () => {
    const sale = await promote({ name: 'Eid sale', kind: 'percent-off', percent: 20, categoryIds: [panjabis] });
    const product = await panjabi();
    const { shopper, phone } = await shopperWithPhone();
    const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ subtotal: 800, totalPrice: 860 });
    // A page below the server's figures is refused, as the price check always did.
    const low = await placeOrder(t, shopper, orderPayload(shopper, [{ product, price: 700 }], { phone }));
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toBe(PRICES_CHANGED_MESSAGE);
    await end(sale);
  });

  it('gives free delivery above its minimum, inside Dhaka only when it says so', async () => {
    const free = await promote({
      name: 'Free delivery',
      kind: 'free-delivery',
      minSubtotalTaka: 2000,
      deliveryArea: 'inside-dhaka',
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const dhaka = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, fee: 0 }));
    expect(dhaka.statusCode, dhaka.body).toBe(201);
    expect(dhaka.json().data).toMatchObject({ subtotal: 3000, deliveryFee: 0, totalPrice: 3000 });
    expect(await savingsOf(dhaka.json().data._id)).toMatchObject([{ promotionId: free, savingPoisha: 6000 }]);
    const khulna = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], {
        phone,
        deliveryAddress: { division: 'Khulna', district: 'Khulna', city: 'Sonadanga', addressDetails: 'House 3' },
      }),
    );
    expect(khulna.statusCode, khulna.body).toBe(201);
    expect(khulna.json().data).toMatchObject({ deliveryFee: 120, totalPrice: 3120 });
    await end(free);
  });

  it('charges a transfer shown at the regular price that price: the money was sent for the amount shown', async () => {
    const sale = await promote({ name: 'Eid sale', kind: 'percent-off', percent: 20, categoryIds: [panjabis] });
    const product = await panjabi();
    const { shopper, phone } = await shopperWithPhone();
    const transfer = {
      phone,
      paymentMethod: 'mobile-banking' as const,
      paymentNumber: '01898765432',
      mobileBankingProvider: 'bkash' as const,
    };
    const regular = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], { ...transfer, transactionId: bkashTrxId() }),
    );
    expect(regular.statusCode, regular.body).toBe(201);
    expect(regular.json().data).toMatchObject({ subtotal: 1000, totalPrice: 1060 });
    expect(await savingsOf(regular.json().data._id)).toEqual([]);
    const shown = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, price: 800 }], { ...transfer, transactionId: bkashTrxId() }),
    );
    expect(shown.statusCode, shown.body).toBe(201);
    expect(shown.json().data.totalPrice).toBe(860);
    await end(sale);
  });

  it('takes a prepaid discount for the methods it names only', async () => {
    const prepaid = await promote({
      name: 'bKash 5%',
      kind: 'prepaid-discount',
      percent: 5,
      paymentMethods: ['mobile-banking'],
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const cash = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }));
    expect(cash.json().data).toMatchObject({ discount: 0, totalPrice: 3060 });
    const paid = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], {
        phone,
        paymentMethod: 'mobile-banking',
        paymentNumber: '01898765432',
        mobileBankingProvider: 'bkash',
        transactionId: bkashTrxId(),
        discount: 150,
      }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ subtotal: 3000, discount: 150, totalPrice: 2910 });
    await end(prepaid);
  });
});

describe('the checkout quote (POST /api/order/quote)', () => {
  const quote = (who: SignedIn, body: object) => call(t, 'POST', '/api/order/quote', body, { token: who.accessToken });

  it("counts a coupon it names as a guess: ten that do not apply, then 429, as the coupon preview's", async () => {
    const product = await saree();
    const { shopper } = await shopperWithPhone();
    const withCode = (cuopon: string) =>
      quote(shopper, {
        items: [{ productId: product.id, quantity: 1, color: 'Red', size: 'M' }],
        division: 'Dhaka',
        cuopon,
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await withCode(`NOPE${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/coupon/i);
    }
    const held = await withCode('NOPE-AGAIN');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // A quote without a code is no guess.
    const plain = await withCode('');
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it("names each promotion's saving, and places at exactly the figures it gives", async () => {
    const sale = await promote({
      name: 'Eid sale',
      nameBn: 'ঈদ সেল',
      kind: 'percent-off',
      percent: 20,
      categoryIds: [sarees],
    });
    const free = await promote({ name: 'Free delivery', kind: 'free-delivery', minSubtotalTaka: 2000 });
    const bkash = await promote({
      name: 'Transfer 5%',
      kind: 'prepaid-discount',
      percent: 5,
      paymentMethods: ['mobile-banking'],
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const answer = await quote(shopper, {
      items: [{ productId: product.id, quantity: 1, color: 'Red', size: 'M' }],
      division: 'Dhaka',
      paymentMethod: 'mobile-banking',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json().data;
    expect(figures).toMatchObject({
      lines: [{ productId: product.id, regularPrice: 3000, price: 2400, subTotal: 2400, quantity: 1 }],
      subtotal: 2400,
      promotions: [
        { _id: sale, name: 'Eid sale', nameBn: 'ঈদ সেল', level: 'price', saving: 600 },
        { _id: bkash, level: 'order', saving: 120 },
        { _id: free, level: 'delivery', saving: 60 },
      ],
      promotionDiscount: 120,
      couponDiscount: 0,
      deliveryFee: 0,
      totalPrice: 2280,
    });
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, price: 2400 }], {
        phone,
        paymentMethod: 'mobile-banking',
        paymentNumber: '01898765432',
        mobileBankingProvider: 'bkash',
        transactionId: bkashTrxId(),
        fee: figures.deliveryFee,
        discount: figures.promotionDiscount,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.totalPrice).toBe(2280);
    await Promise.all([sale, free, bkash].map(end));
  });

  it('leaves out what a budget or a limit no longer covers for this shopper', async () => {
    const once = await promote({
      name: 'Once',
      kind: 'amount-off',
      amountTaka: 50,
      minSubtotalTaka: 0,
      perCustomerLimit: 1,
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const body = { items: [{ productId: product.id, quantity: 1, color: 'Red', size: 'M' }], division: 'Dhaka' };
    expect((await quote(shopper, body)).json().data).toMatchObject({ promotionDiscount: 50, totalPrice: 3010 });
    await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, discount: 50 }));
    expect((await quote(shopper, body)).json().data).toMatchObject({ promotions: [], totalPrice: 3060 });
    await end(once);
  });

  it('refuses what an order would refuse, with the same words', async () => {
    const { shopper } = await shopperWithPhone();
    const product = await saree();
    const unknown = await quote(shopper, {
      items: [{ productId: crypto.randomUUID(), quantity: 1 }],
      division: 'Dhaka',
    });
    expect(unknown.statusCode).toBe(404);
    const noSize = await quote(shopper, {
      items: [{ productId: product.id, quantity: 1, color: 'Red' }],
      division: 'Dhaka',
    });
    expect(noSize.statusCode).toBe(400);
    const division = await quote(shopper, { items: [{ productId: product.id, quantity: 1 }], division: 'Atlantis' });
    expect(division.json().message).toBe('Unknown division');
    const coupon = await quote(shopper, {
      items: [{ productId: product.id, quantity: 1, color: 'Red', size: 'M' }],
      division: 'Dhaka',
      cuopon: 'NOPE',
    });
    expect(coupon.json().message).toBe('Invalid coupon');
    expect((await call(t, 'POST', '/api/order/quote', { items: [], division: 'Dhaka' })).statusCode).toBe(401);
  });
});

describe("an order's invoice", () => {
  it('lists the sale saved in the prices and the free delivery', async () => {
    const sale = await promote({ name: 'Eid sale', kind: 'percent-off', percent: 20, categoryIds: [sarees] });
    const free = await promote({ name: 'Free delivery', kind: 'free-delivery', minSubtotalTaka: 2000 });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product, price: 2400 }], { phone, fee: 0 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const invoice = await call(t, 'GET', `/api/order/invoice/${placed.json().data._id}`, undefined, {
      token: shopper.accessToken,
    });
    expect(invoice.statusCode).toBe(200);
    const page = execFileSync('pdftotext', ['-layout', '-', '-'], { input: invoice.rawPayload }).toString();
    expect(page).toMatch(/Eid sale \(saved in the\s+Tk 600/);
    expect(page).toMatch(/Delivery fee \(free delivery:\s+Tk 0/);
    expect(page).toMatch(/Grand total\s+Tk 2,400/);
    await end(sale);
    await end(free);
  });
});

/** Tk 100 off every order while Tk 300 lasts, a saree, and 12 shoppers each with a phone of their own. */
async function flashSaleOfTk300() {
  const flash = await promote({
    name: 'Flash',
    kind: 'amount-off',
    amountTaka: 100,
    minSubtotalTaka: 0,
    budgetTaka: 300,
  });
  const product = await saree();
  const buyers = await Promise.all(Array.from({ length: 12 }, shopperWithPhone));
  return { flash, product, buyers };
}

describe('a budget and a per-customer limit under concurrent orders', () => {
  it('gives at most Tk 300 to 12 concurrent orders of Tk 100 off: the others are asked to accept the full price', async () => {
    const { flash, product, buyers } = await flashSaleOfTk300();
    const answers = await Promise.all(
      buyers.map(({ shopper, phone }) =>
        placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, discount: 100 })),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const answer of placed) expect(answer.json().data).toMatchObject({ discount: 100, totalPrice: 2960 });
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(PRICES_CHANGED_MESSAGE);
    }
    expect((await rowOf(flash)).spentPoisha).toBe(30_000);
    const given = await t.db.select().from(orderPromotions).where(eq(orderPromotions.promotionId, flash));
    expect(given.reduce((sum, row) => sum + row.savingPoisha, 0)).toBe(30_000);
    // The admin's list: its orders, the discount given and their sales.
    const listed = (await call(t, 'GET', '/api/admin/promotions', undefined, { token: admin.accessToken }))
      .json()
      .data.find((p: { _id: string }) => p._id === flash);
    expect(listed).toMatchObject({ orders: 3, discountGivenTaka: 300, salesTaka: 3 * 2960, spentTaka: 300 });
    await end(flash);
  });

  it('places every order of pages that show the full price, the first three with the discount', async () => {
    const { flash, product, buyers } = await flashSaleOfTk300();
    const answers = await Promise.all(
      buyers.map(({ shopper, phone }) => placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect(answers.filter((a) => a.json().data.discount === 100)).toHaveLength(3);
    expect((await rowOf(flash)).spentPoisha).toBe(30_000);
    await end(flash);
  });

  it('applies no more often to a customer than its per-customer limit', async () => {
    const once = await promote({
      name: 'Once',
      kind: 'amount-off',
      amountTaka: 50,
      minSubtotalTaka: 0,
      perCustomerLimit: 1,
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const [first, second] = await Promise.all(
      [1, 2].map(() => placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, discount: 50 }))),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const full = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }));
    expect(full.json().data).toMatchObject({ discount: 0, totalPrice: 3060 });
    await end(once);
  });

  it('a cancelled order gives its discount back to the budget and to the customer; a returned one too', async () => {
    const flash = await promote({
      name: 'Flash',
      kind: 'amount-off',
      amountTaka: 100,
      minSubtotalTaka: 0,
      budgetTaka: 100,
      perCustomerLimit: 1,
    });
    const product = await saree();
    const { shopper, phone } = await shopperWithPhone();
    const first = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, discount: 100 }))).json()
      .data;
    expect((await rowOf(flash)).spentPoisha).toBe(10_000);
    const cancelled = await call(
      t,
      'PATCH',
      `/api/order/update-status/${first._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await rowOf(flash)).spentPoisha).toBe(0);
    expect((await savingsOf(first._id))[0]!.releasedAt).not.toBeNull();
    // Cancelling again gives nothing back twice.
    await call(
      t,
      'PATCH',
      `/api/order/update-status/${first._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect((await rowOf(flash)).spentPoisha).toBe(0);

    const again = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, discount: 100 }));
    expect(again.statusCode, again.body).toBe(201);
    expect((await rowOf(flash)).spentPoisha).toBe(10_000);
    const orderId = again.json().data._id;
    for (const status of ['processing', 'shipped', 'returned']) {
      expect((await setStatus(orderId, status)).statusCode).toBe(200);
    }
    expect((await rowOf(flash)).spentPoisha).toBe(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ discountPoisha: 10_000, promotionDiscountPoisha: 10_000, totalPoisha: 296_000 });
    // Both orders gave their discount back: the promotion counts neither.
    expect((await end(flash)).json().data).toMatchObject({
      orders: 0,
      discountGivenTaka: 0,
      salesTaka: 0,
      spentTaka: 0,
    });
  });
});

describe('a sale that starts and ends while the process keeps its promotions', () => {
  it('prices orders with it from its start to its end, to the second', async () => {
    const product = await panjabi();
    const { shopper, phone } = await shopperWithPhone();
    const startsAt = Date.now() + 1500;
    const sale = await promote({
      name: 'Flash hour',
      kind: 'percent-off',
      percent: 50,
      categoryIds: [panjabis],
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 1500).toISOString(),
    });
    const until = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));
    // Placed before the start: the process now keeps the promotions, the sale among them.
    const before = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }));
    expect(before.json().data.subtotal).toBe(1000);
    await until(startsAt + 50);
    const during = await placeOrder(t, shopper, orderPayload(shopper, [{ product, price: 500 }], { phone }));
    expect(during.statusCode, during.body).toBe(201);
    expect(during.json().data.subtotal).toBe(500);
    await until(startsAt + 1550);
    const after = await placeOrder(t, shopper, orderPayload(shopper, [{ product, price: 500 }], { phone }));
    expect(after.statusCode).toBe(409);
    expect((await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone }))).json().data.subtotal).toBe(
      1000,
    );
    expect((await rowOf(sale)).endedAt).toBeNull();
  });
});
