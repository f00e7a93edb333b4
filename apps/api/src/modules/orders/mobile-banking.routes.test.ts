/**
 * Mobile banking sent by hand (decision 038): the transaction id checked for its provider's shape,
 * one transfer paying one order (a unique index, also under concurrent submits), and the admin's
 * queue with Confirm and Reject.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIRM_PAYMENT_MESSAGES, MOBILE_BANKING_MESSAGES, type Order } from '@dokan/domain';

import { orders } from '../../db/schema.ts';
import { call, lastMessageTo, makeAdmin, type SignedIn, signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, orderPayload, placedAt, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  [admin, shopper] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const product = (remaining = 50) => addProduct(t.db, { name: 'Jamdani Saree', categoryId, priceTaka: 1200, remaining });

type Extra = Parameters<typeof orderPayload>[2];
const transfer = (extra: Extra = {}): Extra => ({
  paymentMethod: 'mobile-banking',
  paymentNumber: '01812345678',
  mobileBankingProvider: 'bkash',
  transactionId: bkashTrxId(),
  ...extra,
});
const submit = async (extra: Extra, customer = shopper) =>
  placeOrder(t, customer, orderPayload(customer, [{ product: await product() }], transfer(extra)));
async function placed(extra: Extra = {}, customer = shopper): Promise<Order> {
  const response = await submit(extra, customer);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Order;
}
const queue = (who: SignedIn = admin, query = '') =>
  call(t, 'GET', `/api/order/mobile-banking-queue${query}`, undefined, { token: who.accessToken });
const confirm = (orderId: string) =>
  call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, {}, { token: admin.accessToken });
const reject = (orderId: string, body: object, who: SignedIn = admin) =>
  call(t, 'PATCH', `/api/order/reject-payment/${orderId}`, body, { token: who.accessToken });

describe('the transaction id at checkout', () => {
  it('is kept as the provider prints it: no spaces, capitals', async () => {
    const order = await placed({ transactionId: ' 8n7a 6d5ee7 ' });
    expect(order).toMatchObject({
      paymentReference: '8N7A6D5EE7',
      mobileBankingProvider: 'bkash',
      paymentStatus: 'pending',
    });
  });

  it.each([
    ['bkash', '8N7A6D5EE', MOBILE_BANKING_MESSAGES.trxIdShape.bkash],
    ['nagad', '8N7A6D5EE7', MOBILE_BANKING_MESSAGES.trxIdShape.nagad],
    ['rocket', 'AB34567890', MOBILE_BANKING_MESSAGES.trxIdShape.rocket],
  ] as const)('refuses a %s id of another shape (%s) with 400 "%s"', async (provider, transactionId, message) => {
    const response = await submit({ mobileBankingProvider: provider, transactionId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an id without its provider with 400, and takes Nagad and Rocket ids of their shape', async () => {
    const missing = await submit({ mobileBankingProvider: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MOBILE_BANKING_MESSAGES.provider);
    await placed({ mobileBankingProvider: 'nagad', transactionId: '71N5UXBX' });
    await placed({ mobileBankingProvider: 'rocket', transactionId: '3258493716' });
  });
});

describe('one transfer pays one order', () => {
  it('refuses a transaction id another order holds with 409, taking no stock', async () => {
    const trxId = bkashTrxId();
    await placed({ transactionId: trxId });
    const item = await product(5);
    const again = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: item }], transfer({ transactionId: trxId.toLowerCase() })),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdUsed);
    expect((await stockOf(t.db, item.id)).remaining).toBe(5);
  });

  it('lets the same id stand for another provider: ids are unique per provider', async () => {
    const trxId = '5512345678';
    await placed({ mobileBankingProvider: 'rocket', transactionId: trxId });
    await placed({ mobileBankingProvider: 'bkash', transactionId: trxId });
  });

  it('places one order when ten submits with the same id race', async () => {
    const trxId = bkashTrxId();
    const others = await Promise.all(Array.from({ length: 9 }, () => signedInCustomer(t)));
    const answers = await Promise.all(
      [shopper, ...others].map((customer) => submit({ transactionId: trxId }, customer)),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const response of answers.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdUsed);
    }
    const holders = await t.db.select().from(orders).where(eq(orders.paymentReference, trxId));
    expect(holders).toHaveLength(1);
  });

  it('frees the id of an order cancelled unpaid, so the transfer can pay a new order', async () => {
    const trxId = bkashTrxId();
    const first = await placed({ transactionId: trxId });
    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${first._id}`,
      { status: 'cancelled' },
      {
        token: shopper.accessToken,
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await placed({ transactionId: trxId });
  });

  it('refuses 409 when the admin confirms with a reference another order holds', async () => {
    const held = await placed();
    const other = await placed();
    const response = await call(
      t,
      'PATCH',
      `/api/order/confirm-payment/${other._id}`,
      { paymentReference: held.paymentReference },
      { token: admin.accessToken },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdUsed);
  });
});

describe("the admin's confirmation holds one transfer to one order", () => {
  const confirmWith = (orderId: string, body: object) =>
    call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, body, { token: admin.accessToken });

  it('refuses the same TrxID typed in another case or with spaces, or under no wallet, for a second and third order', async () => {
    // Orders as the spec's page sends them: no wallet, no TrxID.
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => placed({ mobileBankingProvider: undefined, transactionId: undefined })),
    );
    const first = await confirmWith(a!._id, { paymentReference: 'T606255066', mobileBankingProvider: 'bkash' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ paymentReference: 'T606255066', mobileBankingProvider: 'bkash' });
    const lower = await confirmWith(b!._id, { paymentReference: 't606255066', mobileBankingProvider: 'bkash' });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdUsed);
    const noWallet = await confirmWith(c!._id, { paymentReference: ' T606255066 ' });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json().message).toBe(MOBILE_BANKING_MESSAGES.provider);
    const spaced = await confirmWith(c!._id, { paymentReference: ' T606 255066 ', mobileBankingProvider: 'bkash' });
    expect(spaced.statusCode).toBe(409);
  });

  it('refuses free text as a Nagad reference, and an order with no TrxID at all, with 400', async () => {
    const order = await placed({ mobileBankingProvider: undefined, transactionId: undefined });
    const prose = await confirmWith(order._id, {
      paymentReference: 'found it in statement',
      mobileBankingProvider: 'nagad',
    });
    expect(prose.statusCode).toBe(400);
    expect(prose.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdShape.nagad);
    const nothing = await confirmWith(order._id, { mobileBankingProvider: 'nagad' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdRequired);
  });

  it('pays one order when admins confirm ten orders with one TrxID at once', async () => {
    const orders = await Promise.all(
      Array.from({ length: 10 }, () => placed({ mobileBankingProvider: undefined, transactionId: undefined })),
    );
    const answers = await Promise.all(
      orders.map((order) => confirmWith(order._id, { paymentReference: '8N7A6D5XX1', mobileBankingProvider: 'bkash' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });
});

describe('the admin’s queue (GET /order/mobile-banking-queue)', () => {
  it('lists the transfers to check oldest first, with provider, sender, id and the amount expected; confirming takes one off', async () => {
    const customer = await signedInCustomer(t);
    const newer = await placed({ paymentNumber: '01911111111' }, customer);
    const older = await placed(
      { mobileBankingProvider: 'nagad', transactionId: '71N5UXBX'.slice(0, 4) + 'Q9Z2' },
      customer,
    );
    await placedAt(t.db, older._id, new Date('2020-01-01T10:00:00Z'));
    await placedAt(t.db, newer._id, new Date('2020-01-01T11:00:00Z'));
    const cash = await placeOrder(t, customer, orderPayload(customer, [{ product: await product() }]));
    expect(cash.statusCode).toBe(201);

    const response = await queue(admin, '?limit=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { total: number; data: Order[] };
    expect(page.data.map((o) => o._id)).toEqual([older._id, newer._id]);
    expect(page.data[0]).toMatchObject({
      mobileBankingProvider: 'nagad',
      paymentNumber: '01812345678',
      paymentReference: '71N5Q9Z2',
      totalPrice: older.totalPrice,
    });
    expect(page.data[1]).toMatchObject({ paymentNumber: '01911111111', paymentReference: newer.paymentReference });
    expect(page.data.every((o) => o.paymentMethod === 'mobile-banking' && o.paymentStatus === 'pending')).toBe(true);

    expect((await confirm(older._id)).statusCode).toBe(200);
    const after = (await queue(admin)).json().data as { total: number; data: Order[] };
    expect(after.total).toBe(page.total - 1);
    expect(after.data.map((o) => o._id)).not.toContain(older._id);
    const timeline = await call(t, 'GET', `/api/order/${older._id}/timeline`, undefined, { token: admin.accessToken });
    expect(timeline.json().data.map((e: { kind: string }) => e.kind)).toContain('paid');
  });

  it('is the admin’s only: 401 without a token, 403 for a shopper', async () => {
    expect((await call(t, 'GET', '/api/order/mobile-banking-queue')).statusCode).toBe(401);
    expect((await queue(shopper)).statusCode).toBe(403);
  });
});

describe('rejecting a transfer (PATCH /order/reject-payment/:orderId)', () => {
  it('cancels the order, returns its stock, puts the reason on the timeline and tells the shopper', async () => {
    const phone = uniquePhone();
    const item = await product(5);
    const response = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: item, quantity: 2 }], transfer({ phone, customerEmail: '' })),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;
    expect((await stockOf(t.db, item.id)).remaining).toBe(3);

    const rejected = await reject(order._id, { reason: 'No such transaction in our bKash statement' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, item.id)).remaining).toBe(5);

    const timeline = await call(t, 'GET', `/api/order/${order._id}/timeline`, undefined, {
      token: shopper.accessToken,
    });
    expect(timeline.json().data.at(-1)).toMatchObject({
      kind: 'cancelled',
      source: 'admin',
      note: 'No such transaction in our bKash statement',
    });
    const sms = await lastMessageTo(t, phone);
    expect(sms.body).toContain('No such transaction in our bKash statement');
    expect(sms.body).toContain('bKash');

    const queued = (await queue()).json().data as { data: Order[] };
    expect(queued.data.map((o) => o._id)).not.toContain(order._id);
    // The id is free again for the order it really pays.
    await placed({ transactionId: order.paymentReference! });
  });

  it('needs a reason (400), and refuses a paid or cash order with 409', async () => {
    const order = await placed();
    const noReason = await reject(order._id, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give the shopper a reason');

    expect((await confirm(order._id)).statusCode).toBe(200);
    const paid = await reject(order._id, { reason: 'Wrong amount' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(CONFIRM_PAYMENT_MESSAGES.paid);

    const cash = await placeOrder(t, shopper, orderPayload(shopper, [{ product: await product() }]));
    const onCash = await reject(cash.json().data._id, { reason: 'Wrong amount' });
    expect(onCash.statusCode).toBe(409);
    expect(onCash.json().message).toBe(CONFIRM_PAYMENT_MESSAGES.cash);
  });

  it('rejects once when two admins reject at once, and a shopper may not reject', async () => {
    const order = await placed();
    expect((await reject(order._id, { reason: 'Not found' }, shopper)).statusCode).toBe(403);
    const answers = await Promise.all([
      reject(order._id, { reason: 'Not found' }),
      reject(order._id, { reason: 'Not found' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
