/** The variant cache stays under its size on disk, dropping the least recently used variant first. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderVariant } from '../../lib/images.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let variantBytes: number;
let cap: number;
const KEYS = ['a', 'b', 'c', 'd'].map((name) => `products/lru-test/${name}.webp`);
const QUERY = '?w=500&h=376&f=webp';

/** Random pixels: every variant of it is large and the same size, whichever key it is stored under. */
async function noisyPicture(): Promise<Buffer> {
  const pixels = Buffer.alloc(600 * 450 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 600, height: 450, channels: 3 } })
    .webp({ lossless: true })
    .toBuffer();
}

async function cacheFiles(): Promise<Array<{ name: string; bytes: number }>> {
  const names = (await readdir(t.mediaCacheDir, { recursive: true })).filter((name) => path.extname(name) !== '');
  return Promise.all(names.map(async (name) => ({ name, bytes: (await stat(path.join(t.mediaCacheDir, name))).size })));
}

const get = async (key: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/media/${key}${QUERY}` });
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag).replaceAll('"', '');
};

beforeAll(async () => {
  const picture = await noisyPicture();
  variantBytes = (await renderVariant(picture, { width: 500, height: 376, format: 'webp' })).length;
  // Room for three variants and a half: the fourth must push one out.
  cap = Math.floor(variantBytes * 3.5);
  t = await createTestApp({ media: { cacheMaxBytes: cap } });
  for (const key of KEYS) await t.storage.put(key, picture, 'image/webp');
});
afterAll(() => t.close());

describe('the variant cache on disk', () => {
  it('keeps within its cap, dropping the least recently used variant first', async () => {
    const [a, b, c, d] = KEYS as [string, string, string, string];
    const etagA = await get(a);
    const etagB = await get(b);
    const etagC = await get(c);
    expect(await cacheFiles()).toHaveLength(3);

    await get(a); // a is now the most recently used; b the least
    const etagD = await get(d);

    const files = await cacheFiles();
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    expect(total).toBeLessThanOrEqual(cap);
    const held = (etag: string) => files.some((file) => file.name.includes(etag));
    expect([held(etagA), held(etagB), held(etagC), held(etagD)]).toEqual([true, false, true, true]);
  });

  it('renders a dropped variant again when it is asked for', async () => {
    const etag = await get(KEYS[1]!);
    expect((await cacheFiles()).some((file) => file.name.includes(etag))).toBe(true);
    expect((await cacheFiles()).reduce((sum, file) => sum + file.bytes, 0)).toBeLessThanOrEqual(cap);
  });
});
