/**
 * A parcel paid with bKash that comes back is owed its money: the return opens a Pending refund for
 * the admin by itself (once, however often it is said), and approving it sends the money back
 * through bKash's refund API (a local server speaking its Tokenized Checkout protocol). Cash on
 * delivery that comes back owes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { BKASH_TEST_MERCHANT, type BkashTestServer, startBkashTestServer } from '../../test/bkash-server.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';

let bkash: BkashTestServer;
let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  bkash = await startBkashTestServer();
  t = await createTestApp({
    payments: {
      sslcommerz: null,
      sandboxSecret: null,
      bkash: { apiUrl: bkash.url, ...BKASH_TEST_MERCHANT, timeoutMs: 4_000 },
    },
  });
  categoryId = (await addCategory(t.db, 'Electronics')).id;
  shopper = await signedInCustomer(t);
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(async () => {
  await t.close();
  await bkash.close();
});

const move = (orderId: string, status: string) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: admin.accessToken });

async function shipped(orderId: string) {
  expect((await move(orderId, 'processing')).statusCode).toBe(200);
  expect((await move(orderId, 'shipped')).statusCode).toBe(200);
}

/** A fan (Tk 2,500, Tk 60 delivery) paid with bKash through its checkout. */
async function bkashPaidOrder() {
  const product = await addProduct(t.db, { name: 'Walton Fan', categoryId, priceTaka: 2500, remaining: 4 });
  const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'bkash' }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as { _id: string; transaction_id: string; url: string };
  const paymentId = order.url.split('/').at(-1)!;
  bkash.approve(paymentId);
  await call(t, 'GET', `/api/payments/bkash/callback?paymentID=${paymentId}&status=success`);
  const payment = bkash.payments.get(paymentId)!;
  return { order, product, payment };
}

type RefundView = {
  _id: string;
  orderId: { _id: string };
  refundMethod: string;
  refundNumber: string;
  refundStatus: string;
  amount: number;
};
const refundsSeenBy = async (who: SignedIn) =>
  (await call(t, 'GET', '/api/refund', undefined, { token: who.accessToken })).json().data as RefundView[];
const refundOf = async (orderId: string, who = admin) =>
  (await refundsSeenBy(who)).filter((refund) => refund.orderId._id === orderId);

describe('a bKash-paid parcel that comes back', () => {
  it('opens a pending refund of the whole payment to the bKash account, once, which the shopper sees too', async () => {
    const { order, product } = await bkashPaidOrder();
    await shipped(order._id);
    expect(await refundOf(order._id)).toEqual([]);

    expect((await move(order._id, 'returned')).statusCode).toBe(200);
    expect((await move(order._id, 'returned')).statusCode).toBe(200);

    const opened = await refundOf(order._id);
    expect(opened).toEqual([
      expect.objectContaining({
        refundMethod: 'bkash',
        refundNumber: '01712345678',
        refundStatus: 'Pending',
        amount: 2560,
      }),
    ]);
    expect(await refundOf(order._id, shopper)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 4, sales: 0 });
    // The shopper cannot ask again: the refund is there, and the order is no longer pending.
    const again = await call(
      t,
      'POST',
      '/api/refund/post',
      { orderId: order._id, refundMethod: 'bkash', refundNumber: '01712345678' },
      { token: shopper.accessToken },
    );
    expect(again.statusCode).toBe(409);
  });

  it('sends the money back through bKash when the admin approves the refund', async () => {
    const { order, payment } = await bkashPaidOrder();
    await shipped(order._id);
    await move(order._id, 'returned');
    const [refund] = await refundOf(order._id);

    const settled = await call(
      t,
      'PATCH',
      `/api/refund/${refund!._id}`,
      { status: 'Completed' },
      { token: admin.accessToken },
    );

    expect(settled.statusCode, settled.body).toBe(200);
    expect(bkash.refunds.filter((sent) => sent.paymentId === payment.paymentID)).toEqual([
      expect.objectContaining({
        trxId: payment.trxID,
        refundAmount: '2560.00',
        sku: order.transaction_id,
        reason: 'Parcel returned to the shop',
      }),
    ]);
    expect(settled.json().data).toMatchObject({ refundStatus: 'Completed', amount: 2560 });
  });
});

describe('a cash-on-delivery parcel that comes back', () => {
  it('opens no refund: nothing was paid', async () => {
    const product = await addProduct(t.db, { name: 'Rice Cooker', categoryId, priceTaka: 1800, remaining: 3 });
    const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product }]));
    const orderId = placed.json().data._id as string;
    await shipped(orderId);
    expect((await move(orderId, 'returned')).json().data).toMatchObject({
      status: 'returned',
      paymentStatus: 'unpaid',
    });
    expect(await refundOf(orderId)).toEqual([]);
  });
});
