/**
 * Every route of the OpenAPI document gets malformed requests (lib: malformed-requests.ts) with no
 * token, a forged one, and the tokens of a customer, a seller and an admin. No answer may be a
 * 5xx or show internal text; every refusal is `{ success: false, message }`; a protected route
 * answers 401 to a missing or forged token whatever the input, before reading it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { randomAddress } from '../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type Operation, operationsOf, type Probe, probesFor } from './malformed-requests.ts';

/** Routes anyone may call; every other route must refuse a missing or forged token with 401. */
const PUBLIC = new Set([
  'GET /api/categories',
  'GET /api/categories/get-names',
  'GET /api/categories/{id}',
  'GET /api/subcategories',
  'GET /api/subcategories/{id}',
  'GET /api/subsubcategories',
  'GET /api/subsubcategories/{id}',
  'GET /api/products',
  'GET /api/products/categories-with-products',
  'GET /api/products/cart-link',
  'GET /api/products/{id}',
  'GET /api/banner',
  'GET /api/logo',
  'GET /api/shipping-fee/get',
  'GET /api/settings',
  'POST /api/user/register',
  'POST /api/user/verify-account',
  'POST /api/user/verify-otp',
  'POST /api/user/forgot-password',
  'POST /api/user/reset-password',
  'POST /api/user/signin',
  'POST /api/user/google-login',
  'POST /api/user/refresh-token',
  'POST /api/user/logout',
  'POST /api/payments/success',
  'POST /api/payments/fail',
  'POST /api/payments/cancel',
  'POST /api/payments/ipn',
  'POST /api/couriers/steadfast/webhook',
  'POST /api/couriers/pathao/webhook',
  'POST /api/couriers/redx/webhook',
  'POST /api/couriers/sandbox/webhook',
  'GET /api/track',
  'GET /api/payments/sandbox/{tranId}',
  'GET /api/payments/bkash/callback',
  'GET /api/payments/bkash/agreement/callback',
  'GET /api/payments/sandbox/bkash/{paymentID}',
  'GET /api/payments/sandbox/bkash/agreement/{paymentID}',
  'GET /api/payments/nagad/callback',
  'GET /api/payments/sandbox/nagad/{paymentRefId}',
  'POST /api/payments/sandbox/nagad/{paymentRefId}/{decision}',
  'GET /api/dev/outbox',
  'GET /api/media/{*}',
  'GET /api/avatars/default.svg',
  'GET /api/health',
  'GET /api/promotions',
  'GET /api/ready',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/{file}',
  'GET /feeds/meta.csv',
  'GET /feeds/google.xml',
  'GET /manifest.webmanifest',
  'GET /icons/{file}',
]);

/** Browser pages rather than API calls: their "not found" is an HTML page. */
const HTML_PAGES = new Set([
  'GET /api/payments/sandbox/{tranId}',
  'GET /api/payments/sandbox/bkash/{paymentID}',
  'GET /api/payments/sandbox/bkash/agreement/{paymentID}',
  'GET /api/payments/sandbox/nagad/{paymentRefId}',
]);

/** Text that belongs in a log, never in an answer: stack lines, system errors, SQL and its drivers. */
const INTERNAL_TEXT = [
  /\n\s+at |\bat .+\.[cm]?[jt]s:\d+|node_modules|\/src\/|\bSQL\b|syntax error|relation "|violates|invalid input syntax/i,
  /out of range|pglite|postgres|drizzle|cannot read prop|undefined is not|busboy|dicer/i,
  /\bE(NAMETOOLONG|NOENT|ACCES|ISDIR|NOTDIR|PERM|EXIST|INVAL|MFILE|CONNREFUSED|CONNRESET|PIPE)\b|\b(Type|Reference|Range|Syntax)Error\b/,
];

type Auth = 'no token' | 'a forged token' | 'user' | 'owner' | 'admin';
const AUTHS: Auth[] = ['no token', 'a forged token', 'user', 'owner', 'admin'];

/** Requests in flight at once: enough to keep PGlite busy, few enough for a shared two-core machine. */
const CONCURRENCY = 8;

let t: TestApp;
const tokens = new Map<Auth, string>();

