/** Google sign-in against a local server that publishes a JWKS the way Google does (test/google.ts). */
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.ts';
import { call, lastLinkTokenTo, PASSWORD, signedInCustomer, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakeGoogle, GOOGLE_CLIENT_ID, type GoogleClaims, startFakeGoogle } from '../../test/google.ts';

let t: TestApp;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ accounts: google.accounts });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const googleToken = (claims: GoogleClaims, key?: Parameters<FakeGoogle['token']>[1]) => google.token(claims, key);

const login = async (authCode: string) => call(t, 'POST', '/api/user/google-login', { authCode });

describe('POST /user/google-login', () => {
  it('creates a verified account on first sign-in and finds it again by Google id', async () => {
    const email = uniqueEmail();
    const sub = `g-${Date.now()}`;
    const first = await login(await googleToken({ sub, email }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { user: { email, googleId: sub, isEmailVerified: true, role: 'user', name: 'Farhana Akter' } },
    });
    expect(first.json().data.accessToken).toBeTruthy();
    const again = await login(await googleToken({ sub, email: uniqueEmail() }));
    expect(again.json().data.user._id).toBe(first.json().data.user._id);
  });

  it('links to the verified account with the same e-mail and keeps its password', async () => {
    const customer = await signedInCustomer(t);
    const linked = await login(await googleToken({ sub: `g-link-${Date.now()}`, email: customer.email }));
    expect(linked.json().data.user._id).toBe(customer.id);
    expect(
      (await call(t, 'POST', '/api/user/signin', { identifier: customer.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('drops the password of an unverified account it links to: its maker never proved the address', async () => {
    const email = uniqueEmail();
    await call(t, 'POST', '/api/user/register', {
      method: 'email',
      name: 'Squatter',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await lastLinkTokenTo(t, email);
    const linked = await login(await googleToken({ sub: `g-owner-${Date.now()}`, email }));
    expect(linked.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ passwordHash: null, isEmailVerified: true });
  });

  it('refuses a wrong audience, issuer, an expired token, an unverified e-mail and a foreign key', async () => {
    const email = uniqueEmail();
    const other = await generateKeyPair('RS256');
    const bad = [
      await googleToken({ email, aud: 'someone-else.apps.googleusercontent.com' }),
      await googleToken({ email, iss: 'https://evil.example.com' }),
      await googleToken({ email, expiresIn: '-1m' }),
      await googleToken({ email, email_verified: false }),
      await googleToken({ email }, other.privateKey),
      'not-a-token',
    ];
    for (const token of bad) {
      const response = await login(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
    const missing = await call(t, 'POST', '/api/user/google-login', {});
    expect(missing.statusCode).toBe(400);
  });

  it('is refused with a message when no client id is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await call(plain, 'POST', '/api/user/google-login', {
        authCode: await googleToken({ email: uniqueEmail() }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Google sign-in is not available in this shop.');
      const settings = await call(plain, 'GET', '/api/settings');
      expect(settings.json().data).toMatchObject({ googleClientId: null, otpLength: 4, cardPayments: true });
    } finally {
      await plain.close();
    }
    expect((await call(t, 'GET', '/api/settings')).json().data.googleClientId).toBe(GOOGLE_CLIENT_ID);
  });
});
