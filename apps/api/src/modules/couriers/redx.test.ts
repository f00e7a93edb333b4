/**
 * Booking with RedX and hearing from it, against a local server that speaks RedX's open API
 * (API-ACCESS-TOKEN header, /areas, /parcel, /parcel/info, /parcel/track, its 400 and 401 answers)
 * and posts its status callbacks with our token in the URL's query.
 */
import { execFileSync } from 'node:child_process';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { consignments } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bookParcel, processingOrder as processingOrderOf } from '../../test/couriers.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { REDX_AREAS, type RedxState, startRedxServer } from '../../test/redx-server.ts';
import { CourierUnavailable } from './courier-driver.ts';
import { createRedxDriver } from './redx.ts';
import { matchRedxArea } from './redx-areas.ts';

const TOKEN = 'redx-merchant-jwt-test';
const WEBHOOK_TOKEN = 'redx-callback-token-0123456789';

let fake: Awaited<ReturnType<typeof startRedxServer>>;
let redx: RedxState;
let t: TestApp;
let categoryId: string;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  fake = await startRedxServer(TOKEN);
  redx = fake.state;
  t = await createTestApp({
    couriers: {
      steadfast: null,
      redx: { token: TOKEN, apiUrl: fake.apiUrl, webhookToken: WEBHOOK_TOKEN },
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
  redx.down = false;
});

/** A cash order of two bedsheets (Tk 1,500 each, Tk 60 delivery) the shop has confirmed (processing). */
const scene = () => ({ t, shopper, admin, categoryId });
const processingOrder = (
  address?: { division?: string; district: string; city: string; addressDetails: string },
  phone = '01712345678',
) => processingOrderOf(scene(), { phone, ...(address ? { deliveryAddress: { division: 'Dhaka', ...address } } : {}) });

const book = (orderId: string, body: Record<string, unknown> = { courier: 'redx', codAmount: 3060 }) =>
  bookParcel(scene(), orderId, body);

async function bookedOrder() {
  const order = await processingOrder();
  const booked = await book(order.orderId);
  expect(booked.statusCode).toBe(201);
  return { ...order, trackingId: booked.json().data.consignmentId as string };
}

const webhook = (body: unknown, token: string | null = WEBHOOK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/couriers/redx/webhook${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

const orderOf = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}`, undefined, { token: admin.accessToken })).json().data;
const kinds = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}/timeline`, undefined, { token: admin.accessToken }))
    .json()
    .data.map((event: { kind: string; source: string }) => `${event.kind}:${event.source}`);

describe('matching an address to a RedX delivery area', () => {
  const where = (city: string, address = '', district = 'Dhaka') => ({ city, district, address });
  it('takes the area named as the city, the district in brackets agreeing', () => {
    expect(matchRedxArea(REDX_AREAS, where('Dhanmondi'))?.id).toBe(2);
    expect(matchRedxArea(REDX_AREAS, where('mohammadpur'))?.id).toBe(1);
    expect(matchRedxArea(REDX_AREAS, where('Mohammadpur', '', 'Magura'))?.id).toBe(241);
  });
  it('else the longest area named in the address, else none', () => {
    expect(matchRedxArea(REDX_AREAS, where('Dhaka North', 'House 4, Road 2, Mirpur DOHS'))?.id).toBe(12);
    expect(matchRedxArea(REDX_AREAS, where('Dhaka North', 'Section 10, Mirpur'))?.id).toBe(13);
    expect(matchRedxArea(REDX_AREAS, where('Uttara', 'Sector 7'))).toBeNull();
    // A word inside another word is not an area: "Gulshanara Tower" is not in Gulshan.
    expect(matchRedxArea(REDX_AREAS, where('Badda', 'Gulshanara Tower'))).toBeNull();
  });
});

