/**
 * The bKash driver against a local server that speaks bKash's Tokenized Checkout protocol (token
 * grant and refresh, create, execute, query), its failures included: execute that never answers,
 * a repeated callback, a forged one, an amount that differs, a revoked token; the token shared
 * by two shop processes on one database; refunds through bKash's refund API, and a refund whose
 * answer is lost, settled through bKash's refund status.
 */
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { bkashPayments, orders, paymentGatewayTokens } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { BKASH_TEST_MERCHANT, type BkashTestServer, startBkashTestServer } from '../../test/bkash-server.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';

let bkash: BkashTestServer;
let database: DatabaseHandle;
let t: TestApp;
/** A second process of the same shop: its own memory, the same database. */
let other: TestApp;
let categoryId: string;
let shopper: SignedIn;
let admin: SignedIn;

/** Options for every process of the shop: one database, one signing secret, one bKash merchant. */
const shopOptions = () => ({
  database,
  accounts: { secret: ACCOUNTS_SECRET },
  payments: {
    sslcommerz: null,
    sandboxSecret: null,
    // Long enough for a loaded machine: execute that never answers is given up after it.
    bkash: { apiUrl: bkash.url, ...BKASH_TEST_MERCHANT, timeoutMs: 4_000 },
  },
});
const ACCOUNTS_SECRET = randomBytes(32).toString('hex');

beforeAll(async () => {
  bkash = await startBkashTestServer();
  database = await openTestDatabase();
  t = await createTestApp(shopOptions());
  other = await createTestApp(shopOptions());
  categoryId = (await addCategory(t.db, 'Electronics')).id;
  shopper = await signedInCustomer(t);
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(async () => {
  await t.close();
  await other.close();
  await database.close();
  await bkash.close();
});
beforeEach(() => bkash.reset());

async function bkashOrder(app = t) {
  const product = await addProduct(t.db, { name: 'Walton Fan', categoryId, priceTaka: 2500, remaining: 4 });
  const response = await placeOrder(app, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'bkash' }));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data as { _id: string; transaction_id: string; url: string };
  const paymentId = order.url.split('/').at(-1)!;
  return { product, order, paymentId, payment: bkash.payments.get(paymentId)! };
}

function callback(paymentId: string, status = 'success', app = t) {
  return call(
    app,
    'GET',
    `/api/payments/bkash/callback?paymentID=${paymentId}&status=${status}&signature=x1&apiVersion=1.2.0-beta`,
  );
}

async function orderRow(transactionId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row!;
}

const successPage = (tranId: string) => `http://localhost:3000/payment/success/${tranId}`;
const failedPage = (tranId: string) => `http://localhost:3000/payment/failed/${tranId}`;

