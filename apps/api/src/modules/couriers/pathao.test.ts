/**
 * Booking with Pathao and hearing from it, against a local server that speaks Pathao's merchant
 * API (/aladdin/api/v1: issue-token with password and refresh grants, bearer tokens that expire,
 * its city, zone and area lists, stores, price plan, orders and order info, Laravel-style 422
 * refusals) and sends its webhooks with the X-PATHAO-Signature secret.
 */
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { consignments, courierTokens } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bookParcel, processingOrder as processingOrderOf } from '../../test/couriers.ts';
import { openTestDatabase } from '../../test/database.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { type PathaoState, startPathaoServer } from '../../test/pathao-server.ts';

const CREDENTIALS = {
  clientId: 'pathao-client-test',
  clientSecret: 'pathao-client-secret-test',
  username: 'shop@dokan.test',
  password: 'love-pathao-test',
};
const WEBHOOK_SECRET = 'pathao-webhook-secret-0123456789';
const ACCOUNTS_SECRET = randomBytes(32).toString('hex');

let fake: Awaited<ReturnType<typeof startPathaoServer>>;
let pathao: PathaoState;
let t: TestApp;
/** The shop's database, shared with a second process in the token test. */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let categoryId: string;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  fake = await startPathaoServer(CREDENTIALS);
  pathao = fake.state;
  database = await openTestDatabase();
  t = await createTestApp(shopOptions(null));

  categoryId = (await addCategory(t.db, 'Home')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  shopper = await signedInCustomer(t);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await fake.close();
});
beforeEach(() => {
  pathao.down = false;
  pathao.ordersBeforeOutage = null;
  pathao.omitDeliveryFee = false;
});

/** Options for every process of the shop: one database, one signing secret, one Pathao merchant. */
const shopOptions = (storeId: number | null) => ({
  database,
  accounts: { secret: ACCOUNTS_SECRET },
  couriers: {
    steadfast: null,
    pathao: { ...CREDENTIALS, storeId, apiUrl: fake.apiUrl, webhookSecret: WEBHOOK_SECRET },
    pollMinutes: 0,
  },
});

type Address = { division: string; district: string; city: string; addressDetails: string };

/** A cash order of two bedsheets (Tk 1,500 each, Tk 60 delivery) the shop has confirmed (processing). */
const scene = () => ({ t, shopper, admin, categoryId });
const processingOrder = (phone = '01712345678', deliveryAddress?: Address) =>
  processingOrderOf(scene(), { phone, ...(deliveryAddress ? { deliveryAddress } : {}) });

const book = (orderId: string, body: Record<string, unknown> = { courier: 'pathao', codAmount: 3060 }) =>
  bookParcel(scene(), orderId, body);

async function bookedOrder(phone?: string) {
  const order = await processingOrder(phone);
  const booked = await book(order.orderId);
  expect(booked.statusCode).toBe(201);
  return { ...order, consignmentId: booked.json().data.consignmentId as string };
}

const webhook = (body: unknown, signature: string | null = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/couriers/pathao/webhook',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-pathao-signature': signature } : {}) },
  });

let minute = 0;
/** An event as Pathao sends it, each with its own time. */
const event = (consignmentId: string, name: string, extra: Record<string, unknown> = {}) => {
  const at = `2026-11-26 14:${String(minute++ % 60).padStart(2, '0')}:05`;
  return {
    consignment_id: consignmentId,
    merchant_order_id: 'ignored-here',
    updated_at: at,
    timestamp: at,
    store_id: 4113,
    event: name,
    ...extra,
  };
};