describe('booking with RedX (POST /couriers/orders/{orderId}/book)', () => {
  it("books a processing order with its token, the area matched from the address, and keeps RedX's tracking id", async () => {
    const { orderId } = await processingOrder();
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data).toEqual({ consignment: null, couriers: ['redx'], codDue: 3060, sandboxSteps: [] });
    const configured = await call(t, 'GET', '/api/couriers', undefined, { token: admin.accessToken });
    expect(configured.json().data).toEqual(['redx']);

    const booked = await book(orderId, { courier: 'redx', codAmount: 3060, weightGrams: 800, note: 'Call first' });
    expect(booked.statusCode).toBe(201);
    const consignment = booked.json().data;
    expect(consignment).toMatchObject({ courier: 'redx', courierStatus: 'pickup-pending', codAmount: 3060 });
    expect(consignment.trackingUrl).toBe(`https://redx.com.bd/track-parcel/?trackingId=${consignment.consignmentId}`);
    const sent = redx.parcels.get(consignment.consignmentId)!;
    expect(sent.fields).toMatchObject({
      customer_name: 'Test Shopper',
      customer_phone: '01712345678',
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      customer_address: 'House 12, Road 27, Dhanmondi, Dhaka',
      merchant_invoice_id: orderId,
      cash_collection_amount: '3060',
      parcel_weight: 800,
      instruction: 'Call first',
      value: '3060',
    });
    const create = redx.requests.findLast((r) => r.path === '/parcel')!;
    expect(create.headers['api-access-token']).toBe(`Bearer ${TOKEN}`);
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin', 'booked:admin']);
    expect((await book(orderId)).json().message).toBe('This order is already booked with RedX.');
  });

  it("asks RedX for a district's areas once and keeps them", async () => {
    const before = redx.requests.filter((r) => r.path === '/areas').length;
    await bookedOrder();
    await bookedOrder();
    expect(redx.requests.filter((r) => r.path === '/areas').length - before).toBeLessThanOrEqual(1);
  });

  it('refuses an address RedX has no area for with a clear 400, sending no parcel', async () => {
    const { orderId } = await processingOrder({
      district: 'Dhaka',
      city: 'Uttara',
      addressDetails: 'Sector 7, Road 3',
    });
    const before = redx.parcels.size;
    const refused = await book(orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('RedX refused the parcel: it has no delivery area matching "Uttara, Dhaka"');
    expect(redx.parcels.size).toBe(before);
  });

  it("passes on RedX's own refusal (its 400) as a 400, keeping nothing", async () => {
    await bookedOrder(); // Dhaka's areas are known now
    const { orderId } = await processingOrder();
    const dhanmondi = REDX_AREAS.find((area) => area.id === 2)!;
    // RedX renumbers Dhanmondi meanwhile: the id kept from its list is refused with 400 Invalid delivery area.
    dhanmondi.id = 9999;
    try {
      const refused = await book(orderId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('RedX refused the parcel: Invalid delivery area');
      const rows = await t.db.select().from(consignments).where(eq(consignments.orderId, orderId));
      expect(rows).toHaveLength(0);
    } finally {
      dhanmondi.id = 2;
    }
  });

  it('answers a RedX outage with a clear 502; the order stays unbooked and can be booked later', async () => {
    const { orderId } = await processingOrder({
      division: 'Sylhet',
      district: 'Sylhet',
      city: 'Zindabazar',
      addressDetails: 'Lamabazar',
    });
    redx.down = true;
    const failed = await book(orderId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'RedX is not answering right now. The order is not booked; please try again in a few minutes.',
    );
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data.consignment).toBeNull();
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin']);
    redx.down = false;
    const later = await book(orderId);
    expect(later.statusCode).toBe(201);
    expect(redx.parcels.get(later.json().data.consignmentId)!.fields.delivery_area_id).toBe(240);
  });

  it('takes a token RedX refuses (its 401) for RedX being unavailable, booking nothing', async () => {
    const driver = createRedxDriver({ token: 'not-the-merchant-token', apiUrl: fake.apiUrl, webhookToken: null });
    const before = redx.parcels.size;
    await expect(
      driver.book({
        invoice: 'b2d1c0a4-0000-4000-8000-000000000001',
        recipientName: 'Test Shopper',
        recipientPhone: '01712345678',
        recipientAddress: 'House 12, Road 27, Dhanmondi, Dhaka',
        place: { district: 'Dhaka', city: 'Dhanmondi', details: 'House 12, Road 27' },
        codAmountTaka: 100,
        declaredValueTaka: 100,
        note: null,
        weightGrams: null,
        itemDescription: '1 x Bedsheet',
        itemCount: 1,
      }),
    ).rejects.toBeInstanceOf(CourierUnavailable);
    expect(redx.requests.at(-1)).toMatchObject({ path: '/areas' });
    expect(redx.parcels.size).toBe(before);
  });

  it('books several orders one request each, each answered; an order not ready is not sent', async () => {
    const first = await processingOrder();
    const second = await processingOrder({ district: 'Dhaka', city: 'Gulshan', addressDetails: 'Road 90' });
    const nowhere = await processingOrder({ district: 'Dhaka', city: 'Uttara', addressDetails: 'Sector 7' });
    const product = await addProduct(t.db, { name: 'Towel', categoryId, priceTaka: 300, remaining: 5 });
    const pending = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id;
    const bulk = await call(
      t,
      'POST',
      '/api/couriers/book-many',
      { courier: 'redx', orderIds: [first.orderId, pending, second.orderId, nowhere.orderId] },
      { token: admin.accessToken },
    );
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().message).toBe('2 of 4 orders booked');
    const results = bulk.json().data;
    expect(results.map((r: { orderId: string; error: string | null }) => [r.orderId, r.error])).toEqual([
      [first.orderId, null],
      [pending, 'Only a processing order can be booked with a courier; this one is pending.'],
      [second.orderId, null],
      [nowhere.orderId, 'RedX refused the parcel: it has no delivery area matching "Uttara, Dhaka"'],
    ]);
    expect(redx.parcels.get(results[2].consignment.consignmentId)!.fields.delivery_area).toBe('Gulshan');
  });

  it('answers a bulk booking during an outage with a 502, booking none', async () => {
    const first = await processingOrder();
    redx.down = true;
    const bulk = await call(
      t,
      'POST',
      '/api/couriers/book-many',
      { courier: 'redx', orderIds: [first.orderId] },
      { token: admin.accessToken },
    );
    expect(bulk.statusCode).toBe(502);
    expect((await orderOf(first.orderId)).status).toBe('processing');
  });
});

