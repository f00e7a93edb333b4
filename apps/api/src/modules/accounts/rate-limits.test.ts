/**
 * The account routes' limits on Bangladesh's networks (docs/decisions/019): many shoppers share one
 * mobile address, and an attacker must not be able to lock a shopper out.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  cookieFrom,
  lastCodeTo,
  PASSWORD,
  randomAddress,
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

const WRONG = 'not-the-password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = (identifier: string, password: string, from: string, cookies?: Record<string, string>) =>
  call(t, 'POST', '/api/user/signin', { identifier, password }, { remoteAddress: from, cookies });

/** Runs `count` requests, a few at a time (as shoppers on one address would), and answers them in order. */
async function several<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) => send(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

function expectTooMany(answer: LightMyRequestResponse, retryAfter: (seconds: number) => boolean) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toMatchObject({ success: false });
  expect(answer.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
  expect(retryAfter(Number(answer.headers['retry-after']))).toBe(true);
}

describe('sign-in from one shared mobile address', () => {
  it('lets 50 shoppers sign in, and stops the address only after 200 wrong passwords in 15 minutes', async () => {
    const shared = randomAddress();
    const shoppers = await several(50, () => signedInCustomer(t));
    expect(statuses(await several(50, (i) => signIn(shoppers[i]!.email, PASSWORD, shared)))).toEqual(
      Array(50).fill(200),
    );

    // Wrong passwords for 200 different accounts: mistyped, or someone trying stolen lists.
    const wrong = statuses(await several(200, () => signIn(uniqueEmail(), WRONG, shared)));
    expect(wrong).toEqual(Array(200).fill(401));
    expectTooMany(await signIn(uniqueEmail(), WRONG, shared), (s) => s > 60 && s <= 900);
    expect((await signIn(shoppers[0]!.email, PASSWORD, shared)).statusCode).toBe(429);
    expect((await signIn(shoppers[0]!.email, PASSWORD, randomAddress())).statusCode).toBe(200);
    // 300 password hashes: a bound for a busy machine, not a speed check.
  }, 180_000);

  it('refuses one address hammering one account after 5 wrong passwords, with Retry-After', async () => {
    const victim = await signedInCustomer(t);
    const attacker = randomAddress();
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await signIn(victim.email, WRONG, attacker));
    expect(statuses(tries.slice(0, 5))).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(tries[5]!, (s) => s > 800 && s <= 900);
    expect((await signIn(victim.email, PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('does not let 10 wrong passwords from an attacker stop the victim signing in from their own address', async () => {
    const victim = await signedInCustomer(t);
    const attacker = randomAddress();
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push((await signIn(victim.email, WRONG, attacker)).statusCode);
    expect(tries).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await signIn(victim.email, PASSWORD, randomAddress())).statusCode).toBe(200);
  });

  it('counts a phone number once however it is spelled, and an IPv6 subscriber by their /64', async () => {
    const phone = uniquePhone();
    const spellings = [phone, `+88${phone}`, `+88 ${phone.slice(0, 5)}-${phone.slice(5)}`, `88${phone}`, phone];
    const attacker = randomAddress();
    for (const spelling of spellings) expect((await signIn(spelling, WRONG, attacker)).statusCode).toBe(401);
    expect((await signIn(`+880${phone.slice(1)}`, WRONG, attacker)).statusCode).toBe(429);

    const account = uniqueEmail();
    for (let i = 1; i <= 5; i++) expect((await signIn(account, WRONG, `2401:1900:2:7::${i}`)).statusCode).toBe(401);
    expect((await signIn(account, WRONG, '2401:1900:2:7:abcd::9')).statusCode).toBe(429);
    expect((await signIn(account, WRONG, '2401:1900:2:8::1')).statusCode).toBe(401);
  });

  it('takes X-Forwarded-For only from a trusted proxy', async () => {
    const victim = uniqueEmail();
    const address = randomAddress();
    for (let i = 0; i < 5; i++) await signIn(victim, WRONG, address);
    const spoofed = await call(
      t,
      'POST',
      '/api/user/signin',
      { identifier: victim, password: WRONG },
      { remoteAddress: address, headers: { 'x-forwarded-for': randomAddress() } },
    );
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('wrong passwords for one account from many addresses', () => {
  it('slow the account down with growing delays, never a long lock, and a right password ends them', async () => {
    const victim = await signedInCustomer(t);
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push((await signIn(victim.email, WRONG, randomAddress())).statusCode);
    expect(tries).toEqual(Array(10).fill(401));

    const held = await signIn(victim.email, PASSWORD, randomAddress());
    expectTooMany(held, (s) => s === 1);
    expect(held.json().message).toBe('Too many attempts. Please try again in 1 second.');
    await sleep(1100);
    expect((await signIn(victim.email, WRONG, randomAddress())).statusCode).toBe(401);
    expectTooMany(await signIn(victim.email, WRONG, randomAddress()), (s) => s === 2);
    await sleep(2100);
    expect((await signIn(victim.email, PASSWORD, randomAddress())).statusCode).toBe(200);
    // The right password ended the run of failures.
    expect((await signIn(victim.email, WRONG, randomAddress())).statusCode).toBe(401);
    expect((await signIn(victim.email, WRONG, randomAddress())).statusCode).toBe(401);
  });

  it("hold back strangers only: the owner's browser that signed in before goes straight in", async () => {
    const victim = await signedInCustomer(t);
    const phone = randomAddress();
    const before = await signIn(victim.email, PASSWORD, phone);
    const device = before.cookies.find((c) => c.name === 'dokan_device')!;
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/user/signin' });

    for (let i = 0; i < 10; i++) await signIn(victim.email, WRONG, randomAddress());
    expect((await signIn(victim.email, PASSWORD, randomAddress())).statusCode).toBe(429);
    const owner = await signIn(victim.email, PASSWORD, phone, { dokan_device: device.value });
    expect(owner.statusCode).toBe(200);
    // The same browser on another network is still the owner's.
    expect((await signIn(victim.email, PASSWORD, randomAddress(), { dokan_device: device.value })).statusCode).toBe(
      200,
    );

    // A device cookie earned on one's own account counts for nothing on another.
    const attacker = await signedInCustomer(t);
    const own = cookieFrom(await signIn(attacker.email, PASSWORD, randomAddress()), 'dokan_device')!;
    expect((await signIn(victim.email, PASSWORD, randomAddress(), { dokan_device: own })).statusCode).toBe(429);
    expect((await signIn(victim.email, PASSWORD, randomAddress(), { dokan_device: 'made.up' })).statusCode).toBe(429);
  });

  it('treat a known browser that keeps failing like any other after 10 wrong passwords a day, until it signs in again', async () => {
    const shopper = await signedInCustomer(t);
    const home = randomAddress();
    const device = cookieFrom(await signIn(shopper.email, PASSWORD, home), 'dokan_device')!;
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push((await signIn(shopper.email, WRONG, home, { dokan_device: device })).statusCode);
    }
    // Ten counted on the device, then the stranger's limits: the pair allows five more.
    expect(tries).toEqual(Array(11).fill(401));
    for (let i = 0; i < 4; i++) await signIn(shopper.email, WRONG, home, { dokan_device: device });
    expect((await signIn(shopper.email, PASSWORD, home, { dokan_device: device })).statusCode).toBe(429);

    // A right password (here from another network) earns the browser a fresh device id, which
    // skips the pair's limit at home again.
    const again = await signIn(shopper.email, PASSWORD, randomAddress(), { dokan_device: device });
    expect(again.statusCode).toBe(200);
    const renewed = cookieFrom(again, 'dokan_device')!;
    expect(renewed).not.toBe(device);
    expect((await signIn(shopper.email, PASSWORD, home, { dokan_device: renewed })).statusCode).toBe(200);
  });
});

describe('codes and password resets from one shared address', () => {
  it('lets 30 shoppers register by phone and confirm their codes from one address', async () => {
    const shared = randomAddress();
    const phones = Array.from({ length: 30 }, () => uniquePhone());
    const registered = await several(30, (i) =>
      call(
        t,
        'POST',
        '/api/user/register',
        { method: 'phone', name: 'Shared Address', phone: phones[i], password: PASSWORD, confirmPassword: PASSWORD },
        { remoteAddress: shared },
      ),
    );
    expect(statuses(registered)).toEqual(Array(30).fill(201));
    const codes = await Promise.all(phones.map((phone) => lastCodeTo(t, phone)));
    const verified = await several(30, (i) =>
      call(t, 'POST', '/api/user/verify-otp', { phone: phones[i], code: codes[i] }, { remoteAddress: shared }),
    );
    expect(statuses(verified)).toEqual(Array(30).fill(200));
  });

  it('refuses one address guessing one phone code after 5 wrong codes; another address is not refused', async () => {
    const phone = uniquePhone();
    await call(t, 'POST', '/api/user/register', {
      method: 'phone',
      name: 'Code Owner',
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const code = await lastCodeTo(t, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const attacker = randomAddress();
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(await call(t, 'POST', '/api/user/verify-otp', { phone, code: wrong }, { remoteAddress: attacker }));
    }
    expect(statuses(tries.slice(0, 5))).toEqual([400, 400, 400, 400, 400]);
    expectTooMany(tries[5]!, (s) => s > 800 && s <= 900);
    // The code itself is spent after five wrong tries; another address hears that, not a 429.
    const elsewhere = await call(t, 'POST', '/api/user/verify-otp', { phone, code });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('refuses one address asking reset codes for one account after 5 an hour, but not the owner elsewhere', async () => {
    const victim = await signedInCustomer(t);
    const attacker = randomAddress();
    const forgot = (from: string) =>
      call(t, 'POST', '/api/user/forgot-password', { identifier: victim.email }, { remoteAddress: from });
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await forgot(attacker));
    expect(statuses(tries.slice(0, 5))).toEqual([200, 200, 200, 200, 200]);
    expectTooMany(tries[5]!, (s) => s > 3000 && s <= 3600);
    expect(tries[5]!.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect((await forgot(randomAddress())).statusCode).toBe(200);
  });
});
