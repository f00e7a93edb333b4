import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import {
  DEMO_LOGIN_LOCAL_ONLY,
  DEMO_LOGINS,
  disableDemoLogins,
  ensureDemoLogins,
} from '../modules/accounts/demo-accounts.ts';
import { ONLINE_PAYMENT_UNAVAILABLE } from '../modules/orders/orders.service.ts';
import { call, type CallOptions, cookieFrom, type SignedIn, signedInCustomer } from './accounts.ts';
import { createTestApp, type TestApp, withTestApp } from './app.ts';
import { addCategory, addProduct } from './catalogue-fixtures.ts';
import { orderPayload } from './orders.ts';

/** This machine, as a browser on it asks: loopback, no proxy, its own name. */
const LOCAL: CallOptions = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
/** A shopper elsewhere on the internet. */
const STRANGER: CallOptions = { remoteAddress: '203.0.113.50', headers: { host: 'shop.example.com.bd' } };

const NO_ROUTE = { success: false, message: 'No route for GET /api/dev/outbox' };

const DEMO_ADMIN = DEMO_LOGINS.find((login) => login.role === 'admin')!;
const signInDemoAdmin = (t: TestApp, from: CallOptions) =>
  call(t, 'POST', '/api/user/signin', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, from);

describe('the development helpers as a shop runs by default (DEV_TOOLS=local)', () => {
  let t: TestApp;
  let shopper: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ devTools: 'local' });
    shopper = await signedInCustomer(t);
  });
  afterAll(() => t.close());

  it('shows the outbox to this machine and to nobody else, not even through a proxy or a borrowed name', async () => {
    const local = await call(t, 'GET', '/api/dev/outbox', undefined, LOCAL);
    expect(local.statusCode).toBe(200);
    expect(local.json().data.length).toBeGreaterThan(0);

    const stranger = await call(t, 'GET', '/api/dev/outbox', undefined, STRANGER);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(NO_ROUTE);
    // A proxy on this machine passes strangers on from a loopback address, and says so in its headers.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await call(t, 'GET', '/api/dev/outbox', undefined, {
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', [header]: '198.51.100.7' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    // A page whose name resolves to 127.0.0.1 (DNS rebinding) names itself in Host.
    const rebound = await call(t, 'GET', '/api/dev/outbox', undefined, {
      remoteAddress: '127.0.0.1',
      headers: { host: 'attacker.example:3000' },
    });
    expect(rebound.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/dev/outbox', undefined, { ...LOCAL, remoteAddress: '::1' })).statusCode).toBe(
      200,
    );
  });

  it('signs the demo logins in on this machine only, and refreshes them nowhere else', async () => {
    await ensureDemoLogins(t.db);
    for (const login of DEMO_LOGINS) {
      const body = { identifier: login.email, password: login.password };
      const elsewhere = await call(t, 'POST', '/api/user/signin', body, STRANGER);
      expect(elsewhere.statusCode, login.email).toBe(403);
      expect(elsewhere.json()).toEqual({ success: false, message: DEMO_LOGIN_LOCAL_ONLY });
      expect(cookieFrom(elsewhere, 'dokan_refresh')).toBeUndefined();
    }
    const here = await signInDemoAdmin(t, LOCAL);
    expect(here.statusCode).toBe(200);
    const refreshToken = cookieFrom(here, 'dokan_refresh')!;
    const refreshedElsewhere = await call(t, 'POST', '/api/user/refresh-token', undefined, {
      ...STRANGER,
      cookies: { dokan_refresh: refreshToken },
    });
    expect(refreshedElsewhere.statusCode).toBe(403);

    // Real accounts sign in from anywhere.
    const real = await call(
      t,
      'POST',
      '/api/user/signin',
      { identifier: shopper.email, password: 'mango-season-42' },
      STRANGER,
    );
    expect(real.statusCode).toBe(200);
  });

  it('lets only this machine pay through the sandbox gateway', async () => {
    const categoryId = (await addCategory(t.db, 'Sandbox')).id;
    const product = await addProduct(t.db, { name: 'Nakshi Kantha', categoryId, priceTaka: 1700, remaining: 5 });
    const payload = orderPayload(shopper, [{ product }], { paymentMethod: 'ssl' });

    const order = (from: CallOptions) =>
      call(t, 'POST', '/api/order/post-order', payload, { ...from, token: shopper.accessToken });
    const refused = await order(STRANGER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ONLINE_PAYMENT_UNAVAILABLE);

    const placed = await order(LOCAL);
    expect(placed.statusCode, placed.body).toBe(201);
    const tranId = placed.json().data.transaction_id as string;
    const page = `/api/payments/sandbox/${tranId}`;
    expect((await call(t, 'GET', page, undefined, LOCAL)).statusCode).toBe(200);
    expect((await call(t, 'GET', page, undefined, STRANGER)).statusCode).toBe(404);
    const callback = await call(t, 'POST', '/api/payments/success', { tran_id: tranId, status: 'VALID' }, STRANGER);
    expect(callback.statusCode).toBe(404);
  });

  it("lets only this machine pay through the sandbox's bKash", async () => {
    const categoryId = (await addCategory(t.db, 'Sandbox bKash')).id;
    const product = await addProduct(t.db, { name: 'Shital Pati', categoryId, priceTaka: 900, remaining: 5 });
    const payload = orderPayload(shopper, [{ product }], { paymentMethod: 'bkash' });
    const order = (from: CallOptions) =>
      call(t, 'POST', '/api/order/post-order', payload, { ...from, token: shopper.accessToken });
    const refused = await order(STRANGER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ONLINE_PAYMENT_UNAVAILABLE);

    const placed = await order(LOCAL);
    expect(placed.statusCode, placed.body).toBe(201);
    const page = new URL(placed.json().data.url as string).pathname;
    expect((await call(t, 'GET', page, undefined, LOCAL)).statusCode).toBe(200);
    expect((await call(t, 'GET', page, undefined, STRANGER)).statusCode).toBe(404);
    const paymentId = page.split('/').at(-1)!;
    const callback = `/api/payments/bkash/callback?paymentID=${paymentId}&status=success`;
    expect((await call(t, 'GET', callback, undefined, STRANGER)).statusCode).toBe(404);
    expect((await call(t, 'GET', callback, undefined, LOCAL)).statusCode).toBe(303);
  });
});

