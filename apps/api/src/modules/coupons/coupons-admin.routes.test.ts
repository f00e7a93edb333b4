import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUPON_MESSAGES } from '@dokan/domain';

import { auditLog, coupons } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object) =>
  call(t, method, `/api${url}`, body, { token: admin.accessToken });
const create = (body: object) => send('POST', '/coupons', body);
const rowOf = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, id)));

describe('creating a coupon (POST /coupons)', () => {
  it('keeps the code in capitals and the money in poisha, answers taka, and audits it', async () => {
    const response = await create({
      code: 'eid-flat',
      kind: 'fixed',
      value: 150.5,
      minOrder: 1000,
      maxDiscount: null,
      startsAt: '2026-04-01T00:00:00+06:00',
      endsAt: '2026-04-10T23:59:59+06:00',
      usageLimit: 100,
      perUserLimit: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json().data;
    expect(coupon).toMatchObject({
      code: 'EID-FLAT',
      kind: 'fixed',
      value: 150.5,
      minOrder: 1000,
      maxDiscount: null,
      startsAt: '2026-03-31T18:00:00.000Z',
      endsAt: '2026-04-10T17:59:59.000Z',
      usageLimit: 100,
      perUserLimit: 1,
      active: true,
      usedCount: 0,
    });
    expect(await rowOf(coupon._id)).toMatchObject({ value: 15050, minOrderPoisha: 100000 });
    expect(await auditOf(coupon._id)).toMatchObject([
      { actorId: admin.id, action: 'create', before: null, after: { code: 'EID-FLAT', value: 150.5 } },
    ]);
  });

  it('refuses a code already used, whatever its case, with 409', async () => {
    expect((await create({ code: 'Puja25', kind: 'percent', value: 25 })).statusCode).toBe(201);
    const again = await create({ code: 'PUJA25', kind: 'fixed', value: 25 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COUPON_MESSAGES.codeTaken);
  });

  it.each([
    [{ code: 'P0', kind: 'percent', value: 0 }, COUPON_MESSAGES.percent],
    [{ code: 'P101', kind: 'percent', value: 101 }, COUPON_MESSAGES.percent],
    [{ code: 'F0', kind: 'fixed', value: 0 }, COUPON_MESSAGES.fixed],
    [{ code: 'FNEG', kind: 'fixed', value: -5 }, COUPON_MESSAGES.fixed],
    [
      {
        code: 'BACKWARDS',
        kind: 'percent',
        value: 5,
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      },
      COUPON_MESSAGES.endsAfterStarts,
    ],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });
});

describe('listing, changing and deactivating coupons', () => {
  let winter: { _id: string };
  beforeAll(async () => {
    winter = (await create({ code: 'WINTER_10', kind: 'percent', value: 10 })).json().data;
    await create({ code: 'WINTERX10', kind: 'percent', value: 10 });
    await create({ code: 'SUMMER5', kind: 'percent', value: 5, active: false });
  });

  it('lists newest first with pages, searches the code literally and filters by active', async () => {
    const all = (await send('GET', '/coupons?limit=2')).json().data;
    expect(all).toMatchObject({ count: 2, page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data[0].code).toBe('SUMMER5');
    const codes = async (query: string) =>
      (await send('GET', `/coupons?${query}`)).json().data.data.map((c: { code: string }) => c.code);
    expect(await codes('search=winter')).toEqual(['WINTERX10', 'WINTER_10']);
    expect(await codes(`search=${encodeURIComponent('r_')}`)).toEqual(['WINTER_10']);
    expect(await codes('search=summer&active=false')).toEqual(['SUMMER5']);
    expect(await codes('search=summer&active=true')).toEqual([]);
    expect((await send('GET', '/coupons?active=yes')).json().message).toContain('active must be true or false');
  });

  it('changes only the fields sent, checks the rules on the result, and audits before and after', async () => {
    const response = await send('PUT', `/coupons/${winter._id}`, { value: 20, maxDiscount: 300 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'WINTER_10', kind: 'percent', value: 20, maxDiscount: 300 });
    expect(await rowOf(winter._id)).toMatchObject({ value: 20, maxDiscountPoisha: 30000 });

    const tooMuch = await send('PUT', `/coupons/${winter._id}`, { value: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(COUPON_MESSAGES.percent);

    const backwards = await send('PUT', `/coupons/${winter._id}`, { startsAt: '2026-06-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(200);
    const ends = await send('PUT', `/coupons/${winter._id}`, { endsAt: '2026-05-31T00:00:00Z' });
    expect(ends.statusCode).toBe(400);
    expect(ends.json().message).toBe(COUPON_MESSAGES.endsAfterStarts);

    const toFixed = await send('PUT', `/coupons/${winter._id}`, { kind: 'fixed', value: 99.99 });
    expect(toFixed.json().data).toMatchObject({ kind: 'fixed', value: 99.99 });
    expect((await rowOf(winter._id)).value).toBe(9999);

    const taken = await send('PUT', `/coupons/${winter._id}`, { code: 'winterx10' });
    expect(taken.statusCode).toBe(409);

    const updates = (await auditOf(winter._id)).filter((row) => row.action === 'update');
    expect(updates).toHaveLength(3);
    expect(updates[0]).toMatchObject({
      before: { value: 10, maxDiscount: null },
      after: { value: 20, maxDiscount: 300 },
    });
  });

  it('deactivates a coupon so checkout refuses it, audited once', async () => {
    const shopper = await signedInCustomer(t);
    const preview = () =>
      call(t, 'GET', '/api/coupons/preview?code=winter_10&subtotal=2000', undefined, { token: shopper.accessToken });
    expect((await preview()).statusCode).toBe(200);
    const response = await send('PATCH', `/coupons/${winter._id}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.active).toBe(false);
    expect((await preview()).json().message).toBe('Invalid coupon');
    expect((await send('PATCH', `/coupons/${winter._id}/deactivate`)).statusCode).toBe(200);
    expect((await auditOf(winter._id)).filter((row) => row.action === 'deactivate')).toMatchObject([
      { before: { active: true }, after: { active: false } },
    ]);
    expect((await send('PATCH', '/coupons/0b9a1c2e-8f00-4c9a-9d55-000000000000/deactivate')).statusCode).toBe(404);
  });
});
