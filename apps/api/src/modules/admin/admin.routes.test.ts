import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SHOP_TIME_ZONE } from '@dokan/domain';

import { orderEvents } from '../../db/schema.ts';
import { call, makeAdmin, makeOwner, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placedAt, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, otherSeller, shopper] = await Promise.all([
    signedInCustomer(t),
    signedInCustomer(t),
    signedInCustomer(t),
    signedInCustomer(t),
  ]);
  await makeAdmin(t, admin.id);
  await makeOwner(t, seller.id);
  await makeOwner(t, otherSeller.id);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const dhakaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(date);
const get = (url: string, who: SignedIn) => call(t, 'GET', `/api${url}`, undefined, { token: who.accessToken });
const setStatus = (orderId: string, status: string, who: SignedIn) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: who.accessToken });

describe('the dashboard (GET /admin/dashboard) on a known data set', () => {
  const now = new Date();
  const threeDaysAgo = new Date(now.getTime() - 3 * DAY);
  const sameMonth = dhakaDay(threeDaysAgo).slice(0, 7) === dhakaDay(now).slice(0, 7);
  let kurtaId: string;
  let emptyId: string;

  beforeAll(async () => {
    const categoryId = (await addCategory(t.db, 'Fashion')).id;
    // Tk 1000 from the seller, Tk 500 from the other seller; delivery inside Dhaka is Tk 60.
    const kurta = await addProduct(t.db, {
      name: 'Kurta',
      nameBn: 'কুর্তা',
      categoryId,
      priceTaka: 1000,
      remaining: 9,
      ownerId: seller.id,
    });
    const lungi = await addProduct(t.db, {
      name: 'Lungi',
      categoryId,
      priceTaka: 500,
      remaining: 20,
      ownerId: otherSeller.id,
    });
    const empty = await addProduct(t.db, { name: 'Sold Out Shawl', categoryId, remaining: 0, ownerId: otherSeller.id });
    kurtaId = kurta.id;
    emptyId = empty.id;
    const place = async (lines: { product: typeof kurta; quantity?: number }[]) => {
      const response = await placeOrder(t, shopper, orderPayload(shopper, lines));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data._id as string;
    };
    await place([{ product: kurta, quantity: 2 }]); // today: Tk 2060
    await place([{ product: lungi }, { product: kurta }]); // today: Tk 1560
    const cancelled = await place([{ product: kurta }]); // today, cancelled: left out
    expect((await setStatus(cancelled, 'cancelled', shopper)).statusCode).toBe(200);
    const older = await place([{ product: lungi, quantity: 2 }]); // three days ago: Tk 1060, processing
    await placedAt(t.db, older, threeDaysAgo);
    expect((await setStatus(older, 'processing', admin)).statusCode).toBe(200);
    const outside = await place([{ product: kurta }]); // 40 days ago: outside the 30 days and this month
    await placedAt(t.db, outside, new Date(now.getTime() - 40 * DAY));
  });

  it('answers the shop’s figures: cancelled orders excluded, every one of the 30 days present', async () => {
    const response = await get('/admin/dashboard', admin);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.today).toEqual({ orders: 2, revenue: 3620 });
    expect(data.month).toEqual(sameMonth ? { orders: 3, revenue: 4680 } : { orders: 2, revenue: 3620 });
    expect(data.byStatus).toEqual({ pending: 3, processing: 1, shipped: 0, delivered: 0, cancelled: 1, returned: 0 });
    expect(data.lowStock).toEqual([
      {
        _id: emptyId,
        productName: 'Sold Out Shawl',
        productNameBn: null,
        image: expect.any(String),
        remainingProducts: 0,
      },
      { _id: kurtaId, productName: 'Kurta', productNameBn: 'কুর্তা', image: expect.any(String), remainingProducts: 5 },
    ]);
    expect(data.sales).toHaveLength(30);
    const expectedDays = Array.from({ length: 30 }, (_, i) => dhakaDay(new Date(now.getTime() - (29 - i) * DAY)));
    expect(data.sales.map((day: { date: string }) => day.date)).toEqual(expectedDays);
    expect(data.sales[29]).toEqual({ date: dhakaDay(now), orders: 2, revenue: 3620 });
    expect(data.sales[26]).toEqual({ date: dhakaDay(threeDaysAgo), orders: 1, revenue: 1060 });
    const quiet = data.sales.filter((_: unknown, i: number) => i !== 29 && i !== 26);
    expect(quiet.every((day: { orders: number; revenue: number }) => day.orders === 0 && day.revenue === 0)).toBe(true);
  });

  it('answers a seller the same figures over their own items and products', async () => {
    const mine = (await get('/admin/dashboard', seller)).json().data;
    expect(mine.today).toEqual({ orders: 2, revenue: 3000 });
    expect(mine.byStatus).toEqual({ pending: 3, processing: 0, shipped: 0, delivered: 0, cancelled: 1, returned: 0 });
    expect(mine.lowStock.map((p: { _id: string }) => p._id)).toEqual([kurtaId]);
    expect(mine.sales[26]).toMatchObject({ orders: 0, revenue: 0 });

    const theirs = (await get('/admin/dashboard', otherSeller)).json().data;
    expect(theirs.today).toEqual({ orders: 1, revenue: 500 });
    expect(theirs.sales[26]).toMatchObject({ orders: 1, revenue: 1000 });
    expect(theirs.byStatus).toEqual({ pending: 1, processing: 1, shipped: 0, delivered: 0, cancelled: 0, returned: 0 });
    expect(theirs.lowStock.map((p: { _id: string }) => p._id)).toEqual([emptyId]);
  });
});

