/**
 * Numbers and passwords have upper bounds, checked before any query or hashing: a page past the
 * last one the shop could have, a price beyond any product's, a password no person types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, PASSWORD, type SignedIn, uniqueEmail } from '../test/accounts.ts';
import { signedInAs } from '../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const refusal = (message: string) => expect.objectContaining({ success: false, message });

describe('page numbers', () => {
  it('answers 400 "page must be at most 10000" past the bound, however large the number', async () => {
    for (const page of ['10001', '99999999999999999999', '9'.repeat(400)]) {
      const response = await call(t, 'GET', `/api/products?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('page must be at most 10000'));
    }
  });

  it('still answers the last allowed page, empty', async () => {
    const response = await call(t, 'GET', '/api/products?page=10000');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 10000, data: [] });
  });

  it('holds the admin lists to the same bound', async () => {
    for (const url of ['/api/user/get-all-users', '/api/order/get-all-orders', '/api/coupons', '/api/admin/products']) {
      const response = await call(t, 'GET', `${url}?page=99999999999999999999`, undefined, {
        token: admin.accessToken,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refusal('page must be at most 10000'));
    }
  });

  it('answers 400 to a price filter beyond any product price', async () => {
    const response = await call(t, 'GET', '/api/products?maxPrice=99999999999999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('maxPrice must be at most 10000000'));
  });
});

describe('passwords of 500 KB', () => {
  const huge = 'p'.repeat(500 * 1024);

  it('are refused with 400 at sign-in, before any hashing', async () => {
    const response = await call(t, 'POST', '/api/user/signin', { identifier: admin.email, password: huge });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Password must be at most 128 characters'));
  });

  it('are refused with 400 at registration, and no account is made', async () => {
    const email = uniqueEmail();
    const body = { method: 'email', name: 'Long Password', email, password: huge, confirmPassword: huge };
    const response = await call(t, 'POST', '/api/user/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Password must be at most 128 characters'));
    const again = { ...body, password: PASSWORD, confirmPassword: PASSWORD };
    expect((await call(t, 'POST', '/api/user/register', again)).statusCode).toBe(201);
  });
});
