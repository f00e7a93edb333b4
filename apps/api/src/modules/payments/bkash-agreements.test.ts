/**
 * Saved bKash wallets (bKash agreements) against the local bKash server: saving one at checkout
 * (mode 0000, execute, then the order paid in mode 0001), paying with it, removing it from the
 * account; and their failures: bKash refusing the agreement, an agreement execute that never
 * answers, a forged or repeated callback, an agreement the shopper ended in their bKash app, a
 * cancel bKash does not answer, and someone else's wallet.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { bkashAgreements, bkashPayments, orders } from '../../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { BKASH_TEST_MERCHANT, type BkashTestServer, startBkashTestServer } from '../../test/bkash-server.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';

let bkash: BkashTestServer;
let database: DatabaseHandle;
let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
let stranger: SignedIn;

const SHOP = 'http://localhost:3000';
const AGREEMENT_CALLBACK = `${SHOP}/api/payments/bkash/agreement/callback`;
const failedPage = (tranId: string) => `${SHOP}/payment/failed/${tranId}`;
const successPage = (tranId: string) => `${SHOP}/payment/success/${tranId}`;

beforeAll(async () => {
  bkash = await startBkashTestServer();
  database = await openTestDatabase();
  t = await createTestApp({
    database,
    accounts: { secret: randomBytes(32).toString('hex') },
    payments: {
      sslcommerz: null,
      sandboxSecret: null,
      bkash: { apiUrl: bkash.url, ...BKASH_TEST_MERCHANT, timeoutMs: 4_000 },
    },
  });
  categoryId = (await addCategory(t.db, 'Electronics')).id;
  shopper = await signedInCustomer(t);
  stranger = await signedInCustomer(t);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await bkash.close();
});
beforeEach(() => bkash.reset());

async function bkashOrder(bkashWallet?: string, who = shopper) {
  const product = await addProduct(t.db, { name: 'Walton Fan', categoryId, priceTaka: 2500, remaining: 4 });
  const response = await placeOrder(
    t,
    who,
    orderPayload(who, [{ product }], { paymentMethod: 'bkash', ...(bkashWallet ? { bkashWallet } : {}) }),
  );
  return { product, response };
}

async function placed(bkashWallet?: string, who = shopper) {
  const { product, response } = await bkashOrder(bkashWallet, who);
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data as { _id: string; transaction_id: string; url: string };
  return { product, order, pageId: order.url.split('/').at(-1)! };
}

const agreementCallback = (paymentId: string, status = 'success') =>
  call(t, 'GET', `/api/payments/bkash/agreement/callback?paymentID=${paymentId}&status=${status}&signature=s1`);
const paymentCallback = (paymentId: string, status = 'success') =>
  call(t, 'GET', `/api/payments/bkash/callback?paymentID=${paymentId}&status=${status}&signature=s1`);
const wallets = (who = shopper) => call(t, 'GET', '/api/payments/bkash/wallets', undefined, { token: who.accessToken });
const removeWallet = (id: string, who = shopper) =>
  call(t, 'DELETE', `/api/payments/bkash/wallets/${id}`, undefined, { token: who.accessToken });

async function orderRow(transactionId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row!;
}

async function agreementRow(paymentId: string) {
  const [row] = await t.db.select().from(bkashAgreements).where(eq(bkashAgreements.paymentId, paymentId));
  return row;
}

/** The payment bKash's page (bkashURL) is for. */
const paymentOf = (location: string) => bkash.payments.get(location.split('/').at(-1)!);

/** Saves the shopper's wallet while paying an order; answers the wallet's id and the paid order. */
async function saveWallet(who = shopper) {
  const { order, pageId } = await placed('save', who);
  bkash.approve(pageId);
  const back = await agreementCallback(pageId);
  expect(back.statusCode, back.body).toBe(303);
  const payment = paymentOf(back.headers.location!)!;
  bkash.approve(payment.paymentID);
  expect((await paymentCallback(payment.paymentID)).headers.location).toBe(successPage(order.transaction_id));
  const row = (await agreementRow(pageId))!;
  return { id: row.id, agreementId: row.agreementId!, order };
}

