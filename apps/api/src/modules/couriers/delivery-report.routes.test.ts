/**
 * Parcels that end, read back: the deliveries report (GET /couriers/deliveries-report, per month and
 * courier) and the dashboard's returns and return rate, from parcels booked with Steadfast (a local
 * server speaking its merchant API) and its webhooks; and the refund a paid order that comes back
 * is owed, opened by itself.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopMonth } from '@dokan/domain';

import { consignments } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, orderPayload, placeOrder } from '../../test/orders.ts';
import { startSteadfastServer } from '../../test/steadfast-server.ts';

const API_KEY = 'sf-api-key-report';
const SECRET_KEY = 'sf-secret-key-report';
const WEBHOOK_TOKEN = 'sf-webhook-token-report-0123456789';

let fake: Awaited<ReturnType<typeof startSteadfastServer>>;
let t: TestApp;
let categoryId: string;
let admin: SignedIn;
let shopper: SignedIn;
/** The orders the scenario made, by what happened to them. */
const made: Record<string, string> = {};

const asAdmin = () => ({ token: admin.accessToken });
const status = (orderId: string, to: string) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status: to }, asAdmin());

/** A processing order of two bedsheets (Tk 1,500 each, Tk 60 delivery), cash unless told; mobile banking confirmed paid. */
async function processingOrder(paymentMethod: 'cash' | 'mobile-banking' = 'cash') {
  const product = await addProduct(t.db, { name: 'Bedsheet', categoryId, priceTaka: 1500, remaining: 10 });
  const extra =
    paymentMethod === 'cash'
      ? {}
      : ({
          paymentMethod,
          paymentNumber: '01812345678',
          mobileBankingProvider: 'bkash',
          transactionId: bkashTrxId(),
        } as const);
  const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 2 }], extra));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data._id as string;
  if (paymentMethod !== 'cash') {
    expect((await call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, {}, asAdmin())).statusCode).toBe(200);
  }
  expect((await status(orderId, 'processing')).statusCode).toBe(200);
  return orderId;
}

