/**
 * /metrics: Prometheus's text, read by this machine or with METRICS_TOKEN, a 404 to anyone else
 * (a stranger forwarded by a trusted proxy too); an order moves dokan_orders_placed_total, and
 * requests are counted by route pattern, never by the address asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type CallOptions, type SignedIn, signedInCustomer } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { addCategory, addProduct } from '../test/catalogue-fixtures.ts';
import { confirmPhone, orderPayload, placeOrder } from '../test/orders.ts';

const TOKEN = 'scrape-me-please-0123456789';
const LOCAL: CallOptions = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
const STRANGER: CallOptions = { remoteAddress: '203.0.113.50', headers: { host: 'shop.example.com.bd' } };

let t: TestApp;
let customer: SignedIn;
let product: Awaited<ReturnType<typeof addProduct>>;

beforeAll(async () => {
  // Behind a proxy on this machine, as with nginx in front: TRUST_PROXY=loopback.
  t = await createTestApp({ metrics: { token: TOKEN }, trustProxy: ['loopback'] });
  const category = await addCategory(t.db, 'Saree');
  product = await addProduct(t.db, { name: 'Jamdani Saree', categoryId: category.id, remaining: 20 });
  customer = await signedInCustomer(t);
  await confirmPhone(t.db, customer);
});

afterAll(async () => {
  await t?.close();
});

async function metrics(): Promise<string> {
  const answer = await call(t, 'GET', '/metrics', undefined, LOCAL);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

function value(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('sees an order move dokan_orders_placed_total by its payment method', async () => {
    const series = 'dokan_orders_placed_total{payment_method="cash"}';
    const before = value(await metrics(), series);
    expect((await placeOrder(t, customer, orderPayload(customer, [{ product }]))).statusCode).toBe(201);
    expect(value(await metrics(), series)).toBe(before + 1);
  });

  it('counts a card payment started and succeeded by its gateway', async () => {
    const started = 'dokan_payments_total{gateway="ssl",outcome="started"}';
    const succeeded = 'dokan_payments_total{gateway="ssl",outcome="succeeded"}';
    const before = await metrics();
    const placed = await placeOrder(t, customer, orderPayload(customer, [{ product }], { paymentMethod: 'ssl' }));
    expect(placed.statusCode).toBe(201);
    expect(await t.services.orders.markPaid(placed.json().data.transaction_id, 'SBX-1')).toBe(true);
    const after = await metrics();
    expect([value(after, started), value(after, succeeded)]).toEqual([
      value(before, started) + 1,
      value(before, succeeded) + 1,
    ]);
  });

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    await call(t, 'GET', `/api/products/${product.id}`);
    await call(t, 'GET', '/api/products/00000000-0000-4000-8000-000000000000');
    const text = await metrics();
    expect(text).toContain(
      'dokan_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}',
    );
    expect(text).toContain(
      'dokan_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="404"}',
    );
    expect(text).not.toContain(product.id);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'dokan_response_cache_hits_total',
      'dokan_outbox_pending{channel="sms"}',
      'dokan_backup_last_success_timestamp_seconds',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('answers a bearer of METRICS_TOKEN from elsewhere', async () => {
    const answer = await call(t, 'GET', '/metrics', undefined, { ...STRANGER, token: TOKEN });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('dokan_orders_placed_total');
  });

  it('is a 404 to a stranger, a wrong token, and a stranger forwarded by the trusted proxy', async () => {
    const refused = [
      await call(t, 'GET', '/metrics', undefined, STRANGER),
      await call(t, 'GET', '/metrics', undefined, { ...STRANGER, token: `${TOKEN}x` }),
      // The proxy connects from this machine and names the stranger (or claims 127.0.0.1) in X-Forwarded-For.
      await call(t, 'GET', '/metrics', undefined, {
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.50' },
      }),
      await call(t, 'GET', '/metrics', undefined, {
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' },
      }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('dokan_');
    }
  });
});
