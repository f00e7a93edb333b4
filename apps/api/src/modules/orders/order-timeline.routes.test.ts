/**
 * Returns and the order timeline: PATCH /order/update-status/{id} with `returned` for a shipped
 * order (its stock back once), cash counted paid on delivery, the shopper told of the parcel, and
 * GET /order/{id}/timeline as the shopper, the admin and a stranger read it; and the COD risk
 * those returns make (GET /order/{id}/cod-risk).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outbox, users } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, orderPayload, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ codRules: 'shop' });
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  await t.db.update(users).set({ name: 'Karim Staff' }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

const patch = (orderId: string, status: string, who: SignedIn) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: who.accessToken });
const timeline = (orderId: string, who: SignedIn) =>
  call(t, 'GET', `/api/order/${orderId}/timeline`, undefined, { token: who.accessToken });

/** A COD order from Gulshan (or `address`) the admin has shipped. */
async function shippedOrder(shopper: SignedIn, phone = '01712345678', address = 'House 12, Road 27') {
  const product = await addProduct(t.db, { name: 'Saree', categoryId, priceTaka: 2000, remaining: 5 });
  const deliveryAddress = { division: 'Dhaka', district: 'Dhaka', city: 'Gulshan', addressDetails: address };
  const payload = orderPayload(shopper, [{ product, quantity: 2 }], { phone, deliveryAddress });
  const orderId = (await placeOrder(t, shopper, payload)).json().data._id as string;
  expect((await patch(orderId, 'processing', admin)).statusCode).toBe(200);
  expect((await patch(orderId, 'shipped', admin)).statusCode).toBe(200);
  return { orderId, product };
}

describe('a parcel the buyer refused (returned)', () => {
  it('lets the admin mark a shipped order returned, putting its stock back exactly once', async () => {
    const shopper = await signedInCustomer(t);
    const { orderId, product } = await shippedOrder(shopper);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 3, sales: 0 });

    const returned = await patch(orderId, 'returned', admin);
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ message: 'Order is now returned', data: { status: 'returned' } });
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 5, sales: 0 });

    // Sent again (a double click), or moved on: the stock stays where it is.
    expect((await patch(orderId, 'returned', admin)).statusCode).toBe(200);
    expect((await patch(orderId, 'delivered', admin)).statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toEqual({ remaining: 5, sales: 0 });
  });

  it('refuses a return of an order not shipped, and a return asked by the shopper', async () => {
    const shopper = await signedInCustomer(t);
    const product = await addProduct(t.db, { name: 'Lungi', categoryId, priceTaka: 500, remaining: 5 });
    const orderId = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id;
    const early = await patch(orderId, 'returned', admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('An order cannot go from pending to returned');
    expect((await patch(orderId, 'returned', shopper)).statusCode).toBe(403);
  });
});

describe('delivery', () => {
  it('counts cash on delivery paid once delivered, and tells the shopper by SMS and e-mail at shipped and delivered', async () => {
    const shopper = await signedInCustomer(t);
    const phone = '01812345670';
    const { orderId } = await shippedOrder(shopper, phone);
    const delivered = await patch(orderId, 'delivered', admin);
    expect(delivered.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });

    const sms = await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
      .orderBy(outbox.createdAt);
    const number = orderId.slice(-6);
    expect(sms.map((message) => message.body)).toEqual([
      `Dokan: Your order #${number} is on its way. Track: http://localhost:3000/track?order=${number}`,
      `Dokan: Your order #${number} has been delivered. Thank you for shopping with Dokan. Track: http://localhost:3000/track?order=${number}`,
    ]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, shopper.email));
    expect(mails.filter((mail) => mail.body.includes('is on its way'))).toHaveLength(1);
    expect(
      mails.find((mail) => mail.subject?.includes('placed') || mail.body.includes('Thank you for your order'))?.body,
    ).toContain(`http://localhost:3000/track?order=${number}`);
  });
  it("writes the parcel's news in the language of the shopper's account", async () => {
    const shopper = await signedInCustomer(t);
    await t.db.update(users).set({ language: 'bn' }).where(eq(users.id, shopper.id));
    const phone = '01912345671';
    const { orderId } = await shippedOrder(shopper, phone);
    await patch(orderId, 'delivered', admin);

    const sms = await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
      .orderBy(outbox.createdAt);
    const number = orderId.slice(-6);
    const track = `http://localhost:3000/track?order=${number}`;
    // The order confirmation first, then the parcel's news, all in Bangla.
    expect(sms.slice(-2).map((message) => message.body)).toEqual([
      `দোকান: আপনার অর্ডার #${number} পথে আছে। অর্ডারের খবর: ${track}`,
      `দোকান: আপনার অর্ডার #${number} পৌঁছে গেছে। দোকান থেকে কেনাকাটার জন্য ধন্যবাদ। অর্ডারের খবর: ${track}`,
    ]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, shopper.email));
    expect(mails.find((mail) => mail.body.includes('পথে আছে'))?.subject).toBe(`আপনার দোকান অর্ডার #${number}`);
  });
});