/** Booked with Steadfast (COD the whole total for cash, nothing for a paid order); answers the consignment id. */
async function booked(orderId: string, codAmount: number) {
  const response = await call(
    t,
    'POST',
    `/api/couriers/orders/${orderId}/book`,
    { courier: 'steadfast', codAmount },
    asAdmin(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.consignmentId as string;
}

let updates = 0;
/** Steadfast's delivery_status webhook, with the charge it names (null: not yet). */
async function steadfastSays(consignmentId: string, said: string, charge: number | null, codAmount: number) {
  updates += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/couriers/steadfast/webhook',
    payload: {
      notification_type: 'delivery_status',
      consignment_id: Number(consignmentId),
      invoice: 'ignored-here',
      cod_amount: codAmount,
      status: said,
      delivery_charge: charge,
      tracking_message: `Parcel ${said.toLowerCase()}.`,
      updated_at: `2026-11-26 12:${String(updates).padStart(2, '0')}:30`,
    },
    headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The parcel counts as booked at this instant (its month in Dhaka decides where the report puts it). */
async function bookedAt(consignmentId: string, at: string) {
  await t.db
    .update(consignments)
    .set({ createdAt: new Date(at) })
    .where(eq(consignments.consignmentId, consignmentId));
}

beforeAll(async () => {
  fake = await startSteadfastServer({ apiKey: API_KEY, secretKey: SECRET_KEY });
  t = await createTestApp({
    couriers: {
      steadfast: { apiKey: API_KEY, secretKey: SECRET_KEY, apiUrl: fake.apiUrl, webhookToken: WEBHOOK_TOKEN },
      pollMinutes: 0,
    },
  });
  categoryId = (await addCategory(t.db, 'Home')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  shopper = await signedInCustomer(t);

  // This month: one delivered (charge Tk 110, Tk 3,060 collected), one refused (charge Tk 60), and a
  // prepaid one that came back before Steadfast named a charge.
  made.delivered = await processingOrder();
  await steadfastSays(await booked(made.delivered, 3060), 'Delivered', 110, 3060);
  made.refused = await processingOrder();
  await steadfastSays(await booked(made.refused, 3060), 'Cancelled', 60, 0);
  made.prepaidBack = await processingOrder('mobile-banking');
  await steadfastSays(await booked(made.prepaidBack, 0), 'Cancelled', null, 0);
  // Booked at 23:30 on 30 September in Dhaka, delivered; and at 00:30 on 1 October there, refused.
  made.september = await processingOrder();
  const september = await booked(made.september, 3060);
  await steadfastSays(september, 'Delivered', 100, 3060);
  await bookedAt(september, '2026-09-30T17:30:00Z');
  made.october = await processingOrder();
  const october = await booked(made.october, 3060);
  await steadfastSays(october, 'Cancelled', 50, 0);
  await bookedAt(october, '2026-09-30T18:30:00Z');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const report = (query: string) => call(t, 'GET', `/api/couriers/deliveries-report?${query}`, undefined, asAdmin());

describe('the deliveries report (GET /couriers/deliveries-report)', () => {
  it('counts each month’s parcels by courier in Dhaka months: booked, delivered, returned, charges and cash collected', async () => {
    const thisMonth = shopMonth(new Date());
    const response = await report(`from=2026-08&to=${thisMonth}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const none = {
      booked: 0,
      delivered: 0,
      returned: 0,
      returnRate: null,
      awaitingCharge: 0,
      deliveryCharges: 0,
      codCollected: 0,
    };
    expect(data.months[0]).toEqual({ month: '2026-08', couriers: [], totals: none });
    const september = {
      booked: 1,
      delivered: 1,
      returned: 0,
      returnRate: 0,
      awaitingCharge: 0,
      deliveryCharges: 100,
      codCollected: 3060,
    };
    expect(data.months[1]).toEqual({
      month: '2026-09',
      couriers: [{ courier: 'steadfast', ...september }],
      totals: september,
    });
    const october = { ...none, booked: 1, returned: 1, returnRate: 1, deliveryCharges: 50 };
    expect(data.months[2]).toEqual({
      month: '2026-10',
      couriers: [{ courier: 'steadfast', ...october }],
      totals: october,
    });
    const current = {
      booked: 3,
      delivered: 1,
      returned: 2,
      returnRate: 2 / 3,
      awaitingCharge: 1,
      deliveryCharges: 170,
      codCollected: 3060,
    };
    expect(data.months.at(-1)).toEqual({
      month: thisMonth,
      couriers: [{ courier: 'steadfast', ...current }],
      totals: current,
    });
    const all = {
      booked: 5,
      delivered: 2,
      returned: 3,
      returnRate: 0.6,
      awaitingCharge: 1,
      deliveryCharges: 320,
      codCollected: 6120,
    };
    expect(data.totals).toEqual(all);
    expect(data.couriers).toEqual([{ courier: 'steadfast', ...all }]);
  });

  it('answers only the months asked', async () => {
    const data = (await report('from=2026-10&to=2026-10')).json().data;
    expect(data.months.map((month: { month: string }) => month.month)).toEqual(['2026-10']);
    expect(data.totals).toMatchObject({ booked: 1, returned: 1, deliveryCharges: 50 });
  });

  it('refuses a month that is not YYYY-MM, a range backwards and one longer than 24 months with 400', async () => {
    const messages = async (query: string) => {
      const response = await report(query);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await messages('from=2026-13&to=2026-11')).toBe('from must be a month (YYYY-MM)');
    expect(await messages('to=2026-11')).toBe('from must be a month (YYYY-MM)');
    expect(await messages('from=2026-11&to=2026-10')).toBe('from must not be after to');
    expect(await messages('from=2024-10&to=2026-10')).toBe('A report covers at most 24 months');
  });
});

describe('the dashboard’s returns', () => {
  it('counts parcels delivered and returned today and this month, with the return rate over all orders and over cash on delivery', async () => {
    const response = await call(t, 'GET', '/api/admin/dashboard', undefined, asAdmin());
    expect(response.statusCode).toBe(200);
    // Delivered: this month's and September's parcel (its delivery came today); returned: the refused,
    // the prepaid and October's. Cash on delivery leaves the prepaid one out.
    const figures = {
      delivered: 2,
      returned: 3,
      returnRate: 0.6,
      cod: { delivered: 2, returned: 2, returnRate: 0.5 },
    };
    expect(response.json().data.returns).toEqual({ today: figures, month: figures });
  });
});

describe('a paid parcel that comes back', () => {
  const refunds = async () =>
    (await call(t, 'GET', '/api/refund', undefined, asAdmin())).json().data as Array<{
      orderId: { _id: string; totalPrice: number };
      refundMethod: string;
      refundNumber: string;
      refundStatus: string;
      amount: number;
    }>;

  it('gets a pending refund of its total, back to the number it was paid from, when the courier returns it', async () => {
    const refund = (await refunds()).find((each) => each.orderId._id === made.prepaidBack);
    expect(refund).toMatchObject({
      refundMethod: 'original',
      refundNumber: '01812345678',
      refundStatus: 'Pending',
      amount: 3060,
    });
  });

  it('and cash on delivery returned owes nothing: no refund is opened', async () => {
    const opened = (await refunds()).map((each) => each.orderId._id);
    expect(opened).not.toContain(made.refused);
    expect(opened).not.toContain(made.october);
  });
});
