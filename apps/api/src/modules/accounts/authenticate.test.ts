/**
 * The guards run as soon as a request arrives: who is asking is settled before the body is read or
 * the input checked, so an anonymous caller learns nothing about what a route accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type SignedIn } from '../../test/accounts.ts';
import { signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInAs(t, 'user');
});
afterAll(() => t.close());

const SIGN_IN = { success: false, message: 'Please sign in to continue.' };
const EXPIRED = { success: false, message: 'Your session has expired. Please sign in again.' };
const json = { 'content-type': 'application/json' };

describe('a protected route asks who is calling before it reads the input', () => {
  it('answers 401, not 400, to a malformed id without a token', async () => {
    const response = await call(t, 'GET', '/api/wishlist/get-wishlist/x');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
  });

  it('answers 401 to invalid JSON, and to a forged token with a wrong-typed body', async () => {
    const invalid = await call(t, 'POST', '/api/order/post-order', '{"items": ', { headers: json });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual(SIGN_IN);

    const forged = await call(t, 'PATCH', '/api/user/change-role', { userId: 42, role: [] }, { token: 'not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(EXPIRED);
  });

  it('answers 401 to a multipart form that is cut off, without reading it', async () => {
    const response = await call(t, 'POST', '/api/categories', '--b\r\nContent-Disposition: form-data; name="x"', {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
  });

  it('refuses a customer on an admin route with 403 before checking the body', async () => {
    const response = await call(t, 'PATCH', '/api/user/change-role', { userId: 42 }, { token: customer.accessToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have permission to do this.' });
  });

  it('still checks the input once the caller may use the route', async () => {
    const response = await call(t, 'GET', '/api/wishlist/get-wishlist/x', undefined, { token: customer.accessToken });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid id' });
  });
});