const orderOf = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}`, undefined, { token: admin.accessToken })).json().data;
const kinds = async (orderId: string) =>
  (await call(t, 'GET', `/api/order/${orderId}/timeline`, undefined, { token: admin.accessToken }))
    .json()
    .data.map((entry: { kind: string; source: string }) => `${entry.kind}:${entry.source}`);
const parcelOf = async (orderId: string) =>
  (await call(t, 'GET', `/api/couriers/orders/${orderId}`, undefined, { token: admin.accessToken })).json().data;

describe("Pathao's places (GET /couriers/pathao/...)", () => {
  it("lists Pathao's cities, a city's zones and a zone's areas for the admin, asking Pathao once a day", async () => {
    const get = (url: string, token = admin.accessToken) => call(t, 'GET', url, undefined, { token });
    const cities = await get('/api/couriers/pathao/cities');
    expect(cities.statusCode).toBe(200);
    expect(cities.json().data).toContainEqual({ id: 11, name: "Cox's Bazar" });
    expect((await get('/api/couriers/pathao/cities/1/zones')).json().data).toContainEqual({
      id: 52,
      name: 'Dhanmondi',
    });
    expect((await get('/api/couriers/pathao/zones/52/areas')).json().data).toEqual([
      { id: 1001, name: 'Jigatola' },
      { id: 1002, name: 'Road 27' },
    ]);
    const asked = pathao.requests.filter((r) => r.path === '/city-list').length;
    await get('/api/couriers/pathao/cities');
    expect(pathao.requests.filter((r) => r.path === '/city-list')).toHaveLength(asked);
    expect((await get('/api/couriers/pathao/cities/abc/zones')).statusCode).toBe(400);
    expect((await get('/api/couriers/pathao/cities', shopper.accessToken)).statusCode).toBe(403);
  });
});

describe('booking with Pathao (POST /couriers/orders/{orderId}/book)', () => {
  it("books with the admin's city, zone and area, the order id as merchant_order_id, and keeps Pathao's charge", async () => {
    const { orderId } = await processingOrder();
    expect(await parcelOf(orderId)).toEqual({
      consignment: null,
      couriers: ['pathao'],
      codDue: 3060,
      sandboxSteps: [],
    });
    const booked = await book(orderId, {
      courier: 'pathao',
      codAmount: 3060,
      weightGrams: 2300,
      note: 'Call first',
      pathaoLocation: { cityId: 1, zoneId: 68, areaId: 1101 },
    });
    expect(booked.statusCode).toBe(201);
    const consignment = booked.json().data;
    expect(consignment).toMatchObject({
      courier: 'pathao',
      courierStatus: 'pending',
      codAmount: 3060,
      deliveryCharge: 90,
    });
    expect(consignment.trackingUrl).toBe(
      `https://merchant.pathao.com/tracking?consignment_id=${consignment.consignmentId}&phone=01712345678`,
    );
    const sent = pathao.parcels.get(consignment.consignmentId)!;
    expect(sent.fields).toEqual({
      store_id: 4113,
      merchant_order_id: orderId,
      recipient_name: expect.any(String),
      recipient_phone: '01712345678',
      recipient_address: 'House 12, Road 27, Dhanmondi, Dhaka',
      recipient_city: 1,
      recipient_zone: 68,
      recipient_area: 1101,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 2.3,
      amount_to_collect: 3060,
      item_description: '2 x Bedsheet (Red / M)',
      special_instruction: 'Call first',
    });
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin', 'booked:admin']);
    expect((await book(orderId)).json().message).toBe('This order is already booked with Pathao.');
  });

  it("matches the address to Pathao's places when none are chosen, and asks the price plan when the answer has no charge", async () => {
    pathao.omitDeliveryFee = true;
    const { orderId } = await processingOrder('01812345678', {
      division: 'Chittagong',
      district: 'Chattogram',
      city: 'Halishahar',
      addressDetails: 'Block K, Lane 3',
    });
    const booked = await book(orderId, { courier: 'pathao', codAmount: 3120 });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.deliveryCharge).toBe(110);
    const sent = pathao.parcels.get(booked.json().data.consignmentId)!;
    expect(sent.fields).toMatchObject({ recipient_city: 2, recipient_zone: 91, item_weight: 0.5 });
    expect(sent.fields).not.toHaveProperty('recipient_area');
    expect(pathao.requests.at(-1)?.path).toBe('/merchant/price-plan');
  });

  it("refuses an address Pathao's places do not match, and passes on Pathao's own refusal (422) as a 400", async () => {
    const far = await processingOrder('01912345678', {
      division: 'Rangpur',
      district: 'Kurigram',
      city: 'Ulipur',
      addressDetails: 'Station Road',
    });
    const unmatched = await book(far.orderId, { courier: 'pathao', codAmount: 3120 });
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json().message).toBe(
      "Pathao's cities and zones match none of this address's names. Book the order on its own and choose them.",
    );
    const { orderId } = await processingOrder();
    const refused = await book(orderId, {
      courier: 'pathao',
      codAmount: 3060,
      pathaoLocation: { cityId: 1, zoneId: 91 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Pathao refused the parcel: The selected recipient zone is invalid.');
    expect(await t.db.select().from(consignments).where(eq(consignments.orderId, orderId))).toHaveLength(0);
    expect(
      (await book(orderId, { courier: 'pathao', codAmount: 3060, pathaoLocation: { cityId: 0, zoneId: 52 } })).json()
        .message,
    ).toBe('Choose a Pathao city');
  });

  it('answers a Pathao outage with a clear 502; the order stays unbooked and can be booked later', async () => {
    const { orderId } = await processingOrder();
    pathao.down = true;
    const failed = await book(orderId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'Pathao is not answering right now. The order is not booked; please try again in a few minutes.',
    );
    expect((await parcelOf(orderId)).consignment).toBeNull();
    expect(await kinds(orderId)).toEqual(['placed:shopper', 'processing:admin']);
    pathao.down = false;
    expect((await book(orderId)).statusCode).toBe(201);
  });

  it('books several orders, each in its own request and answered; an order not ready is not sent', async () => {
    const first = await processingOrder();
    const second = await processingOrder();
    const product = await addProduct(t.db, { name: 'Towel', categoryId, priceTaka: 300, remaining: 5 });
    const pending = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id;
    const before = pathao.requests.filter((r) => r.path === '/orders').length;
    const bulk = await call(
      t,
      'POST',
      '/api/couriers/book-many',
      { courier: 'pathao', orderIds: [first.orderId, pending, second.orderId] },
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
    expect(results[0].consignment).toMatchObject({ courier: 'pathao', codAmount: 3060, deliveryCharge: 60 });
    expect(pathao.parcels.get(results[2].consignment.consignmentId)?.fields).toMatchObject({
      recipient_city: 1,
      recipient_zone: 52,
      recipient_area: 1002,
    });
    expect(pathao.requests.filter((r) => r.path === '/orders')).toHaveLength(before + 2);
  });

  it('keeps the parcels Pathao took before an outage and leaves the others unbooked, each with its reason', async () => {
    const orders = await Promise.all([processingOrder(), processingOrder(), processingOrder()]);
    pathao.ordersBeforeOutage = 1;
    const bulk = await call(
      t,
      'POST',
      '/api/couriers/book-many',
      { courier: 'pathao', orderIds: orders.map((order) => order.orderId) },
      { token: admin.accessToken },
    );
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().message).toBe('1 of 3 orders booked');
    const results: { orderId: string; consignment: { consignmentId: string } | null; error: string | null }[] =
      bulk.json().data;
    const booked = results.filter((result) => result.consignment);
    expect(booked).toHaveLength(1);
    expect(pathao.parcels.get(booked[0]!.consignment!.consignmentId)?.merchant_order_id).toBe(booked[0]!.orderId);
    expect(results.filter((result) => result.error).map((result) => result.error)).toEqual([
      'Pathao is not answering right now. The order is not booked; please try again in a few minutes.',
      'Pathao is not answering right now. The order is not booked; please try again in a few minutes.',
    ]);
    for (const { orderId, consignment } of results) {
      expect((await parcelOf(orderId)).consignment?.consignmentId ?? null).toBe(consignment?.consignmentId ?? null);
    }
  });
});

