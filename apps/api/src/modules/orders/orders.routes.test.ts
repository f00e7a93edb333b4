import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORDER_TOO_LARGE_MESSAGE, PRICES_CHANGED_MESSAGE, PRODUCT_MAX_PRICE_TAKA } from '@dokan/domain';

import { orderItems, shopSettings } from '../../db/schema.ts';
import { call, lastMessageTo, makeAdmin, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, confirmPhone, orderPayload, ordersOf, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
});
afterAll(() => t.close());

/** A panjabi at Tk 1000 less 15 %: it sells at Tk 850. */
const panjabi = (remaining = 10) =>
  addProduct(t.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1000, discount: 15, remaining });

describe('placing an order (POST /order/post-order)', () => {
  it('places a cash order priced by the server: pending and unpaid, stock taken, a confirmation e-mail queued', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const response = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, quantity: 2, color: 'Navy', size: 'L' }]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Order placed successfully!');
    const order = response.json().data;
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
      subtotal: 1700,
      discount: 0,
      deliveryFee: 60,
      totalPrice: 1760,
      customerId: shopper.id,
      deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 12, Road 27' },
      items: [
        {
          productId: product.id,
          productName: 'Cotton Panjabi',
          quantity: 2,
          color: 'Navy',
          size: 'L',
          price: 850,
          subTotal: 1700,
          image: expect.any(String),
        },
      ],
    });
    expect(order.transaction_id).toMatch(/^DKN[A-Z0-9]+$/);
    expect(order.url).toBeUndefined();
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 0 });

    const mail = await lastMessageTo(t, shopper.email);
    expect(mail.subject).toContain(order._id.slice(-6));
    expect(mail.body).toContain('Tk 1,760');
  });

  it('charges the outside-Dhaka fee from the shop settings, marks mobile banking pending and texts a shopper without e-mail', async () => {
    await t.db.insert(shopSettings).values({ id: 1 }).onConflictDoNothing();
    await t.db.update(shopSettings).set({ shippingFeeOutsidePoisha: 15000 }).where(eq(shopSettings.id, 1));
    // As the admin's change does: checkout reads the row afresh.
    t.app.responseCache.invalidate('/api/shipping-fee');
    const shopper = await signedInCustomer(t);
    // The shopper's own phone: the confirmation goes to it by SMS (decision 071).
    await confirmPhone(t.db, shopper, '01898765432');
    const product = await panjabi();
    const payload = orderPayload(shopper, [{ product }], {
      fee: 150,
      customerEmail: '',
      phone: '01898765432',
      paymentMethod: 'mobile-banking',
      paymentNumber: '01898765432',
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
      deliveryAddress: { division: 'Sylhet', district: 'Moulvibazar', city: 'Sreemangal', addressDetails: 'Tea Road' },
    });
    const response = await placeOrder(t, shopper, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
      deliveryFee: 150,
      totalPrice: 1000,
      paymentNumber: '01898765432',
    });
    const sms = await lastMessageTo(t, '01898765432');
    expect(sms.channel).toBe('sms');

    const oldFee = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], { fee: 120, deliveryAddress: payload.deliveryAddress }),
    );
    expect(oldFee.statusCode).toBe(409);
    expect(oldFee.json().message).toBe(PRICES_CHANGED_MESSAGE);
  });

  it('refuses a tampered price (Tk 1) with 409 and takes no stock; the stored order always has the server prices', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const tampered = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 3, price: 1 }]));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toBe(PRICES_CHANGED_MESSAGE);

    const wrongTotal = orderPayload(shopper, [{ product }]);
    wrongTotal.totalPrice = 61;
    expect((await placeOrder(t, shopper, wrongTotal)).statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
    expect(await ordersOf(t.db, shopper.id)).toHaveLength(0);

    const honest = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 3 }]));
    expect(honest.statusCode).toBe(201);
    const [stored] = await ordersOf(t.db, shopper.id);
    expect(stored).toMatchObject({ subtotalPoisha: 255_000, deliveryFeePoisha: 6_000, totalPoisha: 261_000 });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id));
    expect(items).toMatchObject([{ unitPricePoisha: 85_000, subTotalPoisha: 255_000, quantity: 3 }]);
  });

  it.each([
    [-1, 'Quantity must be at least 1'],
    [0, 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    [1e12, 'Quantity must be at most 999'],
    ['2', 'Quantity must be a number'],
  ])('refuses a quantity of %j with "%s"', async (quantity, message) => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const payload = orderPayload(shopper, [{ product }]);
    (payload.items[0] as { quantity: unknown }).quantity = quantity;
    const response = await placeOrder(t, shopper, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
  });

  it('refuses more than remainingProducts with "Only N items available in stock", and an empty shelf as out of stock', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi(3);
    const tooMany = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 4 }]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 items available in stock');

    // Two lines of the same product count together.
    const split = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [
        { product, quantity: 2, color: 'Red' },
        { product, quantity: 2, color: 'Navy' },
      ]),
    );
    expect(split.statusCode).toBe(409);
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);

    const empty = await panjabi(0);
    const none = await placeOrder(t, shopper, orderPayload(shopper, [{ product: empty }]));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Cotton Panjabi is out of stock');
  });

  it('refuses an order whose goods pass Tk 1,00,00,000 with 400, taking no stock', async () => {
    const shopper = await signedInCustomer(t);
    const gold = await addProduct(t.db, {
      name: 'Gold Set',
      categoryId,
      priceTaka: PRODUCT_MAX_PRICE_TAKA,
      remaining: 5,
    });
    const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product: gold, quantity: 3 }]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(ORDER_TOO_LARGE_MESSAGE);
    expect((await stockOf(t.db, gold.id)).remaining).toBe(5);
  });

  it('requires a colour and size the product offers, and none for a product without options', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const unknownColour = await placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Purple' }]));
    expect(unknownColour.statusCode).toBe(400);
    expect(unknownColour.json().message).toBe('Cotton Panjabi does not come in Purple');
    const unknownSize = await placeOrder(t, shopper, orderPayload(shopper, [{ product, size: 'XXL' }]));
    expect(unknownSize.json().message).toBe('Cotton Panjabi does not come in size XXL');
    const noColour = await placeOrder(t, shopper, orderPayload(shopper, [{ product, color: '' }]));
    expect(noColour.json().message).toBe('Please choose a colour for Cotton Panjabi');

    const honey = await addProduct(t.db, {
      name: 'Sundarban Honey',
      categoryId,
      priceTaka: 650,
      colors: [],
      sizes: [],
    });
    const payload = orderPayload(shopper, [{ product: honey }]);
    delete payload.items[0]!.color;
    delete payload.items[0]!.size;
    expect((await placeOrder(t, shopper, payload)).statusCode).toBe(201);
    const withColour = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: honey, color: 'Red', size: '' }]),
    );
    expect(withColour.json().message).toBe('Sundarban Honey does not come in Red');

    const gone = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: { id: crypto.randomUUID(), name: 'Old Lamp', pricePoisha: 10000 } }]),
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Old Lamp is no longer available');
  });

  it.each([
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '01112345678' }, 'Invalid Bangladeshi phone number'],
    [
      { deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: '', addressDetails: 'Road 1' } },
      'City/Upazila is required',
    ],
    [
      { deliveryAddress: { division: 'Narnia', district: 'Dhaka', city: 'X', addressDetails: 'Road 1' } },
      'Unknown division',
    ],
    [
      { deliveryAddress: { division: 'Dhaka', district: 'Bogura', city: 'X', addressDetails: 'Road 1' } },
      'District is not in the chosen division',
    ],
    [{ items: [] }, 'No item selected for checkout.'],
    [{ paymentMethod: 'bitcoin' }, 'Payment method must be one of cash, mobile-banking, ssl, bkash, nagad'],
  ])('answers 400 for %j with "%s"', async (change, message) => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const response = await placeOrder(t, shopper, { ...orderPayload(shopper, [{ product }]), ...change } as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in customer placing their own order (401, 403)', async () => {
    const rahim = await signedInCustomer(t);
    const nusrat = await signedInCustomer(t);
    const product = await panjabi();
    const payload = orderPayload(rahim, [{ product }]);
    expect((await call(t, 'POST', '/api/order/post-order', payload)).statusCode).toBe(401);
    const forSomeoneElse = await placeOrder(t, nusrat, payload);
    expect(forSomeoneElse.statusCode).toBe(403);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
  });
});

