import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, orders } from '../../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { addCoupon, orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { cancelAbandonedPayments } from './abandoned-payments.ts';

let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Home')).id;
  shopper = await signedInCustomer(t);
});
afterAll(() => t.close());

/** The hidden fields of one button's form on the sandbox payment page. */
function formFields(html: string, action: 'success' | 'fail' | 'cancel'): Record<string, string> {
  const form = new RegExp(`<form method="post" action="/api/payments/${action}">(.*?)</form>`).exec(html)?.[1];
  if (!form) throw new Error(`no ${action} form in the page`);
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  return Object.fromEntries(
    [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]),
  );
}

function postForm(path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function orderRow(transactionId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row!;
}

async function sslOrder(remaining = 5, extra: Parameters<typeof orderPayload>[2] = {}) {
  const product = await addProduct(t.db, { name: 'Nakshi Kantha', categoryId, priceTaka: 1700, remaining });
  const response = await placeOrder(
    t,
    shopper,
    orderPayload(shopper, [{ product, quantity: 2 }], { paymentMethod: 'ssl', ...extra }),
  );
  expect(response.statusCode).toBe(201);
  return { product, order: response.json().data, message: response.json().message as string };
}

describe('the sandbox gateway (no SSLCommerz store configured)', () => {
  it('answers an ssl order with data.url to its payment page; Pay marks it paid and lands on /payment/success', async () => {
    const { order, message, product } = await sslOrder();
    expect(message).toBe('Order received, redirecting to payment...');
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'ssl', totalPrice: 3460 });
    expect(order.url).toBe(`http://localhost:3000/api/payments/sandbox/${order.transaction_id}`);
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);

    const page = await call(t, 'GET', `/api/payments/sandbox/${order.transaction_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Tk 3,460');

    const pay = formFields(page.body, 'success');
    const paid = await postForm('/api/payments/success', pay);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment/success/${order.transaction_id}`);
    const row = await orderRow(order.transaction_id);
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending', paymentReference: pay.val_id });

    // The browser posts again (back button, double click): still paid, once.
    const again = await postForm('/api/payments/success', pay);
    expect(again.headers.location).toBe(`http://localhost:3000/payment/success/${order.transaction_id}`);
    expect((await orderRow(order.transaction_id)).paidAt).toEqual(row.paidAt);
    // A paid order cannot be failed afterwards.
    await postForm('/api/payments/fail', formFields(page.body, 'fail'));
    expect((await orderRow(order.transaction_id)).status).toBe('pending');
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);

    const later = await call(t, 'GET', `/api/payments/sandbox/${order.transaction_id}`);
    expect(later.body).toContain('already paid');
  });

  it('Fail cancels the order and returns its stock and coupon use exactly once; Cancel after it changes nothing', async () => {
    const coupon = await addCoupon(t.db, { code: 'KANTHA100', kind: 'fixed', value: 100 });
    const { order, product } = await sslOrder(5, { cuopon: 'KANTHA100', discount: 100 });
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);
    const page = await call(t, 'GET', `/api/payments/sandbox/${order.transaction_id}`);
    expect(page.body).toContain('Tk 3,360');

    const failed = await postForm('/api/payments/fail', formFields(page.body, 'fail'));
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 5, sales: 0 });
    const [released] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(released?.usedCount).toBe(0);

    await postForm('/api/payments/fail', formFields(page.body, 'fail'));
    await postForm('/api/payments/cancel', formFields(page.body, 'cancel'));
    expect((await stockOf(t.db, product.id)).remaining).toBe(5);

    // A payment arriving for the cancelled order is not counted.
    const late = await postForm('/api/payments/success', formFields(page.body, 'success'));
    expect(late.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');
  });

  it('Cancel cancels too and returns the stock', async () => {
    const { order, product } = await sslOrder();
    const page = await call(t, 'GET', `/api/payments/sandbox/${order.transaction_id}`);
    const cancelled = await postForm('/api/payments/cancel', formFields(page.body, 'cancel'));
    expect(cancelled.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    expect((await orderRow(order.transaction_id)).status).toBe('cancelled');
    expect((await stockOf(t.db, product.id)).remaining).toBe(5);
  });

  it('ignores forged callbacks: an unsigned failure, a made-up val_id, another order amount', async () => {
    const { order, product } = await sslOrder();
    const page = await call(t, 'GET', `/api/payments/sandbox/${order.transaction_id}`);

    const unsigned = await postForm('/api/payments/fail', { tran_id: order.transaction_id, status: 'FAILED' });
    expect(unsigned.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    const tampered = { ...formFields(page.body, 'fail'), tran_id: 'DKNSOMEONEELSE' };
    await postForm('/api/payments/fail', tampered);
    expect((await orderRow(order.transaction_id)).status).toBe('pending');
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);

    const pay = formFields(page.body, 'success');
    const forgedVal = await postForm('/api/payments/success', {
      ...pay,
      val_id: pay.val_id!.replace(/-(\d+)-/, '-100-'),
    });
    expect(forgedVal.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    expect((await orderRow(order.transaction_id)).paymentStatus).toBe('unpaid');

    const badIpn = await call(t, 'POST', '/api/payments/ipn', { tran_id: order.transaction_id, status: 'VALID' });
    expect(badIpn.statusCode).toBe(400);
    expect(badIpn.json().message).toBe('Invalid signature');

    expect((await call(t, 'GET', '/api/payments/sandbox/DKNNOSUCHORDER')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/payments/sandbox/<script>')).statusCode).toBe(400);
  });
});

describe('card orders whose payment never comes back', () => {
  it('are cancelled after the payment window, with their stock back; a paid or fresh one is left alone', async () => {
    const ordersService = t.services.orders;
    const abandoned = await sslOrder();
    const fresh = await sslOrder();
    const paid = await sslOrder();
    const page = await call(t, 'GET', `/api/payments/sandbox/${paid.order.transaction_id}`);
    await postForm('/api/payments/success', formFields(page.body, 'success'));
    for (const { order } of [abandoned, paid]) {
      await t.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(orders.transactionId, order.transaction_id));
    }

    expect(await cancelAbandonedPayments(ordersService)).toBe(1);
    expect(await orderRow(abandoned.order.transaction_id)).toMatchObject({ status: 'cancelled' });
    expect((await stockOf(t.db, abandoned.product.id)).remaining).toBe(5);
    expect((await orderRow(fresh.order.transaction_id)).status).toBe('pending');
    expect((await orderRow(paid.order.transaction_id)).status).toBe('pending');
    expect(await cancelAbandonedPayments(ordersService)).toBe(0);
  });
});

describe("the sandbox's bKash (no bKash merchant configured)", () => {
  async function bkashOrder() {
    const product = await addProduct(t.db, { name: 'Jamdani Saree', categoryId, priceTaka: 4200, remaining: 3 });
    const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { paymentMethod: 'bkash' }));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as { transaction_id: string; url: string };
    expect(order.url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/bkash\/SBXTR[0-9A-F]{12}$/);
    const page = await call(t, 'GET', new URL(order.url).pathname);
    expect(page.statusCode).toBe(200);
    const link = (label: string) => new RegExp(`href="([^"]+)">${label}</a>`).exec(page.body)?.[1];
    return { product, order, page: page.body, pay: link('Pay')!, cancel: link('Cancel')! };
  }

  it('is offered at checkout, and its Pay goes through the bKash callback to /payment/success with the order paid', async () => {
    expect((await call(t, 'GET', '/api/settings')).json().data).toMatchObject({ bkashPayments: true });
    const { order, page, pay } = await bkashOrder();
    expect(page).toContain('Tk 4,260');

    const back = await call(t, 'GET', pay);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:3000/payment/success/${order.transaction_id}`);
    expect(await orderRow(order.transaction_id)).toMatchObject({ paymentMethod: 'bkash', paymentStatus: 'paid' });
  });

  it('Cancel lands on /payment/failed, cancelling the order and returning its stock', async () => {
    const { order, cancel, product } = await bkashOrder();
    const back = await call(t, 'GET', cancel);
    expect(back.headers.location).toBe(`http://localhost:3000/payment/failed/${order.transaction_id}`);
    expect(await orderRow(order.transaction_id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);
  });

  it('saves a wallet on its agreement page, pays the order with it, pays the next order with it, and removes it', async () => {
    const product = await addProduct(t.db, { name: 'Gamchha', categoryId, priceTaka: 300, remaining: 5 });
    const payload = (bkashWallet: string) =>
      orderPayload(shopper, [{ product }], { paymentMethod: 'bkash', bkashWallet });
    const link = (html: string, label: string) => new RegExp(`href="([^"]+)">${label}</a>`).exec(html)?.[1] ?? '';
    const payOn = async (url: string) =>
      call(t, 'GET', link((await call(t, 'GET', new URL(url).pathname)).body, 'Pay'));

    const saving = (await placeOrder(t, shopper, payload('save'))).json().data as {
      transaction_id: string;
      url: string;
    };
    expect(saving.url).toMatch(/\/api\/payments\/sandbox\/bkash\/agreement\/SBXAG[0-9A-F]{12}$/);
    const agreementPage = await call(t, 'GET', new URL(saving.url).pathname);
    expect(agreementPage.body).toContain('01712345678');
    const saved = await call(t, 'GET', link(agreementPage.body, 'Save wallet'));
    expect(saved.headers.location).toMatch(/\/api\/payments\/sandbox\/bkash\/SBXTR[0-9A-F]{12}$/);
    expect((await payOn(saved.headers.location!)).headers.location).toBe(
      `http://localhost:3000/payment/success/${saving.transaction_id}`,
    );

    const [wallet] = (
      await call(t, 'GET', '/api/payments/bkash/wallets', undefined, { token: shopper.accessToken })
    ).json().data as Array<{ _id: string; wallet: string }>;
    expect(wallet).toMatchObject({ wallet: '017*****678' });
    const next = (await placeOrder(t, shopper, payload(wallet!._id))).json().data as {
      transaction_id: string;
      url: string;
    };
    expect((await payOn(next.url)).headers.location).toBe(
      `http://localhost:3000/payment/success/${next.transaction_id}`,
    );

    const removed = await call(t, 'DELETE', `/api/payments/bkash/wallets/${wallet!._id}`, undefined, {
      token: shopper.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', '/api/payments/bkash/wallets', undefined, { token: shopper.accessToken })).json().data,
    ).toEqual([]);
  });

  it('answers a page for an unknown payment with 404', async () => {
    const missing = await call(t, 'GET', '/api/payments/sandbox/bkash/SBXTR000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No bKash payment waits under this id.');
  });
});