describe('the audit log (GET /admin/audit-log)', () => {
  it('answers the admin’s changes newest first, with the actor, and filters by entity', async () => {
    const coupon = await call(
      t,
      'POST',
      '/api/coupons',
      { code: 'AUDITED', kind: 'percent', value: 10 },
      { token: admin.accessToken },
    );
    expect(coupon.statusCode).toBe(201);
    const page = (await get('/admin/audit-log?limit=1', admin)).json().data;
    expect(page).toMatchObject({ count: 1, page: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({
      actor: { _id: admin.id, name: 'Test Shopper' },
      action: 'create',
      entity: 'coupon',
      entityId: coupon.json().data._id,
      before: null,
      after: { code: 'AUDITED' },
    });
    const orders = (await get('/admin/audit-log?entity=order', admin)).json().data;
    expect(orders.data.map((entry: { entity: string; action: string }) => [entry.entity, entry.action])).toEqual([
      ['order', 'update-status'],
    ]);
    expect(orders.data[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'processing' } });
  });
});

// After the audit log's test: these orders' changes are audited too.
describe('the dashboard’s returns', () => {
  it('counts parcels by the day they ended, today and this month, over all orders and over COD; a seller over their items', async () => {
    const categoryId = (await addCategory(t.db, 'Homeware')).id;
    const bowl = await addProduct(t.db, { name: 'Bowl', categoryId, priceTaka: 300, remaining: 9, ownerId: seller.id });
    const mat = await addProduct(t.db, {
      name: 'Mat',
      categoryId,
      priceTaka: 200,
      remaining: 9,
      ownerId: otherSeller.id,
    });
    const ended = async (product: typeof bowl, status: 'delivered' | 'returned') => {
      const orderId = (await placeOrder(t, shopper, orderPayload(shopper, [{ product }]))).json().data._id as string;
      for (const step of ['processing', 'shipped', status]) {
        expect((await setStatus(orderId, step, admin)).statusCode).toBe(200);
      }
      return orderId;
    };
    await ended(bowl, 'returned');
    await ended(mat, 'delivered');
    // Returned 40 days ago: neither today nor this month.
    const old = await ended(bowl, 'returned');
    await t.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(and(eq(orderEvents.orderId, old), eq(orderEvents.kind, 'returned')));

    const returns = async (who: SignedIn) => (await get('/admin/dashboard', who)).json().data.returns;
    const shop = { delivered: 1, returned: 1, returnRate: 0.5, cod: { delivered: 1, returned: 1, returnRate: 0.5 } };
    expect(await returns(admin)).toEqual({ today: shop, month: shop });
    const mine = { delivered: 0, returned: 1, returnRate: 1, cod: { delivered: 0, returned: 1, returnRate: 1 } };
    expect((await returns(seller)).today).toEqual(mine);
    const theirs = { delivered: 1, returned: 0, returnRate: 0, cod: { delivered: 1, returned: 0, returnRate: 0 } };
    expect((await returns(otherSeller)).month).toEqual(theirs);
  });
});