describe("RedX's status callbacks (POST /couriers/redx/webhook?token=)", () => {
  it('refuses a forged callback (no token, a wrong one) and a malformed one, changing nothing', async () => {
    const { orderId, trackingId } = await bookedOrder();
    fake.move(trackingId, 'delivered');
    for (const token of [null, 'not-the-token']) {
      const forged = await webhook(fake.callback(trackingId), token);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ success: false, message: 'Unauthorized.' });
    }
    for (const body of [{ status: 'delivered' }, { hello: 'world' }, 'not json at all']) {
      expect((await webhook(body)).statusCode).toBe(400);
    }
    expect((await orderOf(orderId)).status).toBe('processing');
  });

  it('moves the order shipped, out for delivery, delivered and paid; a repeated callback is applied once', async () => {
    const { orderId, trackingId, product } = await bookedOrder();
    fake.move(trackingId, 'ready-for-delivery');
    const ok = await webhook(fake.callback(trackingId));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Webhook received successfully.' });
    expect((await orderOf(orderId)).status).toBe('shipped');
    fake.move(trackingId, 'delivery-in-progress');
    await webhook(fake.callback(trackingId));
    fake.move(trackingId, 'delivered');
    const delivered = fake.callback(trackingId);
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
  });

  it('marks a returned parcel returned and puts its stock back once, however often RedX says so', async () => {
    const { orderId, trackingId, product } = await bookedOrder();
    fake.move(trackingId, 'ready-for-delivery');
    await webhook(fake.callback(trackingId));
    fake.move(trackingId, 'agent-returning');
    await webhook(fake.callback(trackingId));
    expect((await orderOf(orderId)).status).toBe('shipped');
    fake.move(trackingId, 'returned');
    const returned = fake.callback(trackingId);
    await webhook(returned);
    await webhook(returned);
    await t.services.couriers.pollOnce();
    expect(await orderOf(orderId)).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
    expect((await kinds(orderId)).filter((kind: string) => kind.startsWith('returned'))).toHaveLength(1);
  });

  it('answers news of a parcel not booked here as received, and ignores it', async () => {
    const answer = await webhook({
      tracking_number: '26AUNKNOWN',
      timestamp: '2026-11-26T08:00:00.000Z',
      status: 'delivered',
      message_en: 'Package is delivered',
      message_bn: 'পার্সেলটি ডেলিভারি সম্পন্ন হয়েছে',
      invoice_number: 'elsewhere',
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('polling RedX (parcel/info and parcel/track)', () => {
  it("moves orders on from RedX's status, with its words and charge, once per status; skips a parcel it cannot find", async () => {
    const { orderId, trackingId } = await bookedOrder();
    fake.move(trackingId, 'ready-for-delivery');
    fake.move(trackingId, 'delivered');
    redx.parcels.get(trackingId)!.charge = 70;
    await t.services.couriers.pollOnce();
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    await t.services.couriers.pollOnce();
    expect((await kinds(orderId)).filter((kind: string) => kind === 'delivered:courier-poll')).toHaveLength(1);
    const timeline = (
      await call(t, 'GET', `/api/order/${orderId}/timeline`, undefined, { token: admin.accessToken })
    ).json().data;
    expect(timeline.find((event: { kind: string }) => event.kind === 'delivered').note).toBe('Package is delivered');
    const parcel = await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken });
    expect(parcel.json().data.consignment).toMatchObject({ courierStatus: 'delivered', deliveryCharge: 70 });
    // The same status heard later by callback is not applied again.
    expect((await webhook(fake.callback(trackingId))).statusCode).toBe(200);
    expect((await kinds(orderId)).filter((kind: string) => kind.startsWith('delivered'))).toHaveLength(1);

    const lost = await bookedOrder();
    redx.parcels.delete(lost.trackingId);
    await expect(t.services.couriers.pollOnce()).resolves.toBe(0);
    expect((await orderOf(lost.orderId)).status).toBe('processing');
    redx.down = true;
    await expect(t.services.couriers.pollOnce()).resolves.toBe(0);
  });
});

describe('parcel labels (GET /couriers/orders/{orderId}/label, GET /couriers/labels)', () => {
  const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  const get = (url: string, token = admin.accessToken) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it("prints a booked order's label for the admin only: recipient, COD, courier and consignment", async () => {
    const { orderId, trackingId } = await bookedOrder();
    const label = await get(`/api/couriers/orders/${orderId}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(
      `inline; filename="label-${orderId.slice(-6).toUpperCase()}.pdf"`,
    );
    const words = pdfText(label.rawPayload);
    for (const expected of ['RedX', `Consignment ${trackingId}`, 'Test Shopper', '01712345678', 'COD Tk 3,060']) {
      expect(words).toContain(expected);
    }
    expect(words).toContain(`#${orderId.slice(-6).toUpperCase()}`);
    expect((await get(`/api/couriers/orders/${orderId}/label`, shopper.accessToken)).statusCode).toBe(403);
  });

  it('prints several booked orders in one PDF, and refuses one not booked yet with its number', async () => {
    const first = await bookedOrder();
    const second = await bookedOrder();
    const labels = await get(`/api/couriers/labels?orderIds=${first.orderId},${second.orderId}`);
    expect(labels.statusCode).toBe(200);
    const info = execFileSync('pdfinfo', ['-'], { input: labels.rawPayload }).toString();
    expect(info).toMatch(/Pages:\s+2/);
    expect(pdfText(labels.rawPayload)).toContain(`Consignment ${second.trackingId}`);

    const unbooked = await processingOrder();
    const refused = await get(`/api/couriers/labels?orderIds=${first.orderId},${unbooked.orderId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Order #${unbooked.orderId.slice(-6).toUpperCase()} is not booked with a courier yet.`,
    );
    expect((await get('/api/couriers/labels?orderIds=nope')).statusCode).toBe(400);
    expect((await get('/api/couriers/labels')).statusCode).toBe(400);
  });
});
