import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { OneLinePerRequest, redactUrl } from './request-log.ts';

/** A server logging as the shop does, into memory. */
async function loggingServer() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
  app.get('/*', async () => 'page');
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes the e-mail verification page and reset codes without their secrets', async () => {
    const { app, lines } = await loggingServer();
    const token = 'Zk3v9QpL2mN8xR4tY7wB1cD6eF0gH5jK';
    await app.inject({ url: `/user/verify/${token}` });
    await app.inject({ url: `/api/user/verify-account/${token}?from=mail` });
    await app.inject({ url: `/reset-password?code=4821&token=${token}` });
    await app.close();

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('4821');
    const urls = lines.map((line) => JSON.parse(line) as { url?: string }).flatMap((line) => line.url ?? []);
    expect(urls).toEqual([
      '/user/verify/[redacted]',
      '/api/user/verify-account/[redacted]?from=mail',
      '/reset-password?code=[redacted]&token=[redacted]',
    ]);
  });

  it('leaves ordinary addresses as they are', () => {
    expect(redactUrl('/products?search=panjabi&page=2')).toBe('/products?search=panjabi&page=2');
    expect(redactUrl('/verify/pending')).toBe('/verify/pending');
  });
});