describe("Pathao's token (issue-token)", () => {
  it('is issued once and shared, refreshed with the refresh token before it runs out, and issued anew when Pathao drops it', async () => {
    const stored = async () => (await t.db.select().from(courierTokens).where(eq(courierTokens.courier, 'pathao')))[0]!;
    await bookedOrder();
    expect((await stored()).accessToken).not.toBe('');
    const granted = pathao.grants.length;
    await bookedOrder();
    expect(pathao.grants).toHaveLength(granted);

    // Another process finds the token due within the hour and refreshes it for everyone.
    await t.db
      .update(courierTokens)
      .set({ expiresAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(courierTokens.courier, 'pathao'));
    const old = (await stored()).accessToken;
    const other = await createTestApp(shopOptions(4113));
    try {
      const { orderId } = await processingOrder();
      const booked = await call(
        other,
        'POST',
        `/api/couriers/orders/${orderId}/book`,
        { courier: 'pathao', codAmount: 3060 },
        { token: admin.accessToken },
      );
      expect(booked.statusCode).toBe(201);
    } finally {
      await other.close();
    }
    expect(pathao.grants.slice(granted)).toEqual(['refresh_token']);
    expect((await stored()).accessToken).not.toBe(old);
    expect((await stored()).expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * 24 * 60 * 60_000);

    // This process's copy was revoked by the refresh: it takes the shared one, asking Pathao nothing.
    await bookedOrder();
    expect(pathao.grants.slice(granted)).toEqual(['refresh_token']);

    // Pathao stops taking the token: it is refreshed once and the booking goes through.
    fake.expireTokens();
    await bookedOrder();
    expect(pathao.grants.slice(granted)).toEqual(['refresh_token', 'refresh_token']);
  });

  it('is granted once for two processes starting together with no token', async () => {
    await t.db.delete(courierTokens);
    const orders = await Promise.all([processingOrder(), processingOrder(), processingOrder(), processingOrder()]);
    const granted = pathao.grants.length;
    const apps = await Promise.all([createTestApp(shopOptions(4113)), createTestApp(shopOptions(4113))]);
    try {
      const answers = await Promise.all(
        orders.map(({ orderId }, index) =>
          call(
            apps[index % 2]!,
            'POST',
            `/api/couriers/orders/${orderId}/book`,
            { courier: 'pathao', codAmount: 3060 },
            {
              token: admin.accessToken,
            },
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    expect(pathao.grants.slice(granted)).toEqual(['password']);
  });

  it("answers Pathao's refusal of the shop's credentials with a clear 502, nothing booked", async () => {
    const wrong = await startPathaoServer({ ...CREDENTIALS, password: 'changed-in-the-panel' });
    const other = await createTestApp({
      couriers: {
        steadfast: null,
        pathao: { ...CREDENTIALS, storeId: null, apiUrl: wrong.apiUrl, webhookSecret: WEBHOOK_SECRET },
        pollMinutes: 0,
      },
    });
    try {
      const cities = await call(other, 'GET', '/api/couriers/pathao/cities', undefined, {
        token: (
          await (async () => {
            const staff = await signedInCustomer(other);
            await makeAdmin(other, staff.id);
            return staff;
          })()
        ).accessToken,
      });
      expect(cities.statusCode).toBe(502);
      expect(cities.json().message).toBe(
        "Pathao refused the shop's API credentials; check PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD. Nothing was booked.",
      );
      expect(wrong.state.grants).toEqual(['password']);
    } finally {
      await other.close();
      await wrong.close();
    }
  });
});

describe("Pathao's webhooks (POST /couriers/pathao/webhook)", () => {
  it('answers the integration handshake 202 with the header Pathao requires', async () => {
    const handshake = await webhook({ event: 'webhook_integration' });
    expect(handshake.statusCode).toBe(202);
    expect(handshake.headers['x-pathao-merchant-webhook-integration-secret']).toBe(
      'f3992ecc-59da-4cbe-a049-a13da2018d51',
    );
  });

  it('refuses a forged webhook (no signature, a wrong one) and a malformed one, changing nothing', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    for (const signature of [null, 'not-the-secret']) {
      const forged = await webhook(event(consignmentId, 'order.delivered'), signature);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ success: false, message: 'Unauthorized.' });
      expect(forged.headers['x-pathao-merchant-webhook-integration-secret']).toBeUndefined();
    }
    expect((await webhook({ event: 'webhook_integration' }, 'not-the-secret')).statusCode).toBe(401);
    for (const body of [
      { event: 'order.delivered' },
      { hello: 'world' },
      { event: 'order.delivered', consignment_id: '' },
    ]) {
      expect((await webhook(body)).statusCode).toBe(400);
    }
    expect((await webhook('not json at all')).statusCode).toBe(400);
    expect((await orderOf(orderId)).status).toBe('processing');
  });

  it('moves the order shipped, in transit, out for delivery, delivered and paid; a repeated webhook is applied once', async () => {
    const { orderId, consignmentId, product } = await bookedOrder('01911222333');
    const created = await webhook(event(consignmentId, 'order.created'));
    expect(created.statusCode).toBe(202);
    expect((await orderOf(orderId)).status).toBe('processing');
    await webhook(event(consignmentId, 'order.picked'));
    expect((await orderOf(orderId)).status).toBe('shipped');
    await webhook(event(consignmentId, 'order.in-transit'));
    await webhook(event(consignmentId, 'order.assigned-for-delivery'));
    const delivered = event(consignmentId, 'order.delivered', { collected_amount: 3060, delivery_fee: 65 });
    expect((await webhook(delivered)).statusCode).toBe(202);
    expect((await webhook(delivered)).statusCode).toBe(202);
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 2 });
    expect(await kinds(orderId)).toEqual([
      'placed:shopper',
      'processing:admin',
      'booked:admin',
      'shipped:courier-webhook',
      'in-transit:courier-webhook',
      'out-for-delivery:courier-webhook',
      'delivered:courier-webhook',
      'paid:courier-webhook',
    ]);
    expect((await parcelOf(orderId)).consignment).toMatchObject({ courierStatus: 'delivered', deliveryCharge: 65 });
  });

  it('keeps a failed attempt on the parcel without moving the order, and its store news is only acknowledged', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    await webhook(event(consignmentId, 'order.picked'));
    const failed = await webhook(event(consignmentId, 'order.delivery-failed', { reason: 'Customer not reachable' }));
    expect(failed.statusCode).toBe(202);
    expect((await orderOf(orderId)).status).toBe('shipped');
    expect((await parcelOf(orderId)).consignment.courierStatus).toBe('delivery-failed');
    const store = await webhook({ event: 'store.updated', store_id: 4113, store_name: 'Dokan Warehouse' });
    expect(store.statusCode).toBe(202);
  });

  it('marks a returned parcel returned and puts its stock back once, however often Pathao says so', async () => {
    const { orderId, consignmentId, product } = await bookedOrder();
    await webhook(event(consignmentId, 'order.picked'));
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 0 });
    const returned = event(consignmentId, 'order.returned', { reason: 'Customer refused' });
    await webhook(returned);
    await webhook(returned);
    await webhook(event(consignmentId, 'order.paid-return'));
    expect(await orderOf(orderId)).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
    expect((await kinds(orderId)).filter((kind: string) => kind.startsWith('returned'))).toHaveLength(1);
  });

  it('acknowledges news of a parcel not booked here without applying it', async () => {
    const answer = await webhook(event('DA0000000000', 'order.delivered'));
    expect(answer.statusCode).toBe(202);
  });
});

describe('polling Pathao (orders/{consignment_id}/info)', () => {
  it('moves orders on from what Pathao answers, once per status, and skips a parcel it cannot find', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    pathao.parcels.get(consignmentId)!.order_status = 'Picked';
    await t.services.couriers.pollOnce();
    expect((await orderOf(orderId)).status).toBe('shipped');
    pathao.parcels.get(consignmentId)!.order_status = 'In_Transit';
    await t.services.couriers.pollOnce();
    expect(await kinds(orderId)).toContain('in-transit:courier-poll');
    pathao.parcels.get(consignmentId)!.order_status = 'Delivered';
    await t.services.couriers.pollOnce();
    await t.services.couriers.pollOnce();
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await kinds(orderId)).filter((kind: string) => kind === 'delivered:courier-poll')).toHaveLength(1);

    const lost = await bookedOrder();
    pathao.parcels.delete(lost.consignmentId);
    await t.services.couriers.pollOnce();
    pathao.down = true;
    await expect(t.services.couriers.pollOnce()).resolves.toBe(0);
    expect((await orderOf(lost.orderId)).status).toBe('processing');
  });
});
