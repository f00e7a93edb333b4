/**
 * The sandbox courier on a laptop with no courier configured (decision 060): it books a processing
 * order (a consignment id, a tracking code, a charge), its label prints, and each step the owner
 * makes it take reaches the shop as its webhook and moves the order as a courier's would: shipped,
 * in transit, delivered with the cash collected, or returned with the stock back; the deliveries
 * report and the dashboard count them. A stranger, a live shop, or a shop with a real courier gets
 * none of it.
 */
import { execFileSync } from 'node:child_process';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopMonth } from '@dokan/domain';

import { loadConfig } from '../../config.ts';
import { call, type CallOptions, makeAdmin, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp, type TestAppOptions, withTestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';
import { type CourierScene, processingOrder } from '../../test/couriers.ts';
import { stockOf } from '../../test/orders.ts';

/** This machine, as a browser on it asks: loopback, no proxy, its own name. */
const LOCAL: CallOptions = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
/** What signedInCustomer names everyone, the admin included. */
const ADMIN_NAME = 'Test Shopper';
/** Someone elsewhere on the internet. */
const STRANGER: CallOptions = { remoteAddress: '203.0.113.50', headers: { host: 'shop.example.com.bd' } };

async function sceneOf(t: TestApp): Promise<CourierScene> {
  const admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  return { t, admin, shopper: await signedInCustomer(t), categoryId: (await addCategory(t.db, 'Home')).id };
}

/** The admin's call from `from` (this machine unless told). */
const asAdmin = (scene: CourierScene, from: CallOptions = LOCAL): CallOptions => ({
  ...from,
  token: scene.admin.accessToken,
});

const bookSandbox = (scene: CourierScene, orderId: string, from: CallOptions = LOCAL) =>
  call(
    scene.t,
    'POST',
    `/api/couriers/orders/${orderId}/book`,
    { courier: 'sandbox', codAmount: 3060 },
    asAdmin(scene, from),
  );

const takeStep = (scene: CourierScene, consignmentId: string, step: string, from: CallOptions = LOCAL) =>
  call(scene.t, 'POST', `/api/couriers/sandbox/parcels/${consignmentId}`, { step }, asAdmin(scene, from));

const parcelOf = async (scene: CourierScene, orderId: string, from: CallOptions = LOCAL) =>
  (await call(scene.t, 'GET', `/api/couriers/orders/${orderId}`, undefined, asAdmin(scene, from))).json().data;

const orderOf = async (scene: CourierScene, orderId: string) =>
  (await call(scene.t, 'GET', `/api/order/${orderId}`, undefined, asAdmin(scene))).json().data;

const timelineOf = async (scene: CourierScene, orderId: string) =>
  (await call(scene.t, 'GET', `/api/order/${orderId}/timeline`, undefined, asAdmin(scene)))
    .json()
    .data.map((event: { kind: string; source: string; actor: string | null }) =>
      [event.kind, event.source, event.actor].join(':'),
    );

describe('the sandbox courier on this computer (no courier configured, DEV_TOOLS=local)', () => {
  let t: TestApp;
  let scene: CourierScene;
  beforeAll(async () => {
    t = await createTestApp({ devTools: 'local' });
    scene = await sceneOf(t);
  });
  afterAll(() => t.close());

  /** A processing cash order of Tk 3,060 to Dhaka, booked with the sandbox courier. */
  async function bookedOrder() {
    const { orderId, product } = await processingOrder(scene);
    const booked = await bookSandbox(scene, orderId);
    expect(booked.statusCode, booked.body).toBe(201);
    return { orderId, product, consignmentId: booked.json().data.consignmentId as string };
  }

  it('books a processing order: a consignment id, a tracking code and its charge, on the timeline', async () => {
    const courierList = await call(t, 'GET', '/api/couriers', undefined, asAdmin(scene));
    expect(courierList.json().data).toEqual(['sandbox']);
    const { orderId } = await processingOrder(scene);
    expect(await parcelOf(scene, orderId)).toEqual({
      consignment: null,
      couriers: ['sandbox'],
      codDue: 3060,
      sandboxSteps: [],
    });

    const booked = await bookSandbox(scene, orderId);
    expect(booked.statusCode, booked.body).toBe(201);
    const consignment = booked.json().data;
    expect(consignment).toMatchObject({
      courier: 'sandbox',
      courierStatus: 'booked',
      codAmount: 3060,
      // Inside Dhaka, as the couriers' own price lists start.
      deliveryCharge: 60,
      trackingUrl: null,
    });
    expect(consignment.consignmentId).toMatch(/^SBX\d{9}$/);
    expect(consignment.trackingCode).toMatch(/^[0-9A-F]{10}$/);
    expect(await parcelOf(scene, orderId)).toMatchObject({ consignment, sandboxSteps: ['picked-up'] });
    expect(await timelineOf(scene, orderId)).toEqual([
      'placed:shopper:',
      `processing:admin:${ADMIN_NAME}`,
      `booked:admin:${ADMIN_NAME}`,
    ]);
    expect((await bookSandbox(scene, orderId)).json().message).toBe(
      'This order is already booked with Sandbox courier.',
    );
  });

  it('books a ticked list of orders at once', async () => {
    const orderIds = [(await processingOrder(scene)).orderId, (await processingOrder(scene)).orderId];
    const answer = await call(t, 'POST', '/api/couriers/book-many', { courier: 'sandbox', orderIds }, asAdmin(scene));
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json().data;
    expect(results.map((result: { orderId: string }) => result.orderId)).toEqual(orderIds);
    for (const result of results) {
      expect(result.consignment).toMatchObject({ courier: 'sandbox', courierStatus: 'booked', deliveryCharge: 60 });
    }
  });

  it('prints the parcel’s label with the sandbox courier and its consignment id', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    const label = await call(t, 'GET', `/api/couriers/orders/${orderId}/label`, undefined, asAdmin(scene));
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const words = execFileSync('pdftotext', ['-layout', '-', '-'], { input: label.rawPayload }).toString();
    for (const expected of [
      'Sandbox courier',
      `Consignment ${consignmentId}`,
      'COD Tk 3,060',
      `#${orderId.slice(-6).toUpperCase()}`,
      // What the parcel holds, for the packer.
      '2 x Bedsheet',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('moves the order through its webhook at each step: shipped, in transit, then delivered with the cash collected', async () => {
    const { orderId, consignmentId } = await bookedOrder();

    const pickedUp = await takeStep(scene, consignmentId, 'picked-up');
    expect(pickedUp.statusCode, pickedUp.body).toBe(200);
    expect(pickedUp.json().data).toMatchObject({
      consignment: { courierStatus: 'picked-up' },
      sandboxSteps: ['in-transit', 'delivered', 'returned'],
    });
    expect(await orderOf(scene, orderId)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });

    expect((await takeStep(scene, consignmentId, 'in-transit')).statusCode).toBe(200);
    expect((await orderOf(scene, orderId)).status).toBe('shipped');

    const delivered = await takeStep(scene, consignmentId, 'delivered');
    expect(delivered.json().data).toMatchObject({ consignment: { courierStatus: 'delivered' }, sandboxSteps: [] });
    expect(await orderOf(scene, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await timelineOf(scene, orderId)).toEqual([
      'placed:shopper:',
      `processing:admin:${ADMIN_NAME}`,
      `booked:admin:${ADMIN_NAME}`,
      'shipped:courier-webhook:Sandbox courier',
      'in-transit:courier-webhook:Sandbox courier',
      'delivered:courier-webhook:Sandbox courier',
      'paid:courier-webhook:Sandbox courier',
    ]);

    // A delivered parcel takes no more steps.
    const again = await takeStep(scene, consignmentId, 'returned');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This parcel is delivered; the sandbox courier cannot make it returned now.');
    expect((await orderOf(scene, orderId)).status).toBe('delivered');
  });

  it('brings a refused parcel back: returned, its stock on the shelf again', async () => {
    const { orderId, product, consignmentId } = await bookedOrder();
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 8, sales: 0 });
    // Not before it is picked up.
    expect((await takeStep(scene, consignmentId, 'returned')).statusCode).toBe(409);
    expect((await takeStep(scene, consignmentId, 'picked-up')).statusCode).toBe(200);
    expect((await takeStep(scene, consignmentId, 'returned')).statusCode).toBe(200);
    expect(await orderOf(scene, orderId)).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 10, sales: 0 });
  });

  it('takes no further the parcel of an order cancelled after booking', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    const cancelled = await call(
      t,
      'PATCH',
      `/api/order/update-status/${orderId}`,
      { status: 'cancelled' },
      asAdmin(scene),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await parcelOf(scene, orderId)).toMatchObject({
      consignment: { courierStatus: 'booked' },
      sandboxSteps: [],
    });
    const refused = await takeStep(scene, consignmentId, 'picked-up');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The order is cancelled; the sandbox courier takes its parcel no further.');
    expect((await orderOf(scene, orderId)).status).toBe('cancelled');
  });

  it('counts its parcels in the deliveries report and the dashboard’s returns, as any courier’s', async () => {
    const month = shopMonth(new Date());
    const report = await call(
      t,
      'GET',
      `/api/couriers/deliveries-report?from=${month}&to=${month}`,
      undefined,
      asAdmin(scene),
    );
    const sandbox = report.json().data.months[0].couriers.find((row: { courier: string }) => row.courier === 'sandbox');
    // Seven booked above: three waiting, one at the label, one delivered (Tk 3,060 collected), one back, one cancelled.
    expect(sandbox).toMatchObject({
      booked: 7,
      delivered: 1,
      returned: 1,
      returnRate: 0.5,
      deliveryCharges: 420,
      codCollected: 3060,
    });
    const dashboard = await call(t, 'GET', '/api/admin/dashboard', undefined, asAdmin(scene));
    expect(dashboard.json().data.returns.month).toMatchObject({ delivered: 1, returned: 1, returnRate: 0.5 });
  });

  it('hears only its own webhooks: one without its token is refused and moves nothing', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    const forged = await call(
      t,
      'POST',
      '/api/couriers/sandbox/webhook',
      { consignment_id: consignmentId, status: 'delivered' },
      { ...LOCAL, headers: { ...LOCAL.headers, authorization: 'Bearer guessed' } },
    );
    expect(forged.statusCode).toBe(401);
    expect((await orderOf(scene, orderId)).status).toBe('processing');
    expect((await parcelOf(scene, orderId)).consignment.courierStatus).toBe('booked');
  });

  it('is none of a stranger’s business, not even through a proxy on this machine', async () => {
    const { orderId, consignmentId } = await bookedOrder();
    const proxied: CallOptions = { ...LOCAL, headers: { ...LOCAL.headers, 'x-forwarded-for': '198.51.100.7' } };
    for (const from of [STRANGER, proxied]) {
      expect((await call(t, 'GET', '/api/couriers', undefined, asAdmin(scene, from))).json().data).toEqual([]);
      // Its parcel shows as booked, but nobody there may move it.
      expect(await parcelOf(scene, orderId, from)).toMatchObject({ couriers: [], sandboxSteps: [] });
      const { orderId: another } = await processingOrder(scene);
      const refused = await bookSandbox(scene, another, from);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Sandbox courier is not set up for this shop.');
      expect((await takeStep(scene, consignmentId, 'picked-up', from)).statusCode).toBe(404);
      const webhook = await call(t, 'POST', '/api/couriers/sandbox/webhook', {}, from);
      expect(webhook.statusCode).toBe(404);
    }
    expect((await orderOf(scene, orderId)).status).toBe('processing');
  });
});