describe('DEV_TOOLS=open and DEV_TOOLS=off', () => {
  it('opens the outbox to anyone when the owner says so by name', () =>
    withTestApp({ devTools: 'open' }, async (t) => {
      expect((await call(t, 'GET', '/api/dev/outbox', undefined, STRANGER)).statusCode).toBe(200);
    }));

  it('has no outbox at all when off, not even for this machine', () =>
    withTestApp({ devTools: 'off' }, async (t) => {
      const response = await call(t, 'GET', '/api/dev/outbox', undefined, LOCAL);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NO_ROUTE);
    }));
});

describe('a shop started in production', () => {
  it('disables the demo logins it finds, once', () =>
    withTestApp({ devTools: 'off' }, async (t) => {
      await ensureDemoLogins(t.db);
      expect(await disableDemoLogins(t.db)).toEqual(expect.arrayContaining(DEMO_LOGINS.map((login) => login.email)));
      expect(await disableDemoLogins(t.db)).toEqual([]);
      expect((await signInDemoAdmin(t, LOCAL)).statusCode).toBe(401);
    }));

  it('keeps the helpers and the API explorer off, and refuses to turn the helpers on', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production)).toMatchObject({ DEV_TOOLS: 'off', API_DOCS: false });
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(() => loadConfig({ ...production, DEV_TOOLS: 'local' })).toThrow(
      /DEV_TOOLS cannot be turned on in production/,
    );
    expect(() => loadConfig({ ...production, DEV_TOOLS: 'open' })).toThrow(/DEV_TOOLS/);
    expect(loadConfig({})).toMatchObject({ DEV_TOOLS: 'local', API_DOCS: true });
  });
});

describe('the API explorer', () => {
  it('is served at /api/docs when turned on', () =>
    withTestApp({ apiDocs: true }, async (t) => {
      expect((await call(t, 'GET', '/api/docs/json', undefined, STRANGER)).statusCode).toBe(200);
      // Its page keeps a policy of its own: scripts by hash, never inline at will.
      const page = await call(t, 'GET', '/api/docs/', undefined, STRANGER);
      expect(page.statusCode).toBe(200);
      const scripts = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain('unsafe-inline');
    }));

  it('is not served when turned off, not even to this machine', () =>
    withTestApp({ apiDocs: false }, async (t) => {
      expect((await call(t, 'GET', '/api/docs/json', undefined, LOCAL)).statusCode).toBe(404);
    }));
});
