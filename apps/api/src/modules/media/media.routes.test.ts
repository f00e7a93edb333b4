import { readdir } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMAGE_PRESETS, type ImagePresetName, imageSrcSet, imageUrl } from '@dokan/domain';

import { createTestApp, type TestApp } from '../../test/app.ts';

let testApp: TestApp;
const cacheDir = () => testApp.mediaCacheDir;

const KEY = 'products/8f4c1a52-3b7e-4d2a-9c61-0a1b2c3d4e5f/0.webp';
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** Files in the variant cache (its folders have no extension). */
async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir(), { recursive: true });
  return entries.filter((name) => path.extname(name) !== '');
}

async function size(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

/** A 400 x 300 picture: left half red, right half blue, so a crop can be told apart. */
async function samplePicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#f00"/><rect x="200" width="200" height="300" fill="#00f"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ lossless: true }).toBuffer();
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.storage.put(KEY, await samplePicture(), 'image/webp');
});

afterAll(async () => {
  await testApp.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/media/${KEY}${query}`, headers });
const getUrl = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/media/*', () => {
  it('serves every size the pages ask for: each preset at each density, as imageUrl and imageSrcSet build them', async () => {
    const address = `/api/media/${KEY}`;
    const presets = Object.keys(IMAGE_PRESETS) as ImagePresetName[];
    const urls = new Set<string>([address]);
    for (const preset of presets) {
      urls.add(imageUrl(address, preset));
      for (const candidate of imageSrcSet(address, preset).split(', ')) urls.add(candidate.split(' ')[0]!);
    }
    for (const url of urls) {
      const res = await getUrl(url, { accept: 'image/webp' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('serves the stored picture at its own size when no size is asked for', async () => {
    const res = await get('?f=jpeg');
    expect(await size(res.rawPayload)).toEqual({ width: 400, height: 300, format: 'jpeg' });
  });

  it('cover-crops around the centre to the preset', async () => {
    const res = await get('?w=80&h=80&f=webp');
    expect(await size(res.rawPayload)).toEqual({ width: 80, height: 80, format: 'webp' });
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The centre crop keeps both halves: red on the far left, blue on the far right.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    expect(data[(80 - 1) * 3]).toBeLessThan(60);
    expect(data[(80 - 1) * 3 + 2]).toBeGreaterThan(200);
  });

  it('never enlarges beyond the original: a larger box shrinks to fit inside it, keeping its shape', async () => {
    expect(await size((await get('?w=1000&h=1000&f=jpeg')).rawPayload)).toEqual({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
    expect(await size((await get('?w=1200&h=400&f=jpeg')).rawPayload)).toEqual({
      width: 400,
      height: 133,
      format: 'jpeg',
    });
  });

  it("shows the whole picture on the share card (1200x630, 'contain'), the sides filled with its corner's colour", async () => {
    const res = await get('?w=1200&h=630&f=webp');
    // 1.91:1 like the card, no larger than the 400 x 300 picture needs: 300 high.
    expect(await size(res.rawPayload)).toEqual({ width: 571, height: 300, format: 'webp' });
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    const [red, , blue] = [0, 1, 2];
    // The picture's blue half is there whole; beyond it, the padding takes the top-left corner's red.
    expect(pixel(400)[blue]).toBeGreaterThan(200);
    expect(pixel(570)[red]).toBeGreaterThan(200);
    expect(pixel(570)[blue]).toBeLessThan(60);
  });

  it('picks AVIF, then WebP, then JPEG from the Accept header for f=auto, and says it varies by Accept', async () => {
    const avif = await get('?w=80&h=80&f=auto', { accept: AVIF });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await size(avif.rawPayload)).format).toBe('heif');
    expect(avif.headers.vary).toBe('Accept');

    const webp = await get('?w=80&h=80', { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');

    const jpeg = await get('?w=80&h=80', { accept: '*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await size(jpeg.rawPayload)).format).toBe('jpeg');

    const explicit = await get('?w=80&h=80&f=webp', { accept: AVIF });
    expect(explicit.headers['content-type']).toBe('image/webp');
    expect(explicit.headers.vary).toBeUndefined();
  });

  it('answers with a year of immutable caching and an ETag', async () => {
    const res = await get('?w=96&h=96&f=webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('?w=160&h=120&f=webp');
    const again = await get('?w=160&h=120&f=webp', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get('?w=200&h=150&f=webp', { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['?w=0', 'w must be a whole number from 1 to 2000'],
    ['?w=2001', 'w must be a whole number from 1 to 2000'],
    ['?w=12.5', 'w must be a whole number from 1 to 2000'],
    ['?h=abc', 'h must be a whole number from 1 to 2000'],
    ['?q=101', 'q must be a whole number from 1 to 100'],
    ['?f=gif', 'f must be one of auto, avif, webp, jpeg'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['a size no page shows', '?w=151&h=120', 'Image size 151x120 is not offered'],
    ['a width alone', '?w=160', 'Image size 160x? is not offered'],
    ['a height alone', '?h=120', 'Image size ?x120 is not offered'],
    ['a quality on its own', '?q=50', 'Image size ?x? at quality 50 is not offered'],
    ['a preset at another quality', '?w=128&h=32&q=50', 'Image size 128x32 at quality 50 is not offered'],
    ['the logo without its quality', '?w=128&h=32', 'Image size 128x32 is not offered'],
    ['a quality on a preset that has none', '?w=80&h=80&q=90', 'Image size 80x80 at quality 90 is not offered'],
    ['a density no srcset offers', '?w=3200&h=1066', 'w must be a whole number from 1 to 2000'],
  ])('refuses %s with 400, naming the sizes it offers', async (_, query, message) => {
    const res = await get(`${query}&f=webp`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
    if (message.startsWith('Image size')) expect(body.message).toContain('the sizes are 40x40, ');
  });

  it('refuses formats no page asks for, such as PNG, with 400', async () => {
    const res = await get('?w=80&h=80&f=png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'f must be one of auto, avif, webp, jpeg' });
  });

  it('answers 404 for an unknown key, without caching headers', async () => {
    const res = await getUrl('/api/media/products/unknown/0.webp?w=80&h=80');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Image not found' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('renders a variant once, even for simultaneous first requests, and serves it from the disk cache', async () => {
    const key = 'products/cache-test/0.webp';
    await testApp.storage.put(key, await samplePicture(), 'image/webp');
    const url = `/api/media/${key}?w=250&h=188&f=webp`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => getUrl(url)));
    const first = answers[0]?.rawPayload as Buffer;
    for (const res of answers) expect(res.rawPayload.equals(first)).toBe(true);

    const files = await cachedFiles();
    const id = String(answers[0]?.headers.etag).replaceAll('"', '');
    expect(files.filter((name) => name.includes(id))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await getUrl(url)).rawPayload.equals(first)).toBe(true);
  });
});

describe('malformed media addresses', () => {
  it.each([
    ['a 400-character name', `/api/media/${'a'.repeat(400)}`],
    ['a 300-character file name in a folder', `/api/media/products/${'a'.repeat(300)}.webp`],
    ['a key past 200 characters', `/api/media/${`${'abcdefghij'.repeat(6)}/`.repeat(4)}0.webp`],
    ['a key past 8 folders', `/api/media/${'a/'.repeat(9)}0.webp`],
    ['an empty key', '/api/media/'],
    ['an empty segment', '/api/media/products//0.webp'],
    ['encoded slashes and parents', '/api/media/..%2f..%2fetc%2fpasswd'],
    ['a backslash', '/api/media/products/a%5cb.webp'],
    ['a NUL byte', '/api/media/products/a%00b.webp'],
    ['a space', '/api/media/products/a%20b.webp'],
    ['markup', '/api/media/products/%3Cscript%3E.webp'],
    ['a hidden file', '/api/media/.env'],
    ['an emoji', '/api/media/products/%F0%9F%98%80.webp'],
    ['a colon', '/api/media/products/c:0.webp'],
  ])('answers %s with 400 "Invalid media key", never a 5xx', async (_, url) => {
    const res = await getUrl(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid media key' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['broken percent-encoding', '/api/media/products/%zz.webp'],
    ['a truncated UTF-8 sequence', '/api/media/products/%E0%A4%A.webp'],
  ])('answers %s with a 4xx and a message', async (_, url) => {
    const res = await getUrl(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['a plain traversal', '/api/media/../../etc/passwd'],
    ['an encoded one', '/api/media/products/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
  ])('answers %s, which the router resolves before routing, with a 404 outside the media route', async (_, url) => {
    const res = await getUrl(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^No route for GET /);
  });
});

describe('nosniff', () => {
  it('every media answer says X-Content-Type-Options: nosniff, whatever its status', async () => {
    const ok = await get('?w=80&h=80&f=webp');
    const notModified = await get('?w=80&h=80&f=webp', { 'if-none-match': String(ok.headers.etag) });
    const refused = await get('?w=81&h=80');
    const missing = await getUrl('/api/media/products/none.webp');
    expect([ok.statusCode, notModified.statusCode, refused.statusCode, missing.statusCode]).toEqual([
      200, 304, 400, 404,
    ]);
    for (const res of [ok, notModified, refused, missing]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
