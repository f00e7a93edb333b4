import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { oneTimeCodes, refreshTokens, users } from '../../db/schema.ts';
import {
  call,
  cookieFrom,
  forgetCodeTimes,
  lastCodeTo,
  lastLinkTokenTo,
  lastMessageTo,
  PASSWORD,
  signedInCustomer,
  uniqueEmail,
  uniquePhone,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registerEmail = (email: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/user/register', {
    method: 'email',
    name: 'Nusrat Jahan',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });

const registerPhone = (phone: string) =>
  call(t, 'POST', '/api/user/register', {
    method: 'phone',
    name: 'Tanvir Hasan',
    phone,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

const signIn = (identifier: string, password = PASSWORD) =>
  call(t, 'POST', '/api/user/signin', { identifier, password });

async function userRow(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row!;
}

describe('register by e-mail and verify the link', () => {
  it('creates an unverified account, sends a single-use link, and the link starts the session', async () => {
    const email = uniqueEmail();
    const registered = await registerEmail(email.toUpperCase());
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ success: true, data: null });

    const account = await userRow(email);
    expect(account).toMatchObject({ email, isEmailVerified: false, role: 'user' });
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const message = await lastMessageTo(t, email);
    expect(message.body).toContain('http://localhost:3000/user/verify/');
    expect(message.body).not.toContain(PASSWORD);
    const token = await lastLinkTokenTo(t, email);
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.id));
    expect(stored!.codeHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    expect((await signIn(email)).statusCode).toBe(403);

    const verified = await call(t, 'POST', '/api/user/verify-account', { token });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, data: { user: { email, isEmailVerified: true } } });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    const cookie = verified.cookies.find((c) => c.name === 'dokan_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api/user' });

    const again = await call(t, 'POST', '/api/user/verify-account', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already');
  });

  it('explains an expired link', async () => {
    const email = uniqueEmail();
    await registerEmail(email);
    const token = await lastLinkTokenTo(t, email);
    const account = await userRow(email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeCodes.userId, account.id));
    const response = await call(t, 'POST', '/api/user/verify-account', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
  });

  it('refuses an unknown link and an empty token', async () => {
    expect((await call(t, 'POST', '/api/user/verify-account', { token: 'nope' })).statusCode).toBe(400);
    const empty = await call(t, 'POST', '/api/user/verify-account', { token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Verification token is required');
  });

  it('refuses a verified address with 409 and lets an unverified one register again for a new link', async () => {
    const customer = await signedInCustomer(t);
    const duplicate = await registerEmail(customer.email);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An account with this email already exists');

    const pending = uniqueEmail();
    await registerEmail(pending);
    const first = await lastLinkTokenTo(t, pending);
    expect((await registerEmail(pending)).statusCode).toBe(429);
    await forgetCodeTimes(t, (await userRow(pending)).id);
    expect((await registerEmail(pending, { name: 'Nusrat J.' })).statusCode).toBe(201);
    const second = await lastLinkTokenTo(t, pending);
    expect(second).not.toBe(first);
    expect((await call(t, 'POST', '/api/user/verify-account', { token: first })).statusCode).toBe(409);
    expect((await call(t, 'POST', '/api/user/verify-account', { token: second })).statusCode).toBe(200);
    expect((await userRow(pending)).name).toBe('Nusrat J.');
  });

  it('ignores a role, a verified flag or an id in the body', async () => {
    const email = uniqueEmail();
    const response = await registerEmail(email, { role: 'admin', isEmailVerified: true, _id: crypto.randomUUID() });
    expect(response.statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({ role: 'user', isEmailVerified: false });
  });

  it('answers each bad field with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Al' }, 'Name must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'Invalid email'],
      [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
      [{ confirmPassword: 'different-one' }, "Passwords don't match"],
      [
        { password: 'password1', confirmPassword: 'password1' },
        'This password is too common. Please choose a less predictable one.',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await registerEmail(uniqueEmail(), change);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badMethod = await call(t, 'POST', '/api/user/register', { method: 'fax', name: 'Someone' });
    expect(badMethod.statusCode).toBe(400);
    const badPhone = await call(t, 'POST', '/api/user/register', {
      method: 'phone',
      name: 'Someone',
      phone: '01212345678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(badPhone.json().message).toBe('Invalid phone number');
  });
});

describe('register by phone and confirm the code', () => {
  it('sends a 4-digit code by SMS, which verifies the phone once', async () => {
    const phone = uniquePhone();
    expect((await registerPhone(phone)).statusCode).toBe(201);
    const sms = await lastMessageTo(t, phone);
    expect(sms.channel).toBe('sms');
    const code = await lastCodeTo(t, phone);
    expect(code).toMatch(/^\d{4}$/);
    expect((await signIn(phone)).statusCode).toBe(403);

    const verified = await call(t, 'POST', '/api/user/verify-otp', { phone, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Account verified successfully');
    expect((await call(t, 'POST', '/api/user/verify-otp', { phone, code })).statusCode).toBe(409);

    const session = await signIn(`+88${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.phone).toBe(phone);
  });

  it('refuses the sixth try even with the right code, and an expired code', async () => {
    const phone = uniquePhone();
    await registerPhone(phone);
    const code = await lastCodeTo(t, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const response = await call(t, 'POST', '/api/user/verify-otp', { phone, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid OTP or session expired');
    }
    const sixth = await call(t, 'POST', '/api/user/verify-otp', { phone, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong codes. Please ask for a new code.');

    const other = uniquePhone();
    await registerPhone(other);
    const [account] = await t.db.select().from(users).where(eq(users.phone, other));
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, account!.id));
    const late = await call(t, 'POST', '/api/user/verify-otp', { phone: other, code: await lastCodeTo(t, other) });
    expect(late.statusCode).toBe(400);
  });

  it('checks the code format', async () => {
    const response = await call(t, 'POST', '/api/user/verify-otp', { phone: uniquePhone(), code: '12a4' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid OTP or session expired');
  });
});

describe('sign in', () => {
  it('answers the user and an access token, and refuses a wrong password or unknown account alike', async () => {
    const customer = await signedInCustomer(t);
    const ok = await signIn(`  ${customer.email.toUpperCase()} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      data: { user: { _id: customer.id } },
    });
    const wrong = await signIn(customer.email, 'not-the-password');
    const unknown = await signIn(uniqueEmail());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    const missing = await call(t, 'POST', '/api/user/signin', { identifier: ' ', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Email or phone is required');
  });
});

describe('refresh and logout', () => {
  const refresh = (token: string | undefined) =>
    call(t, 'POST', '/api/user/refresh-token', undefined, { cookies: token ? { dokan_refresh: token } : {} });

  it('rotates the refresh token and answers a new access token', async () => {
    const customer = await signedInCustomer(t);
    const first = await refresh(customer.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    expect(typeof first.json().data).toBe('string');
    const next = cookieFrom(first, 'dokan_refresh');
    expect(next).toBeDefined();
    expect(next).not.toBe(customer.refreshToken);
    const me = await call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, {
      token: first.json().data,
    });
    expect(me.statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const customer = await signedInCustomer(t);
    const rotated = await refresh(customer.refreshToken);
    const current = cookieFrom(rotated, 'dokan_refresh');
    const replay = await refresh(customer.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(current)).statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const customer = await signedInCustomer(t);
    const out = await call(t, 'POST', '/api/user/logout', undefined, {
      cookies: { dokan_refresh: customer.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'dokan_refresh')!;
    expect(cleared.value).toBe('');
    expect((await refresh(customer.refreshToken)).statusCode).toBe(401);
  });
});

describe('forgot and reset the password', () => {
  it('answers the same for an unknown account', async () => {
    const customer = await signedInCustomer(t);
    const known = await call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email });
    const unknown = await call(t, 'POST', '/api/user/forgot-password', { identifier: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('code -> grant cookie -> new password once; every old session ends', async () => {
    const customer = await signedInCustomer(t);
    await forgetCodeTimes(t, customer.id);
    await call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email });
    const code = await lastCodeTo(t, customer.email);

    const withoutGrant = await call(t, 'POST', '/api/user/reset-password', {
      identifier: customer.email,
      password: 'new-pass-2026',
    });
    expect(withoutGrant.statusCode).toBe(400);

    const checked = await call(t, 'POST', '/api/user/verify-otp', { identifier: customer.email, code });
    expect(checked.statusCode).toBe(200);
    const grant = checked.cookies.find((c) => c.name === 'dokan_reset')!;
    expect(grant).toMatchObject({ httpOnly: true, path: '/api/user/reset-password', sameSite: 'Strict' });

    const otherAccount = await signedInCustomer(t);
    const misused = await call(
      t,
      'POST',
      '/api/user/reset-password',
      { identifier: otherAccount.email, password: 'new-pass-2026' },
      { cookies: { dokan_reset: grant.value } },
    );
    expect(misused.statusCode).toBe(400);

    const reset = await call(
      t,
      'POST',
      '/api/user/reset-password',
      { identifier: customer.email, password: 'new-pass-2026' },
      { cookies: { dokan_reset: grant.value } },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password reset successful');
    const twice = await call(
      t,
      'POST',
      '/api/user/reset-password',
      { identifier: customer.email, password: 'another-pass-2026' },
      { cookies: { dokan_reset: grant.value } },
    );
    expect(twice.statusCode).toBe(400);

    expect((await signIn(customer.email)).statusCode).toBe(401);
    expect((await signIn(customer.email, 'new-pass-2026')).statusCode).toBe(200);
    const old = await call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, {
      token: customer.accessToken,
    });
    expect(old.statusCode).toBe(401);
    const oldRefresh = await call(t, 'POST', '/api/user/refresh-token', undefined, {
      cookies: { dokan_refresh: customer.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('a sign-up code cannot reset a password, and a new code waits a minute', async () => {
    const phone = uniquePhone();
    await registerPhone(phone);
    const signUpCode = await lastCodeTo(t, phone);
    const misuse = await call(t, 'POST', '/api/user/verify-otp', { identifier: phone, code: signUpCode });
    expect(misuse.statusCode).toBe(400);

    const customer = await signedInCustomer(t);
    await forgetCodeTimes(t, customer.id);
    await call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email });
    const first = await lastCodeTo(t, customer.email);
    await call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email });
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, customer.id))) as [{ count: number }];
    expect(count).toBe(2);
    expect(await lastCodeTo(t, customer.email)).toBe(first);
  });

  it('refuses a reset grant after ten minutes', async () => {
    const customer = await signedInCustomer(t);
    await forgetCodeTimes(t, customer.id);
    await call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email });
    const checked = await call(t, 'POST', '/api/user/verify-otp', {
      identifier: customer.email,
      code: await lastCodeTo(t, customer.email),
    });
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, customer.id));
    const late = await call(
      t,
      'POST',
      '/api/user/reset-password',
      { identifier: customer.email, password: 'new-pass-2026' },
      { cookies: { dokan_reset: cookieFrom(checked, 'dokan_reset')! } },
    );
    expect(late.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('take a role change and a deleted account into account at once', async () => {
    const customer = await signedInCustomer(t);
    const read = () =>
      call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, { token: customer.accessToken });
    expect((await read()).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ role: 'owner', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    expect((await read()).statusCode).toBe(401);

    const other = await signedInCustomer(t);
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, other.id));
    const gone = await call(t, 'GET', `/api/user/get-single-user/${other.id}`, undefined, { token: other.accessToken });
    expect(gone.statusCode).toBe(401);
  });

  it('accept only HS256 tokens signed with our key', async () => {
    const customer = await signedInCustomer(t);
    const [header, payload] = customer.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of [none, forged, 'garbage']) {
      const response = await call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, { token });
      expect(response.statusCode).toBe(401);
    }
  });
});
