/**
 * Booking with Steadfast and hearing from it, against a local server that speaks Steadfast's
 * merchant API (Api-Key / Secret-Key headers, /create_order, /create_order/bulk-order,
 * /status_by_cid, Laravel-style 422 refusals) and sends its webhooks with the bearer token.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { consignments, outbox } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bookParcel, processingOrder as processingOrderOf } from '../../test/couriers.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { startSteadfastServer, type SteadfastState } from '../../test/steadfast-server.ts';

const API_KEY = 'sf-api-key-test';
const SECRET_KEY = 'sf-secret-key-test';
const WEBHOOK_TOKEN = 'sf-webhook-token-0123456789';

let fake: Awaited<ReturnType<typeof startSteadfastServer>>;
let steadfast: SteadfastState;
let t: TestApp;
let categoryId: string;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  fake = await startSteadfastServer({ apiKey: API_KEY, secretKey: SECRET_KEY });
  steadfast = fake.state;
  const { apiUrl } = fake;
  t = await createTestApp({
    couriers: {
      steadfast: { apiKey: API_KEY, secretKey: SECRET_KEY, apiUrl, webhookToken: WEBHOOK_TOKEN },
      pollMinutes: 0,
    },
  });
  categoryId = (await addCategory(t.db, 'Home')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  shopper = await signedInCustomer(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  steadfast.down = false;
});

/** A cash order of two bedsheets (Tk 1,500 each, Tk 60 delivery) the shop has confirmed (processing). */
const scene = () => ({ t, shopper, admin, categoryId });
const processingOrder = (phone = '01712345678') => processingOrderOf(scene(), { phone });

const book = (orderId: string, body: Record<string, unknown> = { courier: 'steadfast', codAmount: 3060 }) =>
  bookParcel(scene(), orderId, body);

async function bookedOrder(phone?: string) {
  const order = await processingOrder(phone);
  const booked = await book(order.orderId);
  expect(booked.statusCode).toBe(201);
  return { ...order, consignmentId: booked.json().data.consignmentId as string };
}

const webhook = (body: unknown, token: string | null = WEBHOOK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/couriers/steadfast/webhook',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const deliveryStatus = (consignmentId: string, status: string, extra: Record<string, unknown> = {}) => ({
  notification_type: 'delivery_status',
  consignment_id: Number(consignmentId),
  invoice: 'ignored-here',
  cod_amount: 3060.0,
  status,
  delivery_charge: 100.0,
  tracking_message: `Parcel ${status.toLowerCase()}.`,
  updated_at: `2026-11-26 12:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}:30`,
  ...extra,
});

const orderOf = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}`, undefined, { token: admin.accessToken })).json().data;
const kinds = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}/timeline`, undefined, { token: admin.accessToken }))
    .json()
    .data.map((event: { kind: string; source: string }) => `${event.kind}:${event.source}`);