describe('bKash checkout', () => {
  it('creates a payment in mode 0011 for the order total in BDT, the order number as invoice, and sends the shopper to bKash', async () => {
    const { order, payment } = await bkashOrder();
    expect(order.url).toBe(`${bkash.url.replace('/v1.2.0-beta', '')}/checkout/${payment.paymentID}`);
    expect(payment).toMatchObject({
      amount: '2560.00',
      currency: 'BDT',
      merchantInvoiceNumber: order.transaction_id,
      payerReference: '01712345678',
      callbackURL: 'http://localhost:3000/api/payments/bkash/callback',
    });
    expect(await orderRow(order.transaction_id)).toMatchObject({ paymentMethod: 'bkash', paymentStatus: 'unpaid' });
  });

  it('executes the approved payment on the callback and marks the order paid with bKash trxID; a second callback changes nothing', async () => {
    const { order, paymentId, payment } = await bkashOrder();
    bkash.approve(paymentId);

    const response = await callback(paymentId);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(successPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.trxID,
    });

    const executes = bkash.calls.execute;
    const again = await callback(paymentId);
    expect(again.headers.location).toBe(successPage(order.transaction_id));
    expect(bkash.calls.execute).toBe(executes);
    const [row] = await t.db.select().from(bkashPayments).where(eq(bkashPayments.paymentId, paymentId));
    expect(row).toMatchObject({ state: 'completed', trxId: payment.trxID });
  });

  it('asks for the payment status when execute never answers, and counts the payment bKash completed', async () => {
    const { order, paymentId, payment } = await bkashOrder();
    bkash.approve(paymentId);
    bkash.faults.executeHangs = true;
    const queries = bkash.calls.query;

    const response = await callback(paymentId);

    expect(response.headers.location).toBe(successPage(order.transaction_id));
    expect(bkash.calls.query).toBe(queries + 1);
    expect(await orderRow(order.transaction_id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.trxID,
    });
  });

  it('refuses a forged success callback for a payment the shopper has not approved, and still takes the real one after it', async () => {
    const { order, paymentId } = await bkashOrder();

    const forged = await callback(paymentId);
    expect(forged.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

    const unknown = await callback('TR0011FORGED000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown bKash payment');
    expect((await callback('../etc')).statusCode).toBe(400);

    bkash.approve(paymentId);
    const real = await callback(paymentId);
    expect(real.headers.location).toBe(successPage(order.transaction_id));
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('paid');
  });

  it('does not count a payment whose amount differs from the order total', async () => {
    const { order, paymentId } = await bkashOrder();
    bkash.approve(paymentId);
    bkash.faults.reportAmount = '1.00';

    const response = await callback(paymentId);

    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('cancels the order and gives its stock back when the shopper cancels on bKash, once bKash confirms it is not paid', async () => {
    const { order, paymentId, product } = await bkashOrder();
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);

    const response = await callback(paymentId, 'cancel');

    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
  });

  it('marks a payment paid once when 50 callbacks for it arrive at once, through both processes; bKash executes it once', async () => {
    const { order, paymentId } = await bkashOrder();
    bkash.approve(paymentId);
    const executes = bkash.calls.execute;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => callback(paymentId, 'success', i % 2 ? t : other)),
    );

    expect(answers.map((answer) => answer.headers.location)).toEqual(
      Array.from({ length: 50 }, () => successPage(order.transaction_id)),
    );
    expect(bkash.calls.execute).toBe(executes + 1);
    const row = await orderRow(order.transaction_id);
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentReference: bkash.payments.get(paymentId)!.trxID });
  });

  it('counts, instead of cancelling, an abandoned order whose payment bKash completed although no answer came back', async () => {
    const { order, paymentId } = await bkashOrder();
    bkash.approve(paymentId);
    bkash.faults.executeHangs = true;
    bkash.faults.queryFails = true;

    const response = await callback(paymentId);
    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');

    bkash.reset();
    const abandoned = await bkashOrder();
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.paymentMethod, 'bkash'));
    await t.services.sweepAbandonedPayments();

    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await orderRow(abandoned.order.transaction_id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
  });
});