/** An unsigned token ('alg: none') naming a real admin: it must count for nothing. */
function forgedToken(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, ver: 0, aud: 'dokan-api', iss: 'dokan' })}.`;
}

beforeAll(async () => {
  t = await createTestApp();
  const [user, owner, admin] = await Promise.all([
    signedInAs(t, 'user'),
    signedInAs(t, 'owner'),
    signedInAs(t, 'admin'),
  ]);
  tokens.set('user', user.accessToken).set('owner', owner.accessToken).set('admin', admin.accessToken);
  tokens.set('a forged token', forgedToken(admin.id));
  // A shop with a stored picture: media keys then reach an existing folder, as they do in production.
  const created = await sendForm(
    t,
    'POST',
    '/api/categories',
    { categoryName: 'Sweep' },
    [{ field: 'categoryImage', bytes: await photo() }],
    admin.accessToken,
  );
  if (created.statusCode !== 201) throw new Error(`could not create a category: ${created.body}`);
});
afterAll(() => t?.close());

function send(probe: Probe, auth: Auth, method: Operation['method']) {
  const token = tokens.get(auth);
  return t.app.inject({
    method,
    url: probe.url,
    payload: probe.payload,
    remoteAddress: randomAddress(),
    headers: { ...probe.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** What is wrong with one answer, if anything. */
function faultsOf(operation: Operation, probe: Probe, auth: Auth, response: LightMyRequestResponse): string[] {
  const route = `${operation.method} ${operation.path}`;
  const faults: string[] = [];
  const { statusCode: status, body } = response;
  if (status >= 500) faults.push(`answered ${status}`);
  if (INTERNAL_TEXT.some((pattern) => pattern.test(body))) faults.push(`shows internal text: ${body.slice(0, 160)}`);
  if (status >= 400 && !(HTML_PAGES.has(route) && String(response.headers['content-type']).startsWith('text/html'))) {
    let answer: { success?: unknown; message?: unknown } | undefined;
    try {
      answer = response.json();
    } catch {
      answer = undefined;
    }
    if (answer?.success !== false || typeof answer.message !== 'string' || answer.message === '') {
      faults.push(`is not { success: false, message }: ${body.slice(0, 160)}`);
    }
  }
  const anonymous = auth === 'no token' || auth === 'a forged token';
  if (anonymous && !PUBLIC.has(route)) {
    // An address Fastify cannot route is refused before any route (or its guard) sees it.
    const expected = probe.routed ? status === 401 : status >= 400 && status < 500;
    if (!expected) faults.push(`answered ${status} instead of 401: ${body.slice(0, 120)}`);
  }
  // Otherwise the sweep would stop at the guards and never reach the input checks behind them.
  if (auth === 'admin' && !PUBLIC.has(route) && status === 401) faults.push('refused a valid token');
  return faults.map((fault) => `${route} with ${probe.what}, ${auth}: ${fault}`);
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/**
 * Fastify's own refusals of a body it cannot read, before any route sees it: any route that takes
 * a body may answer them, so /api/docs does not repeat them on each.
 */
const BODY_REFUSALS = new Set([413, 415]);

describe('every route, every malformed request', () => {
  let failures: string[] = [];
  let operations: Operation[] = [];
  /** The error statuses each route answered ('GET /api/products/{id}' -> 400, 404). */
  const refusals = new Map<string, Set<number>>();

  beforeAll(async () => {
    await t.app.ready();
    operations = operationsOf(t.app.swagger());
    const jobs = operations.flatMap((operation) =>
      probesFor(operation).flatMap((probe) => AUTHS.map((auth) => ({ operation, probe, auth }))),
    );
    const found: string[] = [];
    await inPool(jobs, CONCURRENCY, async ({ operation, probe, auth }) => {
      const response = await send(probe, auth, operation.method);
      found.push(...faultsOf(operation, probe, auth, response));
      if (probe.routed && response.statusCode >= 400) {
        const route = `${operation.method} ${operation.path}`;
        refusals.set(route, (refusals.get(route) ?? new Set()).add(response.statusCode));
      }
    });
    failures = found.sort();
  }, 120_000);

  it('reads the whole document, and every route it calls public exists', () => {
    const routes = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    expect(routes.size).toBeGreaterThan(60);
    expect([...PUBLIC].filter((route) => !routes.has(route))).toEqual([]);
  });

  it('answers no 5xx and no internal text, refuses in one shape, and asks for a sign-in before the input', () => {
    expect(failures).toEqual([]);
  });

  it('lists in /api/docs every error each route answered', () => {
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, { responses?: object }>> };
    const unlisted = [...refusals].flatMap(([route, statuses]) => {
      const [method, path] = route.split(' ') as [string, string];
      const listed = Object.keys(paths[path]?.[method.toLowerCase()]?.responses ?? {});
      return [...statuses]
        .filter((status) => !BODY_REFUSALS.has(status) && !listed.includes(String(status)))
        .map((status) => `${route} answers ${status}`);
    });
    expect(unlisted.sort()).toEqual([]);
  });
});