describe('no sandbox courier', () => {
  /** Runs `check` on a shop of its own, with its admin, shopper and category. */
  const withShop = (options: TestAppOptions, check: (scene: CourierScene) => Promise<void>) =>
    withTestApp(options, async (t) => check(await sceneOf(t)));

  it('on a live shop, whatever the environment says', () =>
    withShop(
      { devTools: loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).DEV_TOOLS },
      async (scene) => {
        expect((await call(scene.t, 'GET', '/api/couriers', undefined, asAdmin(scene))).json().data).toEqual([]);
        const { orderId } = await processingOrder(scene);
        const refused = await bookSandbox(scene, orderId);
        expect(refused.json().message).toBe('Sandbox courier is not set up for this shop.');
        expect((await takeStep(scene, 'SBX123456789', 'picked-up')).statusCode).toBe(404);
        expect((await call(scene.t, 'POST', '/api/couriers/sandbox/webhook', {}, LOCAL)).statusCode).toBe(404);
      },
    ));

  it('beside a real courier: the shop books with it alone', () =>
    withShop(
      {
        devTools: 'local',
        couriers: {
          steadfast: { apiKey: 'k', secretKey: 's', apiUrl: 'http://127.0.0.1:9', webhookToken: null },
          pollMinutes: 0,
        },
      },
      async (scene) => {
        expect((await call(scene.t, 'GET', '/api/couriers', undefined, asAdmin(scene))).json().data).toEqual([
          'steadfast',
        ]);
        expect((await call(scene.t, 'POST', '/api/couriers/sandbox/webhook', {}, LOCAL)).statusCode).toBe(404);
      },
    ));
});