describe('idempotent submit', () => {
  it('answers a retried submit with the first order and takes stock once; the key is per customer', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const payload = orderPayload(shopper, [{ product, quantity: 2 }]);
    const first = await placeOrder(t, shopper, payload, 'checkout-7f3a9c21');
    const retry = await placeOrder(t, shopper, payload, 'checkout-7f3a9c21');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(t.db, shopper.id)).toHaveLength(1);
    expect((await stockOf(t.db, product.id)).remaining).toBe(8);

    const together = await Promise.all([1, 2, 3].map(() => placeOrder(t, shopper, payload, 'checkout-b81e55d0')));
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(together.map((r) => r.json().data._id)).size).toBe(1);
    expect((await stockOf(t.db, product.id)).remaining).toBe(6);

    const other = await signedInCustomer(t);
    const theirs = await placeOrder(t, other, orderPayload(other, [{ product }]), 'checkout-7f3a9c21');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data._id).not.toBe(first.json().data._id);
  });
});

describe('the last units', () => {
  it('100 concurrent orders for the last 10 units give exactly 10 orders and stock 0', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => signedInCustomer(t)));
    const product = await panjabi(10);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const shopper = shoppers[i % shoppers.length]!;
        return placeOrder(t, shopper, orderPayload(shopper, [{ product }]));
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 0, sales: 0 });
    const placed = await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(placed.reduce((sum, item) => sum + item.quantity, 0)).toBe(10);
  });
});

