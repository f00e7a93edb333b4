import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema.ts';
import { call, makeAdmin, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

describe('POST /shipping-fee/add', () => {
  it('lets an admin set the fees in whole taka, audited, and shoppers see them at once', async () => {
    expect((await call(t, 'GET', '/api/shipping-fee/get')).statusCode).toBe(200);
    const response = await call(
      t,
      'POST',
      '/api/shipping-fee/add',
      { shippingFee: 70, shippingFeeOutside: 150 },
      { token: admin.accessToken },
    );
    expect(response.statusCode).toBe(200);
    const fees = { shippingFee: 70, shippingFeeOutside: 150, shippingFeeInternational: null };
    expect(response.json().data).toEqual(fees);
    expect((await call(t, 'GET', '/api/shipping-fee/get')).json().data).toEqual(fees);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'shipping-fee'));
    expect(entry).toMatchObject({ actorId: admin.id, after: { shippingFee: 70, shippingFeeOutside: 150 } });
  });

  it("keeps the international fee the spec's admin client sends; absent leaves it, null clears it", async () => {
    const send = (body: object) => call(t, 'POST', '/api/shipping-fee/add', body, { token: admin.accessToken });
    const set = await send({ shippingFee: 60, shippingFeeOutside: 120, shippingFeeInternational: 2500 });
    expect(set.json().data).toEqual({ shippingFee: 60, shippingFeeOutside: 120, shippingFeeInternational: 2500 });
    const kept = await send({ shippingFee: 65, shippingFeeOutside: 120 });
    expect(kept.json().data.shippingFeeInternational).toBe(2500);
    expect((await call(t, 'GET', '/api/shipping-fee/get')).json().data.shippingFeeInternational).toBe(2500);
    const cleared = await send({ shippingFee: 65, shippingFeeOutside: 120, shippingFeeInternational: null });
    expect(cleared.json().data.shippingFeeInternational).toBeNull();
  });

  it('refuses negative, fractional or missing fees, and anyone but an admin', async () => {
    for (const [body, message] of [
      [{ shippingFee: -1, shippingFeeOutside: 100 }, 'shippingFee cannot be negative'],
      [{ shippingFee: 60.5, shippingFeeOutside: 100 }, 'shippingFee must be whole taka'],
      [{ shippingFee: 60 }, 'shippingFeeOutside must be a number'],
      [
        { shippingFee: 60, shippingFeeOutside: 100, shippingFeeInternational: -5 },
        'shippingFeeInternational cannot be negative',
      ],
      [
        { shippingFee: 60, shippingFeeOutside: 100, shippingFeeInternational: '2500' },
        'shippingFeeInternational must be a number',
      ],
    ] as const) {
      const response = await call(t, 'POST', '/api/shipping-fee/add', body, { token: admin.accessToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const body = { shippingFee: 1, shippingFeeOutside: 1 };
    expect((await call(t, 'POST', '/api/shipping-fee/add', body, { token: customer.accessToken })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', '/api/shipping-fee/add', body)).statusCode).toBe(401);
  });
});

describe('PUT /settings', () => {
  it('lets an admin set the receiving number shown at checkout', async () => {
    expect((await call(t, 'GET', '/api/settings')).statusCode).toBe(200);
    const response = await call(
      t,
      'PUT',
      '/api/settings',
      { receivingNumber: '01811223344', shopName: 'Dokan Bazar' },
      { token: admin.accessToken },
    );
    expect(response.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/settings')).json().data).toMatchObject({
      receivingNumber: '01811223344',
      shopName: 'Dokan Bazar',
    });
    const bad = await call(t, 'PUT', '/api/settings', { receivingNumber: '12345' }, { token: admin.accessToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Receiving number must be a Bangladeshi mobile number');
    expect(
      (await call(t, 'PUT', '/api/settings', { shopName: 'Mine' }, { token: customer.accessToken })).statusCode,
    ).toBe(403);
  });
});

describe('GET /settings', () => {
  it("tells the pages the shop's public address (PUBLIC_URL), which their canonical and shared links start with", async () => {
    const response = await call(t, 'GET', '/api/settings');
    expect(response.json().data.publicUrl).toBe('http://localhost:3000');
  });
});
