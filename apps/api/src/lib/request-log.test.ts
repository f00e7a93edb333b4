import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { OneLinePerRequest, redactUrl } from './request-log.ts';

/** A server logging as the shop does, into memory. */
async function loggingServer(options?: ConstructorParameters<typeof OneLinePerRequest>[0]) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest(options) });
  app.get('/*', async () => 'page');
  app.post('/*', async () => 'saved');
  app.get('/missing', async (_request, reply) => reply.code(404).send('not here'));
  app.get('/broken', async () => {
    throw new Error('broken');
  });
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

  it('keeps one successful read in so many, and every write and error', async () => {
    const { app, lines } = await loggingServer({ readsSample: 0.25 });
    for (let i = 0; i < 8; i++) await app.inject({ url: `/products?page=${i}` });
    await app.inject({ method: 'POST', url: '/order' });
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/broken' });
    await app.close();

    const logged = lines.map((line) => JSON.parse(line) as { method?: string; url?: string; statusCode?: number });
    const requests = logged.filter((line) => line.url).map((line) => `${line.method} ${line.url} ${line.statusCode}`);
    expect(requests).toEqual([
      'GET /products?page=0 200',
      'GET /products?page=4 200',
      'POST /order 200',
      'GET /missing 404',
      'GET /broken 500',
    ]);
  });

  it('keeps no successful read with a sample of 0, and still every write', async () => {
    const { app, lines } = await loggingServer({ readsSample: 0 });
    await app.inject({ url: '/products' });
    await app.inject({ method: 'POST', url: '/order' });
    await app.close();
    expect(lines.map((line) => (JSON.parse(line) as { method?: string }).method).filter(Boolean)).toEqual(['POST']);
  });

  it('keeps every read on a laptop and one in a hundred on a live shop, unless told otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({}).LOG_READS_SAMPLE).toBe(1);
    expect(loadConfig(production).LOG_READS_SAMPLE).toBe(0.01);
    expect(loadConfig({ ...production, LOG_READS_SAMPLE: '1' }).LOG_READS_SAMPLE).toBe(1);
  });

  it('leaves ordinary addresses as they are', () => {
    expect(redactUrl('/products?search=panjabi&page=2')).toBe('/products?search=panjabi&page=2');
    expect(redactUrl('/verify/pending')).toBe('/verify/pending');
  });
});