describe('booking with Steadfast (POST /couriers/orders/{orderId}/book)', () => {
  it('books a processing order with its keys, the order id as invoice and the COD amount; keeps the tracking link', async () => {
    const { orderId } = await processingOrder();
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data).toEqual({ consignment: null, couriers: ['steadfast'], codDue: 3060, sandboxSteps: [] });

    const booked = await book(orderId, { courier: 'steadfast', codAmount: 3060, weightGrams: 800, note: 'Call first' });
    expect(booked.statusCode).toBe(201);
    const consignment = booked.json().data;
    expect(consignment).toMatchObject({
      courier: 'steadfast',
      courierStatus: 'in_review',
      codAmount: 3060,
      note: 'Call first',
    });
    expect(consignment.trackingUrl).toBe(`https://steadfast.com.bd/t/${consignment.trackingCode}`);
    const sent = [...steadfast.parcels.values()].find((p) => p.invoice === orderId)!;
    expect(sent.fields).toMatchObject({
      recipient_phone: '01712345678',
      recipient_address: 'House 12, Road 27, Dhanmondi, Dhaka',
      cod_amount: 3060,
      note: 'Call first',
      item_description: '2 x Bedsheet (Red / M)',
    });
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin', 'booked:admin']);
    expect((await book(orderId)).json().message).toBe('This order is already booked with Steadfast.');
  });

  it('refuses a pending order, a courier the shop has not set up, and a COD above the total', async () => {
    const product = await addProduct(t.db, { name: 'Pillow', categoryId, priceTaka: 400, remaining: 5 });
    const pending = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id;
    expect((await book(pending)).statusCode).toBe(409);
    const { orderId } = await processingOrder();
    const pathao = await book(orderId, { courier: 'pathao', codAmount: 100 });
    expect(pathao.statusCode).toBe(400);
    expect(pathao.json().message).toBe('Pathao is not set up for this shop.');
    expect((await book(orderId, { courier: 'steadfast', codAmount: 5000 })).json().message).toBe(
      'The COD amount cannot be more than the order total.',
    );
    expect((await book(orderId, { courier: 'steadfast', codAmount: -1 })).statusCode).toBe(400);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/couriers/orders/${orderId}/book`,
          { courier: 'steadfast', codAmount: 1 },
          { token: shopper.accessToken },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers a Steadfast outage with a clear 502; the order stays unbooked and can be booked later', async () => {
    const { orderId } = await processingOrder();
    steadfast.down = true;
    const failed = await book(orderId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'Steadfast is not answering right now. The order is not booked; please try again in a few minutes.',
    );
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data.consignment).toBeNull();
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin']);
    steadfast.down = false;
    expect((await book(orderId)).statusCode).toBe(201);
  });

  it("passes on Steadfast's refusal (its 422 field error) as a 400, keeping nothing", async () => {
    const { orderId } = await processingOrder();
    // Steadfast takes one parcel per invoice: a parcel booked for this order elsewhere is refused.
    fake.create({ invoice: orderId });
    const refused = await book(orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Steadfast refused the parcel: The invoice has already been taken.');
    const rows = await t.db.select().from(consignments).where(eq(consignments.orderId, orderId));
    expect(rows).toHaveLength(0);
  });

  it('books several orders in one bulk request, each answered; an order not ready is not sent', async () => {
    const first = await processingOrder();
    const second = await processingOrder();
    const product = await addProduct(t.db, { name: 'Towel', categoryId, priceTaka: 300, remaining: 5 });
    const pending = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id;
    const before = steadfast.requests.filter((r) => r.path === '/create_order/bulk-order').length;
    const bulk = await call(
      t,
      'POST',
      '/api/couriers/book-many',
      { courier: 'steadfast', orderIds: [first.orderId, pending, second.orderId] },
      { token: admin.accessToken },
    );
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().message).toBe('2 of 3 orders booked');
    const results = bulk.json().data;
    expect(results.map((r: { orderId: string; error: string | null }) => [r.orderId, r.error])).toEqual([
      [first.orderId, null],
      [pending, 'Only a processing order can be booked with a courier; this one is pending.'],
      [second.orderId, null],
    ]);
    expect(results[0].consignment.codAmount).toBe(3060);
    expect(steadfast.requests.filter((r) => r.path === '/create_order/bulk-order')).toHaveLength(before + 1);
  });
});

describe("Steadfast's webhooks (POST /couriers/steadfast/webhook)", () => {
  it('refuses a forged webhook (no token, a wrong one) and a malformed one, changing nothing', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    for (const token of [null, 'not-the-token']) {
      const forged = await webhook(deliveryStatus(consignmentId, 'Delivered'), token);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ status: 'error', message: 'Unauthorized.' });
    }
    for (const body of [{ notification_type: 'delivery_status' }, { hello: 'world' }, 'not json at all']) {
      expect((await webhook(body)).statusCode).toBe(400);
    }
    expect((await orderOf(orderId)).status).toBe('processing');
  });

  it('moves the order shipped, out for delivery, delivered and paid; a repeated webhook is applied once', async () => {
    const phone = '01911222333';
    const { orderId, consignmentId, product } = await bookedOrder(phone);
    const ok = await webhook(deliveryStatus(consignmentId, 'Pending'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    expect((await orderOf(orderId)).status).toBe('shipped');

    await webhook({
      notification_type: 'tracking_update',
      consignment_id: Number(consignmentId),
      invoice: orderId,
      tracking_message: 'Your parcel is out for delivery.',
      updated_at: '2026-11-26 13:15:00',
    });
    const delivered = deliveryStatus(consignmentId, 'Delivered', { delivery_charge: 110 });
    expect((await webhook(delivered)).statusCode).toBe(200);
    expect((await webhook(delivered)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 2 });
    expect(await kinds(orderId)).toEqual([
      'placed:shopper',
      'processing:admin',
      'booked:admin',
      'shipped:courier-webhook',
      'out-for-delivery:courier-webhook',
      'delivered:courier-webhook',
      'paid:courier-webhook',
    ]);
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data.consignment).toMatchObject({ courierStatus: 'delivered', deliveryCharge: 110 });
    const sms = await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')));
    expect(sms.map((message) => message.body.split('.')[0])).toEqual([
      `Dokan: Your order #${orderId.slice(-6)} is on its way`,
      `Dokan: Your order #${orderId.slice(-6)} is out for delivery today`,
      `Dokan: Your order #${orderId.slice(-6)} has been delivered`,
    ]);
  });

  it('marks a refused parcel returned and puts its stock back once, however often Steadfast says so', async () => {
    const { orderId, consignmentId, product } = await bookedOrder();
    await webhook(deliveryStatus(consignmentId, 'Pending'));
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 0 });
    const cancelled = deliveryStatus(consignmentId, 'Cancelled');
    await webhook(cancelled);
    await webhook(cancelled);
    await webhook(deliveryStatus(consignmentId, 'Cancelled'));
    expect(await orderOf(orderId)).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
    expect((await kinds(orderId)).filter((kind: string) => kind.startsWith('returned'))).toHaveLength(1);
  });

  it('logs and ignores news of a parcel not booked here', async () => {
    const answer = await webhook(deliveryStatus('99999999', 'Delivered'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('success');
  });
});

