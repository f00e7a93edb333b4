/**
 * Meta's Conversions API (decision 089): each order whose money arrives (an online payment, a
 * transfer the admin found, cash collected at the door) is told to Meta once, as a Purchase with its
 * id as event_id and the buyer hashed, through a local server that answers as the Graph API does,
 * failing the first tries.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outbox } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, confirmPhone, ORDER_PHONE, orderPayload, placeOrder } from '../../test/orders.ts';
import { deliverPending } from './dispatcher.ts';
import { metaGraphSender } from './meta-graph.ts';

const PIXEL = '1234567890123';
const TOKEN = 'EAAB-test-token';
const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface GraphEvent {
  event_name: string;
  event_id: string;
  event_time: number;
  action_source: string;
  user_data: Record<string, string[]>;
  custom_data: { currency: string; value: number; contents: { id: string; quantity: number; item_price: number }[] };
}
const received: { path: string; token: string; event: GraphEvent }[] = [];
let failuresLeft = 0;
let graph: Server;
let graphUrl: string;
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let categoryId: string;

beforeAll(async () => {
  graph = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (failuresLeft > 0) {
        failuresLeft--;
        response.writeHead(500).end(
          JSON.stringify({
            error: { message: 'An unexpected error has occurred.', type: 'OAuthException', code: 2, fbtrace_id: 'A1' },
          }),
        );
        return;
      }
      const { data, access_token: token } = JSON.parse(body) as { data: GraphEvent[]; access_token: string };
      for (const event of data) received.push({ path: request.url ?? '', token, event });
      response.writeHead(200).end(JSON.stringify({ events_received: data.length, messages: [], fbtrace_id: 'A2' }));
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v23.0`;
  t = await createTestApp({ meta: { pixelId: PIXEL, conversionsApi: true } });
  categoryId = (await addCategory(t.db, 'Panjabi')).id;
  [admin, shopper] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
  await confirmPhone(t.db, shopper);
});
afterAll(async () => {
  await t.close();
  graph.close();
});

/** The dispatcher's turns until Meta's queue is empty (a turn retries what failed in the last). */
async function sendToMeta() {
  const drivers = { meta: metaGraphSender(graphUrl, TOKEN) };
  for (let turn = 0; turn < 10; turn++) {
    await deliverPending(t.db, drivers, silent);
    const waiting = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    if (!waiting.some((row) => row.channel === 'meta')) return;
  }
}

async function order(extra: Parameters<typeof orderPayload>[2] = {}) {
  const product = await addProduct(t.db, { name: 'Eid Panjabi', categoryId, priceTaka: 1500, remaining: 10 });
  const response = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 2 }], extra));
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json().data as { _id: string; transaction_id: string; totalPrice: number }), product };
}
const eventsOf = (orderId: string) => received.filter((r) => r.event.event_id === orderId);

describe("a paid order's Purchase, sent to Meta's Conversions API", () => {
  it('goes once an online payment is confirmed, after Meta failed the first tries, with the buyer hashed', async () => {
    const placed = await order({ paymentMethod: 'ssl' });
    await sendToMeta();
    expect(eventsOf(placed._id)).toEqual([]);

    failuresLeft = 2;
    expect(await t.services.orders.markPaid(placed.transaction_id, 'SBX-1')).toBe(true);
    // The gateway's second word on the same payment adds nothing.
    expect(await t.services.orders.markPaid(placed.transaction_id, 'SBX-1')).toBe(false);
    await sendToMeta();
    expect(failuresLeft).toBe(0);
    const [sent, ...more] = eventsOf(placed._id);
    expect(more).toEqual([]);
    expect(sent!.path).toBe(`/v23.0/${PIXEL}/events`);
    expect(sent!.token).toBe(TOKEN);
    expect(sent!.event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      custom_data: {
        currency: 'BDT',
        value: placed.totalPrice,
        contents: [{ id: placed.product.id, quantity: 2, item_price: 1500 }],
      },
    });
    expect(Math.abs(sent!.event.event_time - Date.now() / 1000)).toBeLessThan(120);
    // As Meta asks: the phone as E.164 digits, the e-mail in lower case, both SHA-256; nothing in the clear.
    expect(sent!.event.user_data.ph).toEqual([sha256(`88${ORDER_PHONE}`)]);
    expect(sent!.event.user_data.em).toEqual([sha256(shopper.email.toLowerCase())]);
    expect(JSON.stringify(sent!.event)).not.toContain(ORDER_PHONE.slice(1));
    expect(JSON.stringify(sent!.event)).not.toContain(shopper.email);
  });

  it('goes when the admin confirms a transfer, and for cash when the parcel is delivered, never before', async () => {
    const transfer = await order({
      paymentMethod: 'mobile-banking',
      paymentNumber: '01812345678',
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
    });
    const cash = await order();
    const setStatus = (status: string) =>
      call(t, 'PATCH', `/api/order/update-status/${cash._id}`, { status }, { token: admin.accessToken });
    for (const status of ['processing', 'shipped']) expect((await setStatus(status)).statusCode).toBe(200);
    await sendToMeta();
    expect([...eventsOf(transfer._id), ...eventsOf(cash._id)]).toEqual([]);

    const confirmed = await call(
      t,
      'PATCH',
      `/api/order/confirm-payment/${transfer._id}`,
      {},
      { token: admin.accessToken },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await setStatus('delivered')).statusCode).toBe(200);
    await sendToMeta();
    expect(eventsOf(transfer._id)).toHaveLength(1);
    expect(eventsOf(cash._id)).toHaveLength(1);
    expect(eventsOf(cash._id)[0]!.event.custom_data.value).toBe(cash.totalPrice);
  });

  it('is written once per order, whatever tells of its money twice, and dropped past the 7 days Meta takes', async () => {
    const placed = await order({ paymentMethod: 'ssl' });
    await Promise.all([1, 2, 3].map(() => t.services.orders.markPaid(placed.transaction_id, 'SBX-2')));
    const rows = await t.db.select().from(outbox).where(eq(outbox.subject, placed._id));
    expect(rows).toHaveLength(1);

    // A Purchase that waited longer than Meta takes (the Graph API down for a week) is not sent.
    const stale = JSON.parse(rows[0]!.body) as GraphEvent;
    stale.event_time -= 8 * 24 * 3600;
    await t.db
      .update(outbox)
      .set({ body: JSON.stringify(stale) })
      .where(eq(outbox.id, rows[0]!.id));
    await sendToMeta();
    expect(eventsOf(placed._id)).toEqual([]);
    const [dropped] = await t.db.select().from(outbox).where(eq(outbox.id, rows[0]!.id));
    expect(dropped).toMatchObject({ status: 'failed', attempts: 1 });
    expect(dropped!.lastError).toContain('older than the 7 days');
  });

  it('is never kept when the shop has no pixel set up', async () => {
    const plain = await createTestApp();
    try {
      const product = await addProduct(plain.db, {
        name: 'Lungi',
        categoryId: (await addCategory(plain.db, 'Lungi')).id,
        priceTaka: 500,
        remaining: 5,
      });
      const buyer = await signedInCustomer(plain);
      const response = await placeOrder(plain, buyer, orderPayload(buyer, [{ product }], { paymentMethod: 'ssl' }));
      expect(response.statusCode).toBe(201);
      expect(await plain.services.orders.markPaid(response.json().data.transaction_id, 'SBX-3')).toBe(true);
      expect(await plain.db.select().from(outbox).where(eq(outbox.channel, 'meta'))).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
