/**
 * Helpers for account tests: requests from a fresh client address each (as separate shoppers
 * would send them), the messages the shop sent, and ready-made signed-in customers.
 */
import { randomBytes, randomInt } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { oneTimeCodes, outbox, users } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export const PASSWORD = 'mango-season-42';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  cookies?: Record<string, string>;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(): string {
  return `shopper.${randomBytes(5).toString('hex')}@example.com`;
}

export function uniquePhone(): string {
  return `017${String(randomInt(10_000_000, 99_999_999))}`;
}

/** What the sign-up form sends for an e-mail account. */
export const emailRegistration = (email: string) => ({
  method: 'email',
  name: 'Nusrat Jahan',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

export function call(
  t: TestApp,
  method: Method,
  url: string,
  payload?: InjectOptions['payload'],
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: options.remoteAddress ?? randomAddress(),
    cookies: options.cookies,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
}

/** The value of a Set-Cookie on the answer, or undefined. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value || undefined;
}

/** The newest message sent to a recipient. */
export async function lastMessageTo(t: TestApp, recipient: string) {
  const [message] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}

export async function lastLinkTokenTo(t: TestApp, email: string): Promise<string> {
  const { body } = await lastMessageTo(t, email);
  const match = /\/user\/verify\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no activation link in: ${body}`);
  return match[1];
}

export async function lastCodeTo(t: TestApp, recipient: string): Promise<string> {
  const { body } = await lastMessageTo(t, recipient);
  const match = /code is (\d+)/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
}

/** Lets the next code be asked for at once, as if the minute between codes had passed. */
export async function forgetCodeTimes(t: TestApp, userId: string) {
  await t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '2 minutes'` })
    .where(eq(oneTimeCodes.userId, userId));
}

export interface SignedIn {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers by e-mail, follows the link and answers the started session. */
export async function signedInCustomer(t: TestApp, email = uniqueEmail()): Promise<SignedIn> {
  const registered = await call(t, 'POST', '/api/user/register', {
    method: 'email',
    name: 'Test Shopper',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await call(t, 'POST', '/api/user/verify-account', { token: await lastLinkTokenTo(t, email) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const { data } = verified.json();
  return {
    id: data.user._id,
    email,
    accessToken: data.accessToken,
    refreshToken: cookieFrom(verified, 'dokan_refresh')!,
  };
}

/** The account's language from now on (its messages and invoices), saved as the page's language switch saves it. */
export async function setLanguage(t: TestApp, who: SignedIn, language: 'en' | 'bn'): Promise<void> {
  const saved = await call(t, 'PUT', '/api/user/update-profile', { id: who.id, language }, { token: who.accessToken });
  if (saved.statusCode !== 200) throw new Error(`language not saved: ${saved.body}`);
}

export async function makeAdmin(t: TestApp, userId: string) {
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A seller: products whose OwnerId is theirs, and read-only access to the orders holding them. */
export async function makeOwner(t: TestApp, userId: string) {
  await t.db.update(users).set({ role: 'owner' }).where(eq(users.id, userId));
}