describe('saving a bKash wallet at checkout', () => {
  it('creates an agreement (mode 0000) for the order phone, executes it on the callback, keeps it masked and pays the order with it (mode 0001)', async () => {
    const { order, pageId } = await placed('save');
    const agreement = bkash.agreements.get(pageId)!;
    expect(order.url).toBe(`${bkash.url.replace('/v1.2.0-beta', '')}/checkout/${pageId}`);
    expect(agreement).toMatchObject({ payerReference: '01712345678', callbackURL: AGREEMENT_CALLBACK });
    expect(await agreementRow(pageId)).toMatchObject({ customerId: shopper.id, status: 'created', agreementId: null });

    bkash.approve(pageId);
    const back = await agreementCallback(pageId);

    expect(back.statusCode).toBe(303);
    const payment = paymentOf(back.headers.location!)!;
    expect(payment).toMatchObject({
      agreementID: agreement.agreementID,
      amount: '2560.00',
      merchantInvoiceNumber: order.transaction_id,
    });
    expect(await agreementRow(pageId)).toMatchObject({
      status: 'active',
      agreementId: agreement.agreementID,
      wallet: '017*****575',
    });
    // The payment is settled exactly as any bKash payment.
    bkash.approve(payment.paymentID);
    expect((await paymentCallback(payment.paymentID)).headers.location).toBe(successPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.trxID,
    });

    const listed = await wallets();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ wallet: '017*****575' }));
    expect(JSON.stringify(listed.json().data)).not.toContain(agreement.agreementID);
    expect((await wallets(stranger)).json().data).toEqual([]);
  });

  it('pays the order the ordinary way (mode 0011) when bKash refuses to save the wallet', async () => {
    bkash.faults.agreementRefused = true;
    const { order, pageId } = await placed('save');
    expect(bkash.payments.get(pageId)).toMatchObject({ agreementID: '', merchantInvoiceNumber: order.transaction_id });
    expect(await agreementRow(pageId)).toBeUndefined();
  });

  it('asks where the agreement stands when its execute never answers, and keeps the one bKash made', async () => {
    const { order, pageId } = await placed('save');
    bkash.approve(pageId);
    bkash.faults.executeAgreementHangs = true;

    const back = await agreementCallback(pageId);

    const payment = paymentOf(back.headers.location!)!;
    expect(payment).toMatchObject({
      agreementID: bkash.agreements.get(pageId)!.agreementID,
      merchantInvoiceNumber: order.transaction_id,
    });
    expect(await agreementRow(pageId)).toMatchObject({ status: 'active' });
  });

  it('cancels the order and gives its stock back when the shopper cancels on bKash, once bKash says no agreement was made', async () => {
    const { order, pageId, product } = await placed('save');
    const back = await agreementCallback(pageId, 'cancel');
    expect(back.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
    expect(await agreementRow(pageId)).toMatchObject({ status: 'failed', agreementId: null });
  });

  it('changes nothing on a cancel while bKash cannot be asked about the agreement', async () => {
    const { order, pageId } = await placed('save');
    bkash.faults.queryFails = true;
    const back = await agreementCallback(pageId, 'cancel');
    expect(back.headers.location).toBe(failedPage(order.transaction_id));
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await agreementRow(pageId)).toMatchObject({ status: 'created' });
  });

  it('believes no redirect: a forged success keeps nothing, an unknown paymentID is refused, the real approval still counts', async () => {
    const { order, pageId } = await placed('save');

    const forged = await agreementCallback(pageId);
    expect(forged.headers.location).toBe(failedPage(order.transaction_id));
    expect(await agreementRow(pageId)).toMatchObject({ status: 'created', agreementId: null });
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'pending' });

    const unknown = await agreementCallback('TR0000FORGED0001');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown bKash agreement');

    bkash.approve(pageId);
    const real = await agreementCallback(pageId);
    expect(paymentOf(real.headers.location!)).toMatchObject({ merchantInvoiceNumber: order.transaction_id });
  });

  it('executes an agreement once when its callback comes twice at once', async () => {
    const { pageId } = await placed('save');
    bkash.approve(pageId);
    const executes = bkash.calls.executeAgreement;

    const answers = await Promise.all([agreementCallback(pageId), agreementCallback(pageId)]);

    expect(bkash.calls.executeAgreement).toBe(executes + 1);
    for (const answer of answers) expect(paymentOf(answer.headers.location!)).toBeDefined();
  });
});