describe('the order timeline (GET /order/{orderId}/timeline)', () => {
  it('shows every change with its source to the shopper, the staff name to the admin only, and nothing to others', async () => {
    const shopper = await signedInCustomer(t);
    const { orderId } = await shippedOrder(shopper);
    await patch(orderId, 'returned', admin);

    const mine = await timeline(orderId, shopper);
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .data.map((event: { kind: string; source: string; actor: string | null }) => [
          event.kind,
          event.source,
          event.actor,
        ]),
    ).toEqual([
      ['placed', 'shopper', null],
      ['processing', 'admin', null],
      ['shipped', 'admin', null],
      ['returned', 'admin', null],
    ]);
    const shop = await timeline(orderId, admin);
    expect(
      shop
        .json()
        .data.slice(1)
        .map((event: { actor: string }) => event.actor),
    ).toEqual(['Karim Staff', 'Karim Staff', 'Karim Staff']);
    expect((await timeline(orderId, await signedInCustomer(t))).statusCode).toBe(403);
    expect((await timeline(crypto.randomUUID(), admin)).statusCode).toBe(404);
  });

  it("records a shopper's own cancellation as theirs", async () => {
    const shopper = await signedInCustomer(t);
    const product = await addProduct(t.db, { name: 'Shawl', categoryId, priceTaka: 900, remaining: 5 });
    const orderId = (
      await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone: '01512345678' }))
    ).json().data._id;
    await patch(orderId, 'cancelled', shopper);
    const events = (await timeline(orderId, admin)).json().data;
    expect(events.map((event: { kind: string; source: string }) => `${event.kind}:${event.source}`)).toEqual([
      'placed:shopper',
      'cancelled:shopper',
    ]);
  });
});

describe('the COD risk of an order (GET /order/{orderId}/cod-risk)', () => {
  it('asks a phone with two returned COD orders to pay the delivery fee first, with its reasons', async () => {
    const shopper = await signedInCustomer(t);
    const phone = '01612345678';
    for (let i = 0; i < 2; i++) {
      const { orderId } = await shippedOrder(shopper, phone, 'House 7, Lake Road');
      await patch(orderId, 'returned', admin);
    }
    const product = await addProduct(t.db, { name: 'Kurta', categoryId, priceTaka: 800, remaining: 5 });
    const deliveryAddress = {
      division: 'Dhaka',
      district: 'Dhaka',
      city: 'Gulshan',
      addressDetails: 'house 7,  lake road',
    };
    const cod = await placeOrder(t, shopper, orderPayload(shopper, [{ product }], { phone, deliveryAddress }));
    expect(cod.statusCode).toBe(400);
    expect(cod.json().message).toBe(
      'Parcels to this phone have come back before, so the delivery fee (Tk 60) must be paid first by mobile banking. Please choose Mobile banking (bKash, Nagad or Rocket).',
    );
    const prepaid = orderPayload(shopper, [{ product }], {
      phone,
      deliveryAddress,
      paymentMethod: 'mobile-banking',
      paymentNumber: phone,
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
    });
    const placed = await placeOrder(t, shopper, prepaid);
    expect(placed.statusCode).toBe(201);
    const third = placed.json().data._id;
    const risk = await call(t, 'GET', `/api/order/${third}/cod-risk`, undefined, { token: admin.accessToken });
    expect(risk.statusCode).toBe(200);
    expect(risk.json().data).toMatchObject({
      requirement: 'prepay-delivery',
      phone: { delivered: 0, returned: 2, cancelled: 0 },
      address: { delivered: 0, returned: 2, cancelled: 0 },
      reasons: ['returns-on-phone', 'phone-not-verified', 'first-cod-order'],
      score: 80,
      level: 'high',
    });

    const fresh = await signedInCustomer(t);
    const clean = (
      await placeOrder(
        t,
        fresh,
        orderPayload(fresh, [{ product }], {
          phone: '01312345678',
          deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Mirpur', addressDetails: 'Flat 3B, Road 2' },
        }),
      )
    ).json().data._id;
    const low = await call(t, 'GET', `/api/order/${clean}/cod-risk`, undefined, { token: admin.accessToken });
    expect(low.json().data).toMatchObject({ requirement: 'none', level: 'low', score: 20 });
    expect(
      (await call(t, 'GET', `/api/order/${clean}/cod-risk`, undefined, { token: fresh.accessToken })).statusCode,
    ).toBe(403);
  });
});
