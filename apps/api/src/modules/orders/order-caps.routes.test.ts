/**
 * The owner's caps on orders and SMS (decision 071), tried as a spammer would: orders by the dozen
 * from one account and from one address, cash-on-delivery orders piled up on one account or phone,
 * the shop's SMS sent to a stranger's number. Bursts are sent at once, as a script would.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_ORDER_CAPS, type OrderCaps } from '@dokan/domain';

import { auditLog, outbox } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { confirmPhone, orderPayload, placeOrder } from '../../test/orders.ts';
import { SMS_CAP_MESSAGE } from '../notifications/notifications.service.ts';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ orderCaps: 'shop' });
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const WIDE = 1000;

async function setCaps(caps: Partial<OrderCaps>) {
  const wide = {
    ordersPerAccountHour: WIDE,
    ordersPerAddressHour: WIDE,
    openCodPerAccount: WIDE,
    openCodPerPhone: WIDE,
  };
  const answer = await call(
    t,
    'PUT',
    '/api/settings/order-caps',
    { ...DEFAULT_ORDER_CAPS, ...wide, ...caps },
    {
      token: admin.accessToken,
    },
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

async function product(remaining = 500) {
  return addProduct(t.db, { name: 'Panjabi', categoryId, priceTaka: 1200, remaining });
}

const order = async (shopper: SignedIn, overrides: Parameters<typeof orderPayload>[2] = {}) =>
  orderPayload(shopper, [{ product: await product() }], { phone: uniquePhone(), ...overrides });

const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort();

describe('the caps in /admin settings', () => {
  it('reads the defaults, refuses a cap that is not a whole number from 1, and keeps a change with its audit entry', async () => {
    const read = await call(t, 'GET', '/api/settings/order-caps', undefined, { token: admin.accessToken });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(DEFAULT_ORDER_CAPS);

    const bad = await call(
      t,
      'PUT',
      '/api/settings/order-caps',
      { ...DEFAULT_ORDER_CAPS, smsPerPhoneDay: 0 },
      {
        token: admin.accessToken,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('SMS per phone in a day must be at least 1');

    const shopper = await signedInCustomer(t);
    const stranger = await call(t, 'PUT', '/api/settings/order-caps', DEFAULT_ORDER_CAPS, {
      token: shopper.accessToken,
    });
    expect(stranger.statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/settings/order-caps', undefined, { token: shopper.accessToken })).statusCode,
    ).toBe(403);

    const changed = { ...DEFAULT_ORDER_CAPS, smsPerPhoneDay: 7 };
    const saved = await call(t, 'PUT', '/api/settings/order-caps', changed, { token: admin.accessToken });
    expect(saved.json().data).toEqual(changed);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'order-caps'));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'update' });
  });
});

describe('orders placed per account and per address in an hour', () => {
  beforeEach(() => setCaps({ ordersPerAccountHour: 3 }));

  it('places 3 of 8 orders one account sends at once, and says when to try again', async () => {
    const shopper = await signedInCustomer(t);
    const payloads = await Promise.all(Array.from({ length: 8 }, () => order(shopper)));
    const answers = await Promise.all(payloads.map((payload) => placeOrder(t, shopper, payload)));
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Too many orders placed in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts only orders placed: not a refused one, not a replay of one placed', async () => {
    const shopper = await signedInCustomer(t);
    const soldOut = await product(0);
    const refused = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: soldOut }], { phone: uniquePhone() }),
    );
    expect(refused.statusCode).toBe(409);
    const first = await order(shopper);
    for (let i = 0; i < 3; i++) expect((await placeOrder(t, shopper, first, 'same-submit')).statusCode).toBe(201);
    expect((await placeOrder(t, shopper, await order(shopper))).statusCode).toBe(201);
    expect((await placeOrder(t, shopper, await order(shopper))).statusCode).toBe(201);
    expect((await placeOrder(t, shopper, await order(shopper))).statusCode).toBe(429);
  });

  it('places the owner-set number from one address, whichever accounts send them', async () => {
    await setCaps({ ordersPerAddressHour: 4 });
    const shoppers = await Promise.all(Array.from({ length: 7 }, () => signedInCustomer(t)));
    const answers = await Promise.all(
      shoppers.map(async (shopper) =>
        call(t, 'POST', '/api/order/post-order', await order(shopper), {
          token: shopper.accessToken,
          remoteAddress: '100.64.12.7',
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 429, 429, 429]);
    // Another address, behind another tower, is not held back.
    const elsewhere = await call(t, 'POST', '/api/order/post-order', await order(shoppers[0]!), {
      token: shoppers[0]!.accessToken,
      remoteAddress: '100.64.12.8',
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('cash-on-delivery orders open at once', () => {
  it('places 3 of 10 COD orders sent at once to one phone, the rest told why, and one more once one is cancelled', async () => {
    await setCaps({ openCodPerPhone: 3 });
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    await confirmPhone(t.db, shopper, phone);
    const payloads = await Promise.all(Array.from({ length: 10 }, () => order(shopper, { phone })));
    const answers = await Promise.all(payloads.map((payload) => placeOrder(t, shopper, payload)));
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array(7).fill(400)]);
    const refused = answers.find((r) => r.statusCode === 400)!.json();
    expect(refused).toMatchObject({
      code: 'open-cod-limit',
      message:
        'This phone has 3 cash on delivery orders on their way. Please pay for this one online, or order again when one has arrived.',
    });
    const placed = answers.find((r) => r.statusCode === 201)!.json().data;
    const cancel = await call(
      t,
      'PATCH',
      `/api/order/update-status/${placed._id}`,
      { status: 'cancelled' },
      {
        token: shopper.accessToken,
      },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await placeOrder(t, shopper, await order(shopper, { phone }))).statusCode).toBe(201);
  });

  it('holds one account to its cap across phones, sent at once', async () => {
    await setCaps({ openCodPerAccount: 2 });
    const shopper = await signedInCustomer(t);
    const payloads = await Promise.all(Array.from({ length: 6 }, () => order(shopper)));
    const answers = await Promise.all(payloads.map((payload) => placeOrder(t, shopper, payload)));
    expect(statuses(answers)).toEqual([201, 201, 400, 400, 400, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toMatch(
      /^You have 2 cash on delivery orders on their way\./,
    );
    // Paying online is not held back by it.
    const online = await placeOrder(t, shopper, await order(shopper, { paymentMethod: 'ssl' }));
    expect(online.statusCode).toBe(201);
  });
});

describe("the shop's SMS", () => {
  const smsTo = (phone: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')));

  it("confirms an order to a phone nobody confirmed by e-mail to the account, never by SMS to a stranger's number", async () => {
    await setCaps({});
    const shopper = await signedInCustomer(t);
    const stranger = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () =>
        placeOrder(t, shopper, await order(shopper, { phone: stranger, customerEmail: '' })),
      ),
    );
    expect(statuses(answers)).toEqual(Array(5).fill(201));
    expect(await smsTo(stranger)).toHaveLength(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, shopper.email));
    expect(mails.filter((mail) => mail.subject?.startsWith('Your Dokan order'))).toHaveLength(5);

    // Once the shopper confirms the phone, the confirmation goes to it.
    await confirmPhone(t.db, shopper, stranger);
    expect(
      (await placeOrder(t, shopper, await order(shopper, { phone: stranger, customerEmail: '' }))).statusCode,
    ).toBe(201);
    expect(await smsTo(stranger)).toHaveLength(1);
  });

  it('refuses a code to a phone that has had the day’s SMS, from any account', async () => {
    await setCaps({ smsPerPhoneDay: 2 });
    const phone = uniquePhone();
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => signedInCustomer(t)));
    const asks = await Promise.all(
      shoppers.map((shopper) =>
        call(t, 'POST', '/api/user/confirm-phone/send-code', { phone }, { token: shopper.accessToken }),
      ),
    );
    expect(statuses(asks)).toEqual([200, 200, 429]);
    const later = await signedInCustomer(t);
    const refused = await call(t, 'POST', '/api/user/confirm-phone/send-code', { phone }, { token: later.accessToken });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SMS_CAP_MESSAGE);
  });
});
