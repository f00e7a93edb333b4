/** The error handler answers every failure in one shape and keeps what went wrong inside for the log. */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { answerFrameworkError, registerErrorHandler } from './error-handler.ts';

const INTERNAL = 'relation "users" does not exist at /srv/dokan/src/db/client.ts:12:7';

function appWithLog() {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    frameworkErrors: answerFrameworkError,
  });
  registerErrorHandler(app);
  app.get('/broken', async () => {
    throw new Error(INTERNAL);
  });
  app.get('/things/:id', async () => 'ok');
  app.get('/too-large', async () => {
    // How the PostgreSQL driver reports a sum too large for an integer column, wrapped as Drizzle does.
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('integer out of range'), { code: '22003' }),
    });
  });
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe('the error handler', () => {
  it('answers an unexpected error with a generic 500 and logs the real one', async () => {
    const { app, lines } = appWithLog();
    close = () => app.close();
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(response.body).not.toContain('relation');
    const logged = lines.map((line) => JSON.parse(line) as { err?: { message?: string } });
    expect(logged.map((entry) => entry.err?.message)).toContain(INTERNAL);
  });

  it('answers addresses Fastify cannot route in the same shape, without echoing them', async () => {
    const { app } = appWithLog();
    close = () => app.close();
    const broken = await app.inject({ method: 'GET', url: '/things/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'Invalid address' });
    const long = await app.inject({ method: 'GET', url: `/things/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'Part of the address is too long' });
  });

  it('answers a number too large for the database with 400, not 500', async () => {
    const { app } = appWithLog();
    close = () => app.close();
    const response = await app.inject({ method: 'GET', url: '/too-large' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'A number in the request is too large' });
  });
});
