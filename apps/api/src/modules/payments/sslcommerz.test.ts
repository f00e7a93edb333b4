/**
 * The SSLCommerz driver against a local server that speaks its protocol: session init
 * (/gwprocess/v4/api.php) and the validation API (/validator/api/validationserverAPI.php).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { orderItems, orders } from '../../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { signFields } from './gateway.ts';

const STORE_ID = 'dokan0test';
const STORE_PASSWORD = 'dokan0test@ssl';

/** What the fake SSLCommerz saw and what it will say. */
const gatewayState = {
  sessions: [] as Record<string, string>[],
  validations: new Map<string, Record<string, string>>(),
  refuseSessions: false,
};

let gateway: Server;
let gatewayUrl: string;
let t: TestApp;
let categoryId: string;
let shopper: SignedIn;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (body: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        if (form.store_id !== STORE_ID || form.store_passwd !== STORE_PASSWORD || gatewayState.refuseSessions) {
          return send({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
        }
        gatewayState.sessions.push(form);
        send({
          status: 'SUCCESS',
          sessionkey: 'F0E1D2C3',
          GatewayPageURL: `${gatewayUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=F0E1D2C3`,
        });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
      const known =
        url.searchParams.get('store_id') === STORE_ID && url.searchParams.get('store_passwd') === STORE_PASSWORD
          ? gatewayState.validations.get(url.searchParams.get('val_id') ?? '')
          : undefined;
      return send(known ?? { status: 'INVALID_TRANSACTION' });
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  t = await createTestApp({
    payments: {
      sslcommerz: { storeId: STORE_ID, storePassword: STORE_PASSWORD, apiUrl: gatewayUrl },
      sandboxSecret: null,
    },
  });
  categoryId = (await addCategory(t.db, 'Electronics')).id;
  shopper = await signedInCustomer(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  gatewayState.refuseSessions = false;
});

/** A payment the gateway took: what its validation API answers for the val_id. */
function gatewayPaid(tranId: string, amount: string, currency = 'BDT') {
  const valId = `VAL${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  gatewayState.validations.set(valId, {
    status: 'VALID',
    tran_id: tranId,
    val_id: valId,
    amount,
    currency_type: currency,
    currency_amount: amount,
    bank_tran_id: 'BANK123',
  });
  return valId;
}

/** An IPN as SSLCommerz posts it, signed with the store password (or a wrong one). */
function ipn(fields: Record<string, string>, password = STORE_PASSWORD) {
  const keys = Object.keys(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/ipn',
    payload: new URLSearchParams({
      ...fields,
      verify_key: keys.join(','),
      verify_sign: signFields(fields, keys, password),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function orderRow(transactionId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row!;
}

async function sslOrder(idempotencyKey?: string) {
  const product = await addProduct(t.db, { name: 'Walton Fan', categoryId, priceTaka: 2500, remaining: 4 });
  const response = await placeOrder(
    t,
    shopper,
    orderPayload(shopper, [{ product }], {
      paymentMethod: 'ssl',
      deliveryAddress: { division: 'Khulna', district: 'Jashore', city: 'Jhikargacha', addressDetails: 'Main Road' },
    }),
    idempotencyKey,
  );
  return { product, response };
}

describe('SSLCommerz', () => {
  it('opens a session with the order total in BDT and our callback URLs, and answers its GatewayPageURL', async () => {
    const { response } = await sslOrder();
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order.url).toBe(`${gatewayUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=F0E1D2C3`);
    expect(gatewayState.sessions.at(-1)).toMatchObject({
      total_amount: '2620.00',
      currency: 'BDT',
      tran_id: order.transaction_id,
      success_url: 'http://localhost:3000/api/payments/success',
      fail_url: 'http://localhost:3000/api/payments/fail',
      cancel_url: 'http://localhost:3000/api/payments/cancel',
      ipn_url: 'http://localhost:3000/api/payments/ipn',
      cus_phone: '01712345678',
      cus_city: 'Jhikargacha',
    });
  });

  it('a validated IPN marks the order paid once; the browser success callback then lands on /payment/success', async () => {
    const { response } = await sslOrder();
    const tranId = response.json().data.transaction_id;
    const valId = gatewayPaid(tranId, '2620.00');

    const first = await ipn({ tran_id: tranId, val_id: valId, status: 'VALID', amount: '2620.00', currency: 'BDT' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ transactionId: tranId, outcome: 'paid' });
    const paid = await orderRow(tranId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentReference: valId });

    const repeat = await ipn({ tran_id: tranId, val_id: valId, status: 'VALID', amount: '2620.00', currency: 'BDT' });
    expect(repeat.statusCode).toBe(200);
    expect((await orderRow(tranId)).paidAt).toEqual(paid.paidAt);

    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/payments/success',
      payload: new URLSearchParams({ tran_id: tranId, val_id: valId, status: 'VALID' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`http://localhost:3000/payment/success/${tranId}`);
  });

  it('refuses an IPN with a bad signature', async () => {
    const { response } = await sslOrder();
    const tranId = response.json().data.transaction_id;
    const valId = gatewayPaid(tranId, '2620.00');
    const forged = await ipn({ tran_id: tranId, val_id: valId, status: 'VALID' }, 'not-the-store-password');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid signature');
    const unsigned = await call(t, 'POST', '/api/payments/ipn', { tran_id: tranId, val_id: valId, status: 'VALID' });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(tranId)).paymentStatus).toBe('unpaid');
  });

  it('refuses a payment of the wrong amount, in another currency, for another transaction, or one the gateway does not know', async () => {
    const { response } = await sslOrder();
    const tranId = response.json().data.transaction_id;

    const short = await ipn({ tran_id: tranId, val_id: gatewayPaid(tranId, '10.00'), status: 'VALID' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The amount paid does not match the order');

    const dollars = await ipn({ tran_id: tranId, val_id: gatewayPaid(tranId, '2620.00', 'USD'), status: 'VALID' });
    expect(dollars.json().message).toBe('The payment is not in BDT');

    const elsewhere = await ipn({ tran_id: tranId, val_id: gatewayPaid('DKNOTHER', '2620.00'), status: 'VALID' });
    expect(elsewhere.json().message).toBe('The payment is for another transaction');

    const unknown = await ipn({ tran_id: tranId, val_id: 'VALNOSUCH', status: 'VALID' });
    expect(unknown.json().message).toBe('The gateway did not confirm this payment');
    expect((await orderRow(tranId)).paymentStatus).toBe('unpaid');
  });

  it('a signed FAILED notification cancels the order and returns the stock once', async () => {
    const { response, product } = await sslOrder();
    const tranId = response.json().data.transaction_id;
    expect((await stockOf(t.db, product.id)).remaining).toBe(3);
    const failed = await ipn({ tran_id: tranId, status: 'FAILED', error: 'Card declined' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.outcome).toBe('cancelled');
    await ipn({ tran_id: tranId, status: 'FAILED', error: 'Card declined' });
    expect((await orderRow(tranId)).status).toBe('cancelled');
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
  });

  it('when the gateway refuses the session, the order is cancelled, its stock returned, and the shopper told (502)', async () => {
    gatewayState.refuseSessions = true;
    const { response, product } = await sslOrder('checkout-gateway-down');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Online payment is unavailable right now. Please try again or choose cash on delivery.',
    );
    expect((await stockOf(t.db, product.id)).remaining).toBe(4);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, item!.orderId));
    expect(order).toMatchObject({ status: 'cancelled', paymentUrl: null, stockReturnedAt: expect.any(Date) });

    // Retrying that submit answers the same 502 rather than a cancelled order or a second session.
    gatewayState.refuseSessions = false;
    const sessions = gatewayState.sessions.length;
    const retry = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: { id: product.id, name: product.name, pricePoisha: product.pricePoisha } }]),
      'checkout-gateway-down',
    );
    expect(retry.statusCode).toBe(502);
    expect(gatewayState.sessions.length).toBe(sessions);
  });
});
