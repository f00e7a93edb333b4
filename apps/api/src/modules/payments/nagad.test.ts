/**
 * The Nagad driver against a local server that speaks Nagad's merchant checkout (initialize,
 * complete, verify) with real RSA keys, its failures included: verify or complete that never
 * answers, an answer not signed by Nagad, a repeated callback, forged ones, an amount that differs,
 * a payment that arrives after its order was cancelled; 50 callbacks at once through two processes.
 */
import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { nagadPayments, orderEvents, orders, refunds } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { type NagadTestServer, startNagadTestServer } from '../../test/nagad-server.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { decryptWith, dhakaDateTime, privateKeyFrom } from './nagad-api.ts';

let nagad: NagadTestServer;
let database: DatabaseHandle;
let t: TestApp;
/** A second process of the same shop: its own memory, the same database. */
let other: TestApp;
let categoryId: string;
let shopper: SignedIn;
let admin: SignedIn;

const ACCOUNTS_SECRET = randomBytes(32).toString('hex');
/** Options for every process of the shop: one database, one signing secret, one Nagad merchant. */
const shopOptions = () => ({
  database,
  accounts: { secret: ACCOUNTS_SECRET },
  payments: {
    sslcommerz: null,
    sandboxSecret: null,
    // Long enough for a loaded machine; a call that never answers is given up after it.
    nagad: { apiUrl: nagad.url, ...nagad.merchant, timeoutMs: 3_000 },
  },
});

beforeAll(async () => {
  nagad = await startNagadTestServer();
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
  await nagad.close();
});
beforeEach(() => nagad.reset());

async function nagadOrder(app = t) {
  const product = await addProduct(t.db, { name: 'Walton Fan', categoryId, priceTaka: 2500, remaining: 4 });
  const response = await placeOrder(app, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'nagad' }));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data as { _id: string; transaction_id: string; url: string };
  const ref = order.url.split('/').at(-1)!;
  return { product, order, ref, payment: nagad.payments.get(ref)! };
}

/** The browser comes back from Nagad's page, with what Nagad puts in the address. */
function callback(ref: string, app = t) {
  const address = new URL(nagad.callbackUrlOf(ref));
  return call(app, 'GET', `${address.pathname}${address.search}`);
}

function rawCallback(query: string, app = t) {
  return call(app, 'GET', `/api/payments/nagad/callback?${query}`);
}

async function orderRow(transactionId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row!;
}

async function paidEvents(orderId: string) {
  return t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'paid')));
}

const successPage = (tranId: string) => `http://localhost:3000/payment/success/${tranId}`;
const failedPage = (tranId: string) => `http://localhost:3000/payment/failed/${tranId}`;

describe('the Nagad protocol', () => {
  it("gives Nagad's datetime in Dhaka time, YYYYMMDDHHmmss", () => {
    expect(dhakaDateTime(new Date('2026-11-26T20:15:07Z'))).toBe('20261127021507');
  });

  it('decrypts sensitiveData padded as PKCS#1 v1.5, and refuses what is not', async () => {
    const { publicEncrypt, constants, generateKeyPairSync } = await import('node:crypto');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('{"a":"১"}'));
    expect(decryptWith(privateKey, cipher.toString('base64'))).toBe('{"a":"১"}');
    const oaep = publicEncrypt({ key: publicKey }, Buffer.from('x')).toString('base64');
    expect(() => decryptWith(privateKey, oaep)).toThrow(/not ours/);
    expect(privateKeyFrom(nagad.merchant.privateKey).asymmetricKeyType).toBe('rsa');
  });
});

