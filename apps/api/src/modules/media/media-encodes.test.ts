/** Encodes run a few at a time; past a short queue the route answers 503 with Retry-After at once. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const KEYS = Array.from({ length: 6 }, (_, i) => `products/queue-test/${i}.webp`);
// The zoom preset at 2x: the largest AVIF a page asks for, slow enough to keep the queue busy.
const url = (key: string) => `/api/media/${key}?w=2000&h=2000&f=avif`;

/** A large noisy picture, so an AVIF encode takes a while. */
async function largePicture(): Promise<Buffer> {
  const pixels = Buffer.alloc(1000 * 750 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 1000, height: 750, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp({ media: { maxEncodes: 1, maxQueuedEncodes: 1 } });
  const picture = await largePicture();
  for (const key of KEYS) await t.storage.put(key, picture, 'image/webp');
});
afterAll(() => t.close());

describe('encodes at once', () => {
  it('renders one and queues one; the rest get 503 with Retry-After and a message, and succeed later', async () => {
    const answers = await Promise.all(KEYS.map((key) => t.app.inject({ method: 'GET', url: url(key) })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 503)).toHaveLength(4);

    for (const res of answers.filter((r) => r.statusCode === 503)) {
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.json()).toEqual({
        success: false,
        message: 'The image server is busy; please try again in a moment',
      });
    }

    for (const [i, res] of answers.entries()) {
      if (res.statusCode !== 503) continue;
      expect((await t.app.inject({ method: 'GET', url: url(KEYS[i]!) })).statusCode).toBe(200);
    }
  });

  it('serves cached variants without waiting for the queue', async () => {
    const busy = KEYS.map((key) => t.app.inject({ method: 'GET', url: `/api/media/${key}?w=1000&h=1000&f=avif` }));
    const cached = await t.app.inject({ method: 'GET', url: url(KEYS[0]!) });
    expect(cached.statusCode).toBe(200);
    await Promise.all(busy);
  });
});