describe('reading orders (GET /order/get-order-by-customerId)', () => {
  it('lists the customer own orders newest first; others are refused, an admin reads any', async () => {
    const rahim = await signedInCustomer(t);
    const product = await panjabi();
    const first = await placeOrder(t, rahim, orderPayload(rahim, [{ product }]));
    const second = await placeOrder(t, rahim, orderPayload(rahim, [{ product, quantity: 2 }]));
    const own = await call(t, 'GET', `/api/order/get-order-by-customerId/${rahim.id}`, undefined, {
      token: rahim.accessToken,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((o: { _id: string }) => o._id)).toEqual([second.json().data._id, first.json().data._id]);

    const nusrat = await signedInCustomer(t);
    const other = await call(t, 'GET', `/api/order/get-order-by-customerId/${rahim.id}`, undefined, {
      token: nusrat.accessToken,
    });
    expect(other.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/order/get-order-by-customerId/${rahim.id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/order/get-order-by-customerId/xyz', undefined, { token: rahim.accessToken }))
        .statusCode,
    ).toBe(400);
    await makeAdmin(t, nusrat.id);
    const admin = await call(t, 'GET', `/api/order/get-order-by-customerId/${rahim.id}`, undefined, {
      token: nusrat.accessToken,
    });
    expect(admin.json().data).toHaveLength(2);
  });
});

describe('cancelling and moving orders on (PATCH /order/update-status)', () => {
  const patch = (orderId: string, status: string, who: { accessToken: string }) =>
    call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: who.accessToken });

  it('lets a customer cancel their own pending order once, returning its stock once', async () => {
    const rahim = await signedInCustomer(t);
    const nusrat = await signedInCustomer(t);
    const product = await panjabi();
    const orderId = (await placeOrder(t, rahim, orderPayload(rahim, [{ product, quantity: 4 }]))).json().data._id;
    expect((await stockOf(t.db, product.id)).remaining).toBe(6);

    expect((await patch(orderId, 'cancelled', nusrat)).statusCode).toBe(403);
    expect((await patch(orderId, 'shipped', rahim)).statusCode).toBe(403);
    const cancelled = await patch(orderId, 'cancelled', rahim);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ _id: orderId, status: 'cancelled' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });

    const again = await patch(orderId, 'cancelled', rahim);
    expect(again.statusCode).toBe(200);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
    expect((await patch(crypto.randomUUID(), 'cancelled', rahim)).statusCode).toBe(404);
    expect((await patch(orderId, 'lost', rahim)).json().message).toBe(
      'status must be one of pending, processing, shipped, delivered, cancelled, returned',
    );
  });

  it('puts a product whose last unit an order took after those in stock in the listing at once, and back when it is cancelled', async () => {
    const shopper = await signedInCustomer(t);
    const shelf = (await addCategory(t.db, 'Shelf')).id;
    const last = await addProduct(t.db, {
      name: 'Last One',
      categoryId: shelf,
      remaining: 1,
      createdAt: new Date('2026-10-02T00:00:00Z'),
    });
    await addProduct(t.db, {
      name: 'Plenty',
      categoryId: shelf,
      remaining: 5,
      createdAt: new Date('2026-10-01T00:00:00Z'),
    });
    // A new address each time: the response cache keeps an answer a few seconds (decision 010).
    const listed = async (limit: number) =>
      (await call(t, 'GET', `/api/products?category=${shelf}&inStockFirst=true&limit=${limit}`))
        .json()
        .data.data.map((product: { productName: string }) => product.productName);
    expect(await listed(10)).toEqual(['Last One', 'Plenty']);

    const orderId = (await placeOrder(t, shopper, orderPayload(shopper, [{ product: last, quantity: 1 }]))).json().data
      ._id;
    expect(await listed(9)).toEqual(['Plenty', 'Last One']);
    expect((await patch(orderId, 'cancelled', shopper)).statusCode).toBe(200);
    expect(await listed(8)).toEqual(['Last One', 'Plenty']);
  });

  it('lets the shop move an order on one step at a time; a processing order can no longer be cancelled', async () => {
    const rahim = await signedInCustomer(t);
    const admin = await signedInCustomer(t);
    await makeAdmin(t, admin.id);
    const product = await panjabi();
    const orderId = (await placeOrder(t, rahim, orderPayload(rahim, [{ product }]))).json().data._id;

    expect((await patch(orderId, 'shipped', admin)).statusCode).toBe(409);
    expect((await patch(orderId, 'processing', admin)).json().data.status).toBe('processing');
    const late = await patch(orderId, 'cancelled', rahim);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only pending orders can be cancelled');
    expect((await patch(orderId, 'shipped', admin)).json().data.status).toBe('shipped');
    // Units count as sales once they are delivered, not when ordered.
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 9, sales: 0 });
    expect((await patch(orderId, 'delivered', admin)).json().data.status).toBe('delivered');
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 9, sales: 1 });
    expect((await patch(orderId, 'delivered', admin)).json().data.status).toBe('delivered');
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 9, sales: 1 });
  });
});
