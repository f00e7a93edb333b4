import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.ts';
import { call, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ensureAdmin } from './admin-bootstrap.ts';
import { DEMO_LOGINS, ensureDemoLogins } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (identifier: string, password: string) => call(t, 'POST', '/api/user/signin', { identifier, password });

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create the admin, leave it alone when unchanged, and repair its password and role', async () => {
    expect(await ensureAdmin(t.db, 'Owner@Shop.test', 'first-owner-pass')).toBe('created');
    const first = await signIn('owner@shop.test', 'first-owner-pass');
    expect(first.json().data.user).toMatchObject({ role: 'admin', isEmailVerified: true });
    expect(await ensureAdmin(t.db, 'owner@shop.test', 'first-owner-pass')).toBe('unchanged');

    await t.db.update(users).set({ role: 'user' }).where(eq(users.email, 'owner@shop.test'));
    expect(await ensureAdmin(t.db, 'owner@shop.test', 'second-owner-pass')).toBe('updated');
    expect((await signIn('owner@shop.test', 'first-owner-pass')).statusCode).toBe(401);
    const second = await signIn('owner@shop.test', 'second-owner-pass');
    expect(second.json().data.user.role).toBe('admin');
    // The old session's token predates the change and no longer counts.
    const stale = await call(t, 'GET', `/api/user/get-single-user/${first.json().data.user._id}`, undefined, {
      token: first.json().data.accessToken,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('promote an existing customer account with that address', async () => {
    const customer = await signedInCustomer(t);
    expect(await ensureAdmin(t.db, customer.email, 'promoted-pass-1')).toBe('updated');
    expect((await signIn(customer.email, 'promoted-pass-1')).json().data.user.role).toBe('admin');
  });
});

describe('the demo logins', () => {
  it('can sign in with the printed passwords, and keep a password someone changed', async () => {
    await ensureDemoLogins(t.db);
    for (const login of DEMO_LOGINS) {
      const response = await signIn(login.email, login.password);
      expect(response.statusCode, login.email).toBe(200);
      expect(response.json().data.user.role).toBe(login.role);
    }
    const shopper = DEMO_LOGINS.find((login) => login.role === 'user')!;
    const session = (await signIn(shopper.email, shopper.password)).json().data;
    await call(
      t,
      'PATCH',
      '/api/user/change-password',
      {
        id: session.user._id,
        currentPassword: shopper.password,
        newPassword: 'my-own-secret-1',
        confirmPassword: 'my-own-secret-1',
      },
      { token: session.accessToken },
    );
    await ensureDemoLogins(t.db);
    expect((await signIn(shopper.email, 'my-own-secret-1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('counts each forwarded client separately behind a trusted proxy', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const account = `x${Math.random()}@example.com`;
      const attempt = (forwardedFor: string) =>
        call(
          behindProxy,
          'POST',
          '/api/user/signin',
          { identifier: account, password: 'x' },
          {
            remoteAddress: '10.0.0.1',
            headers: { 'x-forwarded-for': forwardedFor },
          },
        );
      // Five wrong passwords for one account from one client address, then that pair must wait.
      for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('203.0.113.7')).statusCode).toBe(429);
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});