describe('polling Steadfast (status_by_cid)', () => {
  it('moves orders on from what Steadfast answers, once per status, and skips a parcel it cannot find', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    steadfast.parcels.get(Number(consignmentId))!.status = 'delivered';
    await t.services.couriers.pollOnce();
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    await t.services.couriers.pollOnce();
    expect((await kinds(orderId)).filter((kind: string) => kind === 'delivered:courier-poll')).toHaveLength(1);

    const lost = await bookedOrder();
    steadfast.parcels.delete(Number(lost.consignmentId));
    steadfast.down = true;
    await expect(t.services.couriers.pollOnce()).resolves.toBe(0);
    expect((await orderOf(lost.orderId)).status).toBe('processing');
  });
});

describe('tracking without an account (GET /track)', () => {
  it('shows the status, the timeline and the tracking link for the number and phone, and nothing else', async () => {
    const { orderId, consignmentId } = await bookedOrder('01555666777');
    await webhook(deliveryStatus(consignmentId, 'Pending'));
    const number = orderId.slice(-6);
    const tracked = await call(t, 'GET', `/api/track?order=%23${number.toUpperCase()}&phone=%2B8801555666777`);
    expect(tracked.statusCode).toBe(200);
    const data = tracked.json().data;
    expect(Object.keys(data).sort()).toEqual(['courier', 'number', 'status', 'timeline', 'trackingUrl']);
    expect(data).toMatchObject({ number, status: 'shipped', courier: 'steadfast' });
    expect(data.trackingUrl).toMatch(/^https:\/\/steadfast\.com\.bd\/t\//);
    expect(data.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'placed',
      'processing',
      'booked',
      'shipped',
    ]);
    expect(
      data.timeline.every(
        (event: { source: string; actor: string | null }) => event.source !== 'admin' || event.actor === null,
      ),
    ).toBe(true);

    const wrongPhone = await call(t, 'GET', `/api/track?order=${number}&phone=01555666778`);
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.json().message).toBe('No order matches this number and phone. Please check both.');
    expect((await call(t, 'GET', `/api/track?order=12&phone=01555666777`)).statusCode).toBe(400);
  });
});