describe('a replayed agreement callback', () => {
  it("answers every repeat of an active agreement's callback, one by one or ten at once, with the payment already open", async () => {
    const { order, pageId } = await placed('save');
    bkash.approve(pageId);
    const first = await agreementCallback(pageId);
    expect(first.statusCode).toBe(303);
    const creates = bkash.calls.create;
    const again = await agreementCallback(pageId);
    const burst = await Promise.all(Array.from({ length: 10 }, () => agreementCallback(pageId)));
    for (const answer of [again, ...burst]) expect(answer.headers.location).toBe(first.headers.location);
    expect(bkash.calls.create).toBe(creates);
    const rows = await t.db.select().from(bkashPayments).where(eq(bkashPayments.transactionId, order.transaction_id));
    expect(rows).toHaveLength(1);
  });
});

describe('paying with a saved bKash wallet', () => {
  it('creates the payment in mode 0001 with the saved agreement, settled as any bKash payment', async () => {
    const { id, agreementId } = await saveWallet();
    const creates = bkash.calls.createAgreement;

    const { order, pageId } = await placed(id);

    expect(bkash.calls.createAgreement).toBe(creates);
    const payment = bkash.payments.get(pageId)!;
    expect(payment).toMatchObject({ agreementID: agreementId, amount: '2560.00' });
    bkash.approve(pageId);
    expect((await paymentCallback(pageId)).headers.location).toBe(successPage(order.transaction_id));
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('paid');
  });

  it("refuses someone else's wallet (403), an unknown one (404), and a wallet with another method (400), placing no order", async () => {
    const { id } = await saveWallet();
    const before = (await t.db.select().from(orders)).length;

    const theirs = await bkashOrder(id, stranger);
    expect(theirs.response.statusCode).toBe(403);
    expect(theirs.response.json().message).toBe('This saved bKash wallet belongs to another account');
    const unknown = await bkashOrder(randomUUID());
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json().message).toBe('Saved bKash wallet not found');
    const product = await addProduct(t.db, { name: 'Kettle', categoryId, priceTaka: 900, remaining: 2 });
    const cash = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product }], { paymentMethod: 'cash', bkashWallet: id }),
    );
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe('A saved bKash wallet pays only with bKash');

    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it('falls back to an ordinary payment (mode 0011) and forgets the wallet when the shopper ended the agreement in their bKash app', async () => {
    const { id, agreementId } = await saveWallet();
    bkash.revokeAgreement(agreementId);

    const { order, pageId } = await placed(id);

    expect(bkash.payments.get(pageId)).toMatchObject({ agreementID: '', merchantInvoiceNumber: order.transaction_id });
    const [row] = await t.db.select().from(bkashAgreements).where(eq(bkashAgreements.id, id));
    expect(row!.status).toBe('cancelled');
    expect((await wallets()).json().data).not.toContainEqual(expect.objectContaining({ _id: id }));
  });
});

describe('removing a saved bKash wallet', () => {
  it('cancels the agreement at bKash, then forgets it; only its owner may', async () => {
    const { id, agreementId } = await saveWallet();

    const theirs = await removeWallet(id, stranger);
    expect(theirs.statusCode).toBe(403);

    const removed = await removeWallet(id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Saved bKash wallet removed');
    expect([...bkash.agreements.values()].find((a) => a.agreementID === agreementId)!.agreementStatus).toBe(
      'Cancelled',
    );
    expect((await wallets()).json().data).not.toContainEqual(expect.objectContaining({ _id: id }));
    expect((await removeWallet(id)).statusCode).toBe(404);
    expect((await removeWallet('not-an-id')).statusCode).toBe(400);
  });

  it('keeps the wallet with a 502 when bKash cannot cancel the agreement', async () => {
    const { id } = await saveWallet();
    bkash.faults.cancelAgreementFails = true;

    const refused = await removeWallet(id);

    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'bKash could not be reached, so your saved wallet was not removed. Please try again.',
    );
    expect((await wallets()).json().data).toContainEqual(expect.objectContaining({ _id: id }));
  });

  it('removes a wallet whose agreement the shopper already ended at bKash', async () => {
    const { id, agreementId } = await saveWallet();
    bkash.revokeAgreement(agreementId);
    expect((await removeWallet(id)).statusCode).toBe(200);
    expect((await wallets()).json().data).not.toContainEqual(expect.objectContaining({ _id: id }));
  });
});
