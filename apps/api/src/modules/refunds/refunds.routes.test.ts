import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REFUND_NUMBER_MESSAGE } from '@dokan/domain';

import { auditLog, coupons, orders } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { addCoupon, bkashTrxId, orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { ALREADY_REQUESTED } from './refunds.service.ts';

let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
let other: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  [shopper, other, admin] = await Promise.all([signedInCustomer(t), signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const jamdani = (remaining = 10) => addProduct(t.db, { name: 'Jamdani Saree', categoryId, priceTaka: 4500, remaining });

/** A mobile-banking order whose transfer the shopper reported; the payment is pending until the shop confirms it. */
async function reportedTransferOrder(customer = shopper, quantity = 2, extra: Parameters<typeof orderPayload>[2] = {}) {
  const product = await jamdani();
  const response = await placeOrder(
    t,
    customer,
    orderPayload(customer, [{ product, quantity }], {
      paymentMethod: 'mobile-banking',
      paymentNumber: '01812345678',
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
      ...extra,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { product, order: response.json().data };
}

/** A mobile-banking order the shop has confirmed paid: the money is in, so cancelling means a refund. */
async function mobileBankingOrder(customer = shopper, quantity = 2, extra: Parameters<typeof orderPayload>[2] = {}) {
  const placed = await reportedTransferOrder(customer, quantity, extra);
  const confirmed = await call(
    t,
    'PATCH',
    `/api/order/confirm-payment/${placed.order._id}`,
    {},
    { token: admin.accessToken },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return placed;
}

async function cashOrder(customer = shopper) {
  const product = await jamdani();
  const response = await placeOrder(t, customer, orderPayload(customer, [{ product }]));
  expect(response.statusCode).toBe(201);
  return { product, order: response.json().data };
}

const ask = (customer: SignedIn, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/refund/post', body, { token: customer.accessToken });

const bkash = (orderId: string) => ({ orderId, refundMethod: 'bkash', refundNumber: '01712345678' });

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('asking for a refund (POST /refund/post)', () => {
  it('cancels the paid order, gives its stock back once and answers the refund with its order', async () => {
    const { product, order } = await mobileBankingOrder();
    expect((await stockOf(t.db, product.id)).remaining).toBe(8);

    const response = await ask(shopper, bkash(order._id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Refund request submitted!');
    const refund = response.json().data;
    expect(refund).toMatchObject({
      refundMethod: 'bkash',
      refundNumber: '01712345678',
      refundStatus: 'Pending',
      amount: 9060,
      orderId: { _id: order._id, status: 'cancelled', paymentMethod: 'mobile-banking', totalPrice: 9060 },
    });
    expect(refund.orderId.items).toHaveLength(1);
    expect(new Date(refund.createdAt).toISOString()).toBe(refund.createdAt);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
    expect((await orderRow(order._id)).stockReturnedAt).not.toBeNull();

    // A second request for the same order is refused, and the stock stays where it is.
    const again = await ask(shopper, { ...bkash(order._id), refundMethod: 'nagad' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REQUESTED);
    // Nor can the cancelled order be cancelled again through the orders route.
    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${order._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
  });

  it('takes a card order the gateway has paid, and gives its coupon use back', async () => {
    await addCoupon(t.db, { code: 'EID10', value: 10 });
    const product = await jamdani();
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], { paymentMethod: 'ssl', cuopon: 'EID10', discount: 450 }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order._id));
    const usedBefore = (await t.db.select().from(coupons).where(eq(coupons.code, 'EID10')))[0]!.usedCount;
    expect(usedBefore).toBe(1);

    const response = await ask(shopper, { orderId: order._id, refundMethod: 'rocket', refundNumber: ' 01912345678 ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ refundNumber: '01912345678', amount: 4110 });
    expect((await t.db.select().from(coupons).where(eq(coupons.code, 'EID10')))[0]!.usedCount).toBe(0);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
  });

  it('refuses an unpaid cash order, and an unpaid card order, with a clear message', async () => {
    const { order, product } = await cashOrder();
    const response = await ask(shopper, bkash(order._id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This order has not been paid, so there is nothing to refund. Cancel the order instead.',
    );
    expect((await orderRow(order._id)).status).toBe('pending');
    expect((await stockOf(t.db, product.id)).remaining).toBe(9);

    const card = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await jamdani() }], { paymentMethod: 'ssl' }),
    );
    const unpaid = await ask(shopper, bkash(card.json().data._id));
    expect(unpaid.statusCode).toBe(409);
    expect((await orderRow(card.json().data._id)).status).toBe('pending');
  });

  it('refuses a mobile-banking order whose transfer the shop has not confirmed; it is cancelled without a refund', async () => {
    const { order, product } = await reportedTransferOrder();
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    const response = await ask(shopper, bkash(order._id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This order has not been paid, so there is nothing to refund. Cancel the order instead.',
    );
    expect((await orderRow(order._id)).status).toBe('pending');

    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${order._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
    const listed = await call(t, 'GET', '/api/refund', undefined, { token: shopper.accessToken });
    expect(listed.json().data.map((refund: { orderId: { _id: string } }) => refund.orderId._id)).not.toContain(
      order._id,
    );
  });

  it('refuses an order that is no longer pending', async () => {
    const { order } = await mobileBankingOrder();
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order._id));
    const response = await ask(shopper, bkash(order._id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only pending orders can be cancelled');
  });

  it("refuses another customer's order (403), an unknown one (404), and asks for sign-in (401)", async () => {
    const { order, product } = await mobileBankingOrder();
    const response = await ask(other, bkash(order._id));
    expect(response.statusCode).toBe(403);
    expect((await orderRow(order._id)).status).toBe('pending');
    expect((await stockOf(t.db, product.id)).remaining).toBe(8);
    expect((await ask(shopper, bkash('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/refund/post', bkash(order._id))).statusCode).toBe(401);
  });

  it('checks the refund method and number with the shared rules', async () => {
    const { order } = await mobileBankingOrder();
    const badNumber = await ask(shopper, { ...bkash(order._id), refundNumber: '01212345678' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain(REFUND_NUMBER_MESSAGE);
    const card = await ask(shopper, { ...bkash(order._id), refundMethod: 'card' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toContain('Refund method must be one of bkash, nagad, rocket');
    expect((await ask(shopper, bkash('not-an-id'))).statusCode).toBe(400);
    expect((await orderRow(order._id)).status).toBe('pending');
  });

  it('of two requests for the same order at once, exactly one wins and the stock goes back once', async () => {
    const { order, product } = await mobileBankingOrder(shopper, 3);
    const answers = await Promise.all([ask(shopper, bkash(order._id)), ask(shopper, bkash(order._id))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await stockOf(t.db, product.id)).remaining).toBe(10);
  });
});

describe('listing refunds (GET /refund)', () => {
  it('shows a customer only the refunds of their own orders, newest first; the shop sees all', async () => {
    const customer = await signedInCustomer(t);
    const first = (await mobileBankingOrder(customer)).order;
    const second = (await mobileBankingOrder(customer)).order;
    const theirs = (await mobileBankingOrder(other)).order;
    for (const [who, id] of [
      [customer, first._id],
      [customer, second._id],
      [other, theirs._id],
    ] as const) {
      expect((await ask(who, bkash(id))).statusCode).toBe(201);
    }

    const mine = await call(t, 'GET', '/api/refund', undefined, { token: customer.accessToken });
    expect(mine.statusCode).toBe(200);
    const list = mine.json().data;
    expect(list.map((r: { orderId: { _id: string } }) => r.orderId._id)).toEqual([second._id, first._id]);
    expect(list[0]).toMatchObject({
      _id: expect.any(String),
      createdAt: expect.any(String),
      refundMethod: 'bkash',
      refundNumber: '01712345678',
      refundStatus: 'Pending',
      orderId: {
        _id: second._id,
        transaction_id: second.transaction_id,
        customerId: customer.id,
        status: 'cancelled',
        items: [{ productName: 'Jamdani Saree', quantity: 2, price: 4500, subTotal: 9000 }],
      },
    });

    const all = (await call(t, 'GET', '/api/refund', undefined, { token: admin.accessToken })).json().data;
    const ids = all.map((r: { orderId: { _id: string } }) => r.orderId._id);
    expect(ids).toEqual(expect.arrayContaining([first._id, second._id, theirs._id]));
    expect(ids.indexOf(theirs._id)).toBeLessThan(ids.indexOf(first._id));
    expect((await call(t, 'GET', '/api/refund')).statusCode).toBe(401);
  });
});

describe('the shop settles a refund (PATCH /refund/{id})', () => {
  it('lets an admin change the status (audited), and refuses customers, the owner included', async () => {
    const { order } = await mobileBankingOrder();
    const refund = (await ask(shopper, bkash(order._id))).json().data;
    const patch = (who: SignedIn, body: Record<string, unknown>, id = refund._id) =>
      call(t, 'PATCH', `/api/refund/${id}`, body, { token: who.accessToken });

    expect((await patch(shopper, { id: refund._id, status: 'Completed' })).statusCode).toBe(403);
    expect((await patch(other, { status: 'Completed' })).statusCode).toBe(403);

    const rejected = await patch(admin, { id: refund._id, status: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ _id: refund._id, refundStatus: 'Rejected' });
    const completed = await patch(admin, { status: 'Completed' });
    expect(completed.json().data.refundStatus).toBe('Completed');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund'), eq(auditLog.entityId, refund._id)));
    expect(entries.map((e) => [e.actorId, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [admin.id, { refundStatus: 'Pending' }, { refundStatus: 'Rejected' }],
        [admin.id, { refundStatus: 'Rejected' }, { refundStatus: 'Completed' }],
      ]),
    );

    // Money paid out stays paid out.
    expect((await patch(admin, { status: 'Failed' })).statusCode).toBe(409);
    const listed = (await call(t, 'GET', '/api/refund', undefined, { token: shopper.accessToken })).json().data;
    expect(listed.find((r: { _id: string }) => r._id === refund._id).refundStatus).toBe('Completed');

    expect((await patch(admin, { status: 'Refunded' })).statusCode).toBe(400);
    expect((await patch(admin, { id: '00000000-0000-4000-8000-000000000000', status: 'Pending' })).statusCode).toBe(
      400,
    );
    expect((await patch(admin, { status: 'Pending' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await patch(admin, { status: 'Pending' }, 'nope')).statusCode).toBe(400);
  });
});