describe('Nagad checkout', () => {
  it('initializes and completes a checkout for the order total in BDT, signed and encrypted, and sends the shopper to Nagad', async () => {
    const { order, payment, ref } = await nagadOrder();
    expect(order.url).toBe(`${nagad.url.replace('/remote-payment-gateway-1.0/api/dfs', '')}/page/${ref}`);
    expect(payment).toMatchObject({
      merchantId: nagad.merchant.merchantId,
      orderId: order.transaction_id,
      amount: '2560.00',
      currencyCode: '050',
      callbackUrl: 'http://localhost:3000/api/payments/nagad/callback',
      status: 'Ready',
    });
    expect(nagad.lastHeaders).toMatchObject({ 'x-km-api-version': 'v-0.2.0', 'x-km-client-type': 'PC_WEB' });
    expect(await orderRow(order.transaction_id)).toMatchObject({ paymentMethod: 'nagad', paymentStatus: 'unpaid' });
    const [row] = await t.db.select().from(nagadPayments).where(eq(nagadPayments.paymentRefId, ref));
    expect(row).toMatchObject({ transactionId: order.transaction_id, amountPoisha: 256_000, state: 'created' });
  });

  it("marks the order paid with Nagad's transaction id once verify says Success; a second callback changes nothing", async () => {
    const { order, ref, payment } = await nagadOrder();
    nagad.pay(ref);

    const response = await callback(ref);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(successPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.issuerPaymentRefNo,
    });

    const verifies = nagad.calls.verify;
    const again = await callback(ref);
    expect(again.headers.location).toBe(successPage(order.transaction_id));
    expect(nagad.calls.verify).toBe(verifies);
    expect(await paidEvents(order._id)).toHaveLength(1);
    const [row] = await t.db.select().from(nagadPayments).where(eq(nagadPayments.paymentRefId, ref));
    expect(row).toMatchObject({ state: 'completed', issuerPaymentRef: payment.issuerPaymentRefNo });
  });

  it('refuses forged callbacks (unknown payment, bad data, another order, Success before paying) and still takes the real one', async () => {
    const { order, ref } = await nagadOrder();

    const early = await rawCallback(`payment_ref_id=${ref}&order_id=${order.transaction_id}&status=Success`);
    expect(early.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

    const unknown = await rawCallback('payment_ref_id=MTExFORGED0000&status=Success');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown Nagad payment');
    const bad = await rawCallback('payment_ref_id=../etc&status=Success');
    expect(bad.statusCode).toBe(400);
    expect((await rawCallback('status=Success')).statusCode).toBe(400);
    const another = await rawCallback(`payment_ref_id=${ref}&order_id=DKNSOMEONEELSE&status=Success`);
    expect(another.statusCode).toBe(400);
    expect(another.json().message).toBe('This Nagad payment is for another order');

    nagad.pay(ref);
    const real = await callback(ref);
    expect(real.headers.location).toBe(successPage(order.transaction_id));
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('paid');
  });

  it('does not count a payment whose amount differs from the order total', async () => {
    const { order, ref } = await nagadOrder();
    nagad.pay(ref);
    nagad.faults.reportAmount = '1.00';

    const response = await callback(ref);

    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    const [row] = await t.db.select().from(nagadPayments).where(eq(nagadPayments.paymentRefId, ref));
    expect(row!.state).toBe('created');
  });

  it('cancels the order and gives its stock back when the shopper leaves Nagad, once Nagad says Aborted', async () => {
    const { order, ref, product } = await nagadOrder();
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);
    nagad.abort(ref);

    const response = await callback(ref);

    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
  });

  it('leaves the order as it was when verify never answers, and counts the payment on the next callback', async () => {
    const { order, ref } = await nagadOrder();
    nagad.pay(ref);
    nagad.faults.verifyHangs = true;

    const response = await callback(ref);
    expect(response.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

    nagad.reset();
    const again = await callback(ref);
    expect(again.headers.location).toBe(successPage(order.transaction_id));
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('paid');
  });

  it('counts, instead of cancelling, an abandoned order whose payment Nagad completed although no callback came', async () => {
    const { order, ref } = await nagadOrder();
    nagad.pay(ref);
    const abandoned = await nagadOrder();
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.paymentMethod, 'nagad'));

    await t.services.sweepAbandonedPayments();

    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await orderRow(abandoned.order.transaction_id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
  });

  it('answers 502 and gives the stock back when complete never answers', async () => {
    const product = await addProduct(t.db, { name: 'Rice Cooker', categoryId, priceTaka: 1800, remaining: 2 });
    nagad.faults.completeHangs = true;

    const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'nagad' }));

    expect(response.statusCode).toBe(502);
    expect((await stockOf(t.db, product.id)).remaining).toBe(2);
  });

  it("refuses to open a checkout whose answer does not carry Nagad's signature", async () => {
    const product = await addProduct(t.db, { name: 'Iron', categoryId, priceTaka: 900, remaining: 2 });
    nagad.faults.forgeSignature = true;
    const completes = nagad.calls.complete;

    const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'nagad' }));

    expect(response.statusCode).toBe(502);
    expect(nagad.calls.complete).toBe(completes);
    expect((await stockOf(t.db, product.id)).remaining).toBe(2);
  });

  it('marks a payment paid once when 50 callbacks for it arrive at once, through both processes', async () => {
    const { order, ref, payment } = await nagadOrder();
    nagad.pay(ref);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callback(ref, i % 2 ? t : other)));

    expect(answers.map((answer) => answer.headers.location)).toEqual(
      Array.from({ length: 50 }, () => successPage(order.transaction_id)),
    );
    expect(await orderRow(order.transaction_id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.issuerPaymentRefNo,
    });
    expect(await paidEvents(order._id)).toHaveLength(1);
  });

  it('records, once, a refund for the admin to send by hand when a payment arrives after its order was cancelled', async () => {
    const { order, ref, product } = await nagadOrder();
    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${order._id}`,
      { status: 'cancelled' },
      { token: shopper.accessToken },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    nagad.pay(ref);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => callback(ref, i % 2 ? t : other)));

    expect(answers.map((answer) => answer.headers.location)).toEqual(
      Array.from({ length: 6 }, () => failedPage(order.transaction_id)),
    );
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
    const owed = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(owed).toEqual([
      expect.objectContaining({
        refundMethod: 'nagad',
        refundNumber: '01711000111',
        amountPoisha: 256_000,
        status: 'Pending',
        gatewayRefundId: null,
      }),
    ]);
    const list = await call(t, 'GET', '/api/refund', undefined, { token: admin.accessToken });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        refundMethod: 'nagad',
        refundNumber: '01711000111',
        refundStatus: 'Pending',
        amount: 2560,
      }),
    );
    // Nagad has no refund call: the admin sends it by hand and marks it Completed.
    const refundId = owed[0]!.id;
    const done = await call(
      t,
      'PATCH',
      `/api/refund/${refundId}`,
      { status: 'Completed' },
      { token: admin.accessToken },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ refundStatus: 'Completed', refundTrxId: null });
  });
});

describe('Nagad configuration', () => {
  const merchantEnv = () => ({
    NAGAD_MERCHANT_ID: nagad.merchant.merchantId,
    NAGAD_MERCHANT_NUMBER: nagad.merchant.merchantNumber,
    NAGAD_PUBLIC_KEY: nagad.merchant.publicKey,
    NAGAD_PRIVATE_KEY: nagad.merchant.privateKey,
  });

  it("takes the four merchant settings together, and never Nagad's sandbox in production", () => {
    const { NAGAD_PRIVATE_KEY: _left, ...three } = merchantEnv();
    expect(() => loadConfig(three)).toThrow(
      'NAGAD_MERCHANT_ID, NAGAD_MERCHANT_NUMBER, NAGAD_PUBLIC_KEY and NAGAD_PRIVATE_KEY go together',
    );
    expect(loadConfig(merchantEnv()).NAGAD_API_URL).toMatch(/sandbox\.mynagad\.com/);
    const production = { ...merchantEnv(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } as const;
    expect(() => loadConfig(production)).toThrow('NAGAD_API_URL is a sandbox');
    expect(loadConfig({ ...production, NAGAD_API_URL: 'https://api.mynagad.com/api/dfs' }).NAGAD_API_URL).toBe(
      'https://api.mynagad.com/api/dfs',
    );
  });

  it('is not offered, and nagad orders are refused, without a merchant or the sandbox', async () => {
    const bare = await createTestApp({
      database,
      accounts: { secret: ACCOUNTS_SECRET },
      payments: { sandboxSecret: null },
    });
    try {
      const settings = await call(bare, 'GET', '/api/settings');
      expect(settings.json().data).toMatchObject({ nagadPayments: false });
      const product = await addProduct(t.db, { name: 'Kettle', categoryId, priceTaka: 700, remaining: 2 });
      const response = await placeOrder(
        bare,
        shopper,
        orderPayload(shopper, [{ product }], { paymentMethod: 'nagad' }),
      );
      expect(response.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
    const settings = await call(t, 'GET', '/api/settings');
    expect(settings.json().data).toMatchObject({ nagadPayments: true });
  });
});

describe("the sandbox's Nagad (no Nagad merchant configured, development helpers on)", () => {
  let laptop: TestApp;
  beforeAll(async () => {
    laptop = await createTestApp({ database, accounts: { secret: ACCOUNTS_SECRET } });
  });
  afterAll(() => laptop.close());

  async function sandboxOrder() {
    const product = await addProduct(t.db, { name: 'Jamdani Saree', categoryId, priceTaka: 4200, remaining: 3 });
    const response = await placeOrder(
      laptop,
      shopper,
      orderPayload(shopper, [{ product }], { paymentMethod: 'nagad' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as { transaction_id: string; url: string };
    expect(order.url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/nagad\/SBXNG[0-9A-F]{20}$/);
    const page = await call(laptop, 'GET', new URL(order.url).pathname);
    expect(page.statusCode).toBe(200);
    const action = (label: string) =>
      new RegExp(`<form method="post" action="([^"]+)"><button class="[a-z]+">${label}</button>`).exec(page.body)?.[1];
    return { product, order, page: page.body, pay: action('Pay')!, cancel: action('Cancel')! };
  }

  /** The browser follows the sandbox page's redirect to the Nagad callback, as it would from Nagad. */
  async function press(path: string) {
    // As a browser posts the page's empty form.
    const decided = await laptop.app.inject({
      method: 'POST',
      url: path,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode, decided.body).toBe(303);
    return call(laptop, 'GET', decided.headers.location as string);
  }

  it('is offered, and its Pay goes through the Nagad callback and verify to /payment/success with the order paid', async () => {
    expect((await call(laptop, 'GET', '/api/settings')).json().data).toMatchObject({ nagadPayments: true });
    const { order, page, pay } = await sandboxOrder();
    expect(page).toContain('Tk 4,260');

    const back = await press(pay);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(successPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ paymentMethod: 'nagad', paymentStatus: 'paid' });
  });

  it('Cancel lands on /payment/failed, cancelling the order and returning its stock', async () => {
    const { order, cancel, product } = await sandboxOrder();
    const back = await press(cancel);
    expect(back.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);
  });

  it('answers a page for an unknown payment with 404', async () => {
    const missing = await call(laptop, 'GET', '/api/payments/sandbox/nagad/SBXNG0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No Nagad payment waits under this id.');
  });
});