describe('the bKash token', () => {
  /** Two processes started afresh (nothing in their memory), on the shared database. */
  async function twoProcesses<T>(work: (apps: TestApp[]) => Promise<T>): Promise<T> {
    const apps = await Promise.all([createTestApp(shopOptions()), createTestApp(shopOptions())]);
    try {
      return await work(apps);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }

  it('is granted once for both processes, then refreshed once for both shortly before it expires', async () => {
    await t.db.delete(paymentGatewayTokens);
    const grants = bkash.calls.grant;
    await twoProcesses(async ([a, b]) => {
      await Promise.all([bkashOrder(a), bkashOrder(b), bkashOrder(a), bkashOrder(b)]);
    });
    expect(bkash.calls.grant).toBe(grants + 1);

    await t.db.update(paymentGatewayTokens).set({ expiresAt: new Date(Date.now() + 60_000) });
    const refreshes = bkash.calls.refresh;
    await twoProcesses(async ([a, b]) => {
      await Promise.all([bkashOrder(a), bkashOrder(b), bkashOrder(a), bkashOrder(b)]);
    });
    expect(bkash.calls.refresh).toBe(refreshes + 1);
    expect(bkash.calls.grant).toBe(grants + 1);
  });

  it('is granted again when bKash no longer takes it', async () => {
    const grants = bkash.calls.grant;
    bkash.revokeTokens();
    await bkashOrder();
    expect(bkash.calls.grant).toBe(grants + 1);
  });
});

describe('bKash refunds', () => {
  async function paidOrder() {
    const placed = await bkashOrder();
    bkash.approve(placed.paymentId);
    expect((await callback(placed.paymentId)).headers.location).toBe(successPage(placed.order.transaction_id));
    return placed;
  }

  async function refundRequest(orderId: string) {
    const response = await call(
      t,
      'POST',
      '/api/refund/post',
      { orderId, refundMethod: 'bkash', refundNumber: '01712345678' },
      { token: shopper.accessToken },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data._id as string;
  }

  const settle = (refundId: string, body: Record<string, unknown>) =>
    call(t, 'PATCH', `/api/refund/${refundId}`, body, { token: admin.accessToken });

  async function shoppersRefund(refundId: string) {
    const list = await call(t, 'GET', '/api/refund', undefined, { token: shopper.accessToken });
    return (list.json().data as Array<{ _id: string }>).find((refund) => refund._id === refundId);
  }

  it('sends the whole payment back through bKash when the admin completes the refund, and records its refund transaction id', async () => {
    const { order, payment } = await paidOrder();
    const refundId = await refundRequest(order._id);
    expect(bkash.refunds.filter((refund) => refund.paymentId === payment.paymentID)).toEqual([]);

    const response = await settle(refundId, { status: 'Completed' });

    expect(response.statusCode, response.body).toBe(200);
    const sent = bkash.refunds.filter((refund) => refund.paymentId === payment.paymentID);
    expect(sent).toEqual([
      expect.objectContaining({ trxId: payment.trxID, refundAmount: '2560.00', sku: order.transaction_id }),
    ]);
    expect(await shoppersRefund(refundId)).toMatchObject({
      refundStatus: 'Completed',
      amount: 2560,
      refundTrxId: sent[0]!.refundTrxId,
    });
    // Completed is final: no second refund goes out.
    expect((await settle(refundId, { status: 'Completed' })).statusCode).toBe(200);
    expect(bkash.refunds.filter((refund) => refund.paymentId === payment.paymentID)).toHaveLength(1);
  });

  it('refunds part of the payment when the admin names an amount, never more than was paid', async () => {
    const { order, payment } = await paidOrder();
    const refundId = await refundRequest(order._id);

    const tooMuch = await settle(refundId, { status: 'Completed', amount: 2560.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('A refund cannot be more than the 2560 taka paid');

    expect((await settle(refundId, { status: 'Completed', amount: 1000.5 })).statusCode).toBe(200);
    expect(bkash.refunds.filter((refund) => refund.paymentId === payment.paymentID)).toEqual([
      expect.objectContaining({ refundAmount: '1000.50' }),
    ]);
    expect(await shoppersRefund(refundId)).toMatchObject({ refundStatus: 'Completed', amount: 1000.5 });
  });

  it('leaves the refund pending with a 502 when bKash refuses it, and sends it once when two approvals come at once', async () => {
    const { order, payment } = await paidOrder();
    const refundId = await refundRequest(order._id);
    const trxId = payment.trxID;
    payment.trxID = 'BSOMEONEELSE';

    const refused = await settle(refundId, { status: 'Completed' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The payment gateway did not refund: bKash 2011: Invalid Transaction ID. Please try again.',
    );
    expect(await shoppersRefund(refundId)).toMatchObject({ refundStatus: 'Pending', refundTrxId: null });

    payment.trxID = trxId;
    const both = await Promise.all([
      settle(refundId, { status: 'Completed' }),
      settle(refundId, { status: 'Completed' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(bkash.refunds.filter((refund) => refund.paymentId === payment.paymentID)).toHaveLength(1);
  });

  const refundsOf = (paymentId: string) => bkash.refunds.filter((refund) => refund.paymentId === paymentId);

  it.each(['hangs', 'drops'] as const)(
    'counts a refund bKash made whose answer was lost (%s) by asking its refund status, and never sends it twice',
    async (fault) => {
      const { order, payment } = await paidOrder();
      const refundId = await refundRequest(order._id);
      bkash.faults.refundAnswer = fault;
      const statusCalls = bkash.calls.refundStatus;

      const response = await settle(refundId, { status: 'Completed', amount: 1000 });

      expect(response.statusCode, response.body).toBe(200);
      const sent = refundsOf(payment.paymentID);
      expect(sent).toEqual([expect.objectContaining({ refundAmount: '1000.00' })]);
      // Asked before sending, and again once the answer was lost.
      expect(bkash.calls.refundStatus - statusCalls).toBe(2);
      expect(await shoppersRefund(refundId)).toMatchObject({
        refundStatus: 'Completed',
        amount: 1000,
        refundTrxId: sent[0]!.refundTrxId,
      });
      const [row] = await t.db.select().from(bkashPayments).where(eq(bkashPayments.paymentId, payment.paymentID));
      expect(row).toMatchObject({ refundedPoisha: 100_000, refundTrxId: sent[0]!.refundTrxId });
    },
  );

  it('sends the refund again, once, when the connection broke before bKash refunded anything', async () => {
    const { order, payment } = await paidOrder();
    const refundId = await refundRequest(order._id);
    bkash.faults.refundAnswer = 'drops-before';
    const refundCalls = bkash.calls.refund;

    const response = await settle(refundId, { status: 'Completed' });

    expect(response.statusCode, response.body).toBe(200);
    expect(bkash.calls.refund - refundCalls).toBe(2);
    expect(refundsOf(payment.paymentID)).toEqual([expect.objectContaining({ refundAmount: '2560.00' })]);
    expect(await shoppersRefund(refundId)).toMatchObject({ refundStatus: 'Completed', amount: 2560 });
  });

  it('keeps a refund whose outcome bKash cannot tell pending (502), and counts it on the next try instead of paying twice', async () => {
    const { order, payment } = await paidOrder();
    const refundId = await refundRequest(order._id);
    bkash.faults.refundAnswer = 'hangs';
    const refundCalls = bkash.calls.refund;

    const pending = settle(refundId, { status: 'Completed', amount: 500 });
    await vi.waitFor(() => expect(bkash.calls.refund).toBe(refundCalls + 1), { timeout: 10_000 });
    bkash.faults.refundStatusFails = true;
    const unknown = await pending;

    expect(unknown.statusCode).toBe(502);
    expect(await shoppersRefund(refundId)).toMatchObject({ refundStatus: 'Pending', refundTrxId: null });
    expect(refundsOf(payment.paymentID)).toHaveLength(1);

    bkash.faults.refundStatusFails = false;
    const again = await settle(refundId, { status: 'Completed', amount: 500 });
    expect(again.statusCode, again.body).toBe(200);
    const sent = refundsOf(payment.paymentID);
    expect(sent).toHaveLength(1);
    expect(bkash.calls.refund).toBe(refundCalls + 1);
    expect(await shoppersRefund(refundId)).toMatchObject({
      refundStatus: 'Completed',
      amount: 500,
      refundTrxId: sent[0]!.refundTrxId,
    });
  });

  it('refunds, automatically and once, a payment that completes after its order was cancelled', async () => {
    const { order, paymentId, product } = await bkashOrder();
    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${order._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    bkash.approve(paymentId);

    const answers = await Promise.all([callback(paymentId), callback(paymentId, 'success', other)]);

    expect(answers.map((answer) => answer.headers.location)).toEqual([
      failedPage(order.transaction_id),
      failedPage(order.transaction_id),
    ]);
    const payment = bkash.payments.get(paymentId)!;
    expect(payment.transactionStatus).toBe('Completed');
    expect(bkash.refunds.filter((refund) => refund.paymentId === paymentId)).toEqual([
      expect.objectContaining({ trxId: payment.trxID, refundAmount: '2560.00' }),
    ]);
    const [row] = await t.db.select().from(bkashPayments).where(eq(bkashPayments.paymentId, paymentId));
    expect(row).toMatchObject({ refundedPoisha: 256_000, refundTrxId: bkash.refunds.at(-1)!.refundTrxId });
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
  });
});
