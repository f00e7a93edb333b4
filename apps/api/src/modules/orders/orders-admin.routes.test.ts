import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIRM_PAYMENT_MESSAGES, type Order } from '@dokan/domain';

import { auditLog, orders } from '../../db/schema.ts';
import { call, makeAdmin, makeOwner, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, type CartLine, orderPayload, placedAt, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  [admin, seller, otherSeller] = await Promise.all([signedInCustomer(t), signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
  await makeOwner(t, seller.id);
  await makeOwner(t, otherSeller.id);
});
afterAll(() => t.close());

const product = (name: string, options: { priceTaka?: number; ownerId?: string; remaining?: number } = {}) =>
  addProduct(t.db, { name, categoryId, priceTaka: options.priceTaka ?? 1000, ...options });

type Extra = Parameters<typeof orderPayload>[2];
async function order(customer: SignedIn, lines: CartLine[], extra: Extra = {}) {
  const response = await placeOrder(t, customer, orderPayload(customer, lines, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; totalPrice: number; paymentReference: string | null };
}

const get = (url: string, who: SignedIn) => call(t, 'GET', url, undefined, { token: who.accessToken });
const list = async (query: string, who: SignedIn = admin) => {
  const response = await get(`/api/order/get-all-orders?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { count: number; total: number; page: number; pages: number; data: Order[] };
};
const ids = (page: { data: { _id: string }[] }) => page.data.map((o) => o._id);
const setStatus = (orderId: string, status: string, who: SignedIn = admin) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: who.accessToken });
const confirm = (orderId: string, body?: object) =>
  call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, body, { token: admin.accessToken });
const statusOf = (view: unknown) => (view as { status: string }).status;
const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, entityId)));

describe('the order list (GET /order/get-all-orders)', () => {
  let rahim: SignedIn;
  let karim: SignedIn;
  const placed: Record<string, { _id: string; totalPrice: number }> = {};
  beforeAll(async () => {
    [rahim, karim] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
    const percentTee = await product('Tee 50% Off', { priceTaka: 500 });
    const underscoreTee = await product('Tee_Shirt', { priceTaka: 700 });
    const plainTee = await product('Tee 50 Shirt', { priceTaka: 900 });
    placed.percent = await order(rahim, [{ product: percentTee }], { customerName: 'Rahim Uddin' });
    placed.underscore = await order(karim, [{ product: underscoreTee }], {
      customerName: 'Karim Sheikh',
      phone: '01898765432',
      paymentMethod: 'mobile-banking',
      paymentNumber: '01898765432',
    });
    placed.plain = await order(karim, [{ product: plainTee, quantity: 2 }], { customerName: 'Karim Sheikh' });
    // Two days in Dhaka (UTC+6): 23:59:59 on 1 March, and midnight starting 2 March.
    await placedAt(t.db, placed.percent._id, new Date('2026-03-01T17:59:59Z'));
    await placedAt(t.db, placed.underscore._id, new Date('2026-03-01T18:00:00Z'));
    await placedAt(t.db, placed.plain._id, new Date('2026-03-03T10:00:00Z'));
  });
  const ours = () => [placed.percent!._id, placed.underscore!._id, placed.plain!._id];

  it('answers pages of orders, newest first, with count, total, page and pages', async () => {
    const everything = await list('limit=100');
    expect(everything.data.filter((o) => ours().includes(o._id)).map((o) => o._id)).toEqual([
      placed.plain!._id,
      placed.underscore!._id,
      placed.percent!._id,
    ]);
    const first = await list('limit=2&page=1&from=2026-03-01&to=2026-03-03');
    expect(first).toMatchObject({ count: 2, total: 3, page: 1, pages: 2 });
    const second = await list('limit=2&page=2&from=2026-03-01&to=2026-03-03');
    expect(ids(second)).toEqual([placed.percent!._id]);
  });

  it('reads from and to as days in Asia/Dhaka, both included', async () => {
    expect(ids(await list('from=2026-03-02&to=2026-03-02'))).toEqual([placed.underscore!._id]);
    expect(ids(await list('from=2026-03-01&to=2026-03-01'))).toEqual([placed.percent!._id]);
    expect(ids(await list('from=2026-03-02&to=2026-03-03'))).toEqual([placed.plain!._id, placed.underscore!._id]);
    expect(ids(await list('from=2026-03-04'))).not.toContain(placed.plain!._id);
  });

  it('filters by status, payment status and payment method, and sorts by total', async () => {
    const range = 'from=2026-03-01&to=2026-03-03';
    expect(ids(await list(`${range}&paymentMethod=mobile-banking`))).toEqual([placed.underscore!._id]);
    expect(ids(await list(`${range}&paymentStatus=unpaid&sort=totalPrice&dir=asc`))).toEqual([
      placed.percent!._id,
      placed.plain!._id,
    ]);
    expect(ids(await list(`${range}&status=delivered`))).toEqual([]);
    expect(ids(await list(`${range}&sort=totalPrice`))).toEqual([
      placed.plain!._id,
      placed.underscore!._id,
      placed.percent!._id,
    ]);
  });

  it('searches the order id or its last 6, the customer name, phone and e-mail, and product names', async () => {
    const range = 'from=2026-03-01&to=2026-03-03';
    const search = async (term: string) => ids(await list(`${range}&search=${encodeURIComponent(term)}`));
    expect(await search(placed.plain!._id.slice(-6).toUpperCase())).toEqual([placed.plain!._id]);
    expect(await search(placed.plain!._id)).toEqual([placed.plain!._id]);
    expect(await search('rahim')).toEqual([placed.percent!._id]);
    expect(await search('01898765')).toEqual([placed.underscore!._id]);
    expect(await search(karim.email.toUpperCase())).toEqual([placed.plain!._id, placed.underscore!._id]);
    expect(await search('tee 50')).toEqual([placed.plain!._id, placed.percent!._id]);
  });

  it("matches '%' and '_' in the search literally", async () => {
    const range = 'from=2026-03-01&to=2026-03-03';
    const search = async (term: string) => ids(await list(`${range}&search=${encodeURIComponent(term)}`));
    expect(await search('50%')).toEqual([placed.percent!._id]);
    expect(await search('%')).toEqual([placed.percent!._id]);
    expect(await search('Tee_')).toEqual([placed.underscore!._id]);
    expect(await search('_')).toEqual([placed.underscore!._id]);
  });

  it('refuses bad filters with their messages', async () => {
    const response = await get('/api/order/get-all-orders?from=2026-03-05&to=2026-03-01', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('from must not be after to');
    expect((await get('/api/order/get-all-orders?limit=500', admin)).statusCode).toBe(400);
  });
});

describe('what a seller (owner) sees', () => {
  let shopper: SignedIn;
  let mixed: { _id: string };
  let othersOnly: { _id: string };
  beforeAll(async () => {
    shopper = await signedInCustomer(t);
    const mine = await product('Seller Kurta', { priceTaka: 1200, ownerId: seller.id });
    const theirs = await product('Other Lungi', { priceTaka: 800, ownerId: otherSeller.id });
    mixed = await order(shopper, [{ product: mine, quantity: 2 }, { product: theirs }], {
      customerName: 'Mixed Basket',
    });
    othersOnly = await order(shopper, [{ product: theirs }]);
  });

  it('lists only orders holding their products, with only their items and their items’ sum', async () => {
    const page = await list('limit=100', seller);
    expect(ids(page)).toEqual([mixed._id]);
    expect(page.data[0]).toMatchObject({
      items: [{ productName: 'Seller Kurta', quantity: 2, subTotal: 2400 }],
      subtotal: 2400,
      discount: 0,
      deliveryFee: 0,
      totalPrice: 2400,
      customerEmail: null,
      phone: '',
      paymentReference: null,
    });
    expect(ids(await list('limit=100', otherSeller))).toEqual([othersOnly._id, mixed._id]);
    // Their search never finds an order through another seller's items.
    expect(ids(await list('search=Lungi', seller))).toEqual([]);
    expect(ids(await list('search=Kurta', seller))).toEqual([mixed._id]);
  });

  it('reads one order with only their items; another seller, or another customer, gets 403', async () => {
    const own = await get(`/api/order/${mixed._id}`, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.items.map((item: { productName: string }) => item.productName)).toEqual(['Seller Kurta']);
    expect((await get(`/api/order/${othersOnly._id}`, seller)).statusCode).toBe(403);
    expect((await get(`/api/order/${mixed._id}`, await signedInCustomer(t))).statusCode).toBe(403);
    const customer = await get(`/api/order/${mixed._id}`, shopper);
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data.items).toHaveLength(2);
    expect((await get(`/api/order/${mixed._id}`, admin)).json().data.items).toHaveLength(2);
    expect((await get('/api/order/0b9a1c2e-8f00-4c9a-9d55-000000000000', admin)).statusCode).toBe(404);
  });

  it('cannot change an order’s status nor confirm its payment', async () => {
    expect((await setStatus(mixed._id, 'processing', seller)).statusCode).toBe(403);
    const confirmation = await call(
      t,
      'PATCH',
      `/api/order/confirm-payment/${mixed._id}`,
      {},
      { token: seller.accessToken },
    );
    expect(confirmation.statusCode).toBe(403);
  });
});

describe('confirming a mobile-banking payment (PATCH /order/confirm-payment/:orderId)', () => {
  let shopper: SignedIn;
  beforeAll(async () => {
    shopper = await signedInCustomer(t);
  });
  const mobileBanking = async () =>
    order(shopper, [{ product: await product('Bkash Panjabi') }], {
      paymentMethod: 'mobile-banking',
      paymentNumber: '01812345678',
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
    });

  it("shows the admin the shopper's TrxID to check against the statement", async () => {
    const placed = await mobileBanking();
    const read = await get(`/api/order/${placed._id}`, admin);
    expect(read.json().data).toMatchObject({
      paymentNumber: '01812345678',
      mobileBankingProvider: 'bkash',
      paymentReference: placed.paymentReference,
    });
  });

  it('marks an unpaid mobile-banking order paid with the checked reference, audited with before and after', async () => {
    const placed = await mobileBanking();
    const response = await confirm(placed._id, { paymentReference: 'bk7q 2m9x01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Payment confirmed', data: { paymentStatus: 'paid' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentReference: 'BK7Q2M9X01' });
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await auditOf(placed._id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'confirm-payment',
        before: { status: 'pending', paymentStatus: 'pending', paymentReference: placed.paymentReference },
        after: { status: 'pending', paymentStatus: 'paid', paymentReference: 'BK7Q2M9X01' },
      },
    ]);
  });

  it('keeps the shopper’s reference when none is sent, and refuses a second confirmation with 409', async () => {
    const placed = await mobileBanking();
    const response = await confirm(placed._id);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row?.paymentReference).toBe(placed.paymentReference);
    const again = await confirm(placed._id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONFIRM_PAYMENT_MESSAGES.paid);
    expect(await auditOf(placed._id)).toHaveLength(1);
  });

  it('pays an order once when two admins confirm it at once', async () => {
    const placed = await mobileBanking();
    const answers = await Promise.all([confirm(placed._id, {}), confirm(placed._id, {})]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(placed._id)).toHaveLength(1);
  });

  it('refuses cash on delivery and cancelled orders with 409, changing nothing', async () => {
    const cash = await order(shopper, [{ product: await product('Cash Panjabi') }]);
    const onCash = await confirm(cash._id, {});
    expect(onCash.statusCode).toBe(409);
    expect(onCash.json().message).toBe(CONFIRM_PAYMENT_MESSAGES.cash);

    const cancelled = await mobileBanking();
    // Cancelled for a refund (the customer's refund request), as refunds.service does.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled._id));
    const onCancelled = await confirm(cancelled._id, {});
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json().message).toBe(CONFIRM_PAYMENT_MESSAGES.cancelled);
    expect(await auditOf(cash._id)).toHaveLength(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, cash._id));
    expect(row?.paymentStatus).toBe('unpaid');
  });
});

describe('the admin moving an order along (PATCH /order/update-status/:orderId)', () => {
  let shopper: SignedIn;
  beforeAll(async () => {
    shopper = await signedInCustomer(t);
  });

  it('goes pending -> processing -> shipped -> delivered, counting the sale once, each step audited', async () => {
    const saree = await product('Tangail Saree', { remaining: 10 });
    const placed = await order(shopper, [{ product: saree, quantity: 3 }]);
    expect(await stockOf(t.db, saree.id)).toEqual({ remaining: 7, sales: 0 });
    // The saree's card as lists show it, each time at a new address (past the response cache).
    const card = async (limit: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?limit=${limit}` }))
        .json()
        .data.data.find((p: { _id: string }) => p._id === saree.id);
    expect((await card(90)).sales).toBe(0);
    expect((await setStatus(placed._id, 'shipped')).statusCode).toBe(409);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const response = await setStatus(placed._id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status).toBe(status);
    }
    expect((await setStatus(placed._id, 'delivered')).statusCode).toBe(200);
    const cancel = await setStatus(placed._id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('An order cannot go from delivered to cancelled');
    expect(await stockOf(t.db, saree.id)).toEqual({ remaining: 7, sales: 3 });
    expect((await card(91)).sales).toBe(3);
    const rows = await auditOf(placed._id);
    expect(rows.map((row) => [row.action, statusOf(row.before), statusOf(row.after)])).toEqual([
      ['update-status', 'pending', 'processing'],
      ['update-status', 'processing', 'shipped'],
      ['update-status', 'shipped', 'delivered'],
    ]);
  });

  it('cancels an unpaid processing order and returns its stock exactly once, even when asked twice at once', async () => {
    const lungi = await product('Check Lungi', { remaining: 5 });
    const placed = await order(shopper, [{ product: lungi, quantity: 2 }]);
    expect((await setStatus(placed._id, 'processing')).statusCode).toBe(200);
    const [first, second] = await Promise.all([setStatus(placed._id, 'cancelled'), setStatus(placed._id, 'cancelled')]);
    // The loser of the race sees it cancelled already (200) or changed meanwhile (409).
    expect([first.statusCode, second.statusCode]).toContain(200);
    expect([200, 409]).toEqual(expect.arrayContaining([first.statusCode, second.statusCode]));
    expect(await stockOf(t.db, lungi.id)).toEqual({ remaining: 5, sales: 0 });
    expect((await setStatus(placed._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, lungi.id)).toEqual({ remaining: 5, sales: 0 });
    const cancellations = (await auditOf(placed._id)).filter((row) => statusOf(row.after) === 'cancelled');
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]).toMatchObject({ before: { status: 'processing' }, after: { status: 'cancelled' } });
  });

  it('leaves a customer’s own cancellation unaudited, and keeps them from moving it on', async () => {
    const placed = await order(shopper, [{ product: await product('Gamchha') }]);
    expect((await setStatus(placed._id, 'processing', shopper)).statusCode).toBe(403);
    expect((await setStatus(placed._id, 'cancelled', shopper)).statusCode).toBe(200);
    expect(await auditOf(placed._id)).toHaveLength(0);
  });
});
