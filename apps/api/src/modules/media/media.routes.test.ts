import { readdir } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

describe('GET /api/media/*', () => {
  it('keeps the aspect ratio when only the width is given', async () => {
    const res = await get('?w=100&f=webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await size(res.rawPayload)).toEqual({ width: 100, height: 75, format: 'webp' });
  });

  it('keeps the aspect ratio when only the height is given', async () => {
    const res = await get('?h=60&f=png');
    expect(await size(res.rawPayload)).toEqual({ width: 80, height: 60, format: 'png' });
  });

  it('cover-crops around the centre when width and height are given', async () => {
    const res = await get('?w=80&h=80&f=png');
    expect(await size(res.rawPayload)).toEqual({ width: 80, height: 80, format: 'png' });
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The centre crop keeps both halves: red on the far left, blue on the far right.
    expect([data[0], data[2]]).toEqual([255, 0]);
    expect([data[(80 - 1) * 3], data[(80 - 1) * 3 + 2]]).toEqual([0, 255]);
  });

  it('never enlarges beyond the original', async () => {
    expect(await size((await get('?w=1200&f=jpeg')).rawPayload)).toEqual({ width: 400, height: 300, format: 'jpeg' });
    // A box larger than the picture shrinks to fit inside it and keeps the asked-for shape.
    expect(await size((await get('?w=800&h=800&f=jpeg')).rawPayload)).toEqual({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
  });

  it('picks AVIF, then WebP, then JPEG from the Accept header for f=auto, and says it varies by Accept', async () => {
    const avif = await get('?w=50&f=auto', { accept: AVIF });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await size(avif.rawPayload)).format).toBe('heif');
    expect(avif.headers.vary).toBe('Accept');

    const webp = await get('?w=50', { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');

    const jpeg = await get('?w=50', { accept: '*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await size(jpeg.rawPayload)).format).toBe('jpeg');

    const explicit = await get('?w=50&f=png', { accept: AVIF });
    expect(explicit.headers['content-type']).toBe('image/png');
    expect(explicit.headers.vary).toBeUndefined();
  });

  it('answers with a year of immutable caching and an ETag', async () => {
    const res = await get('?w=120&f=webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('?w=130&f=webp');
    const again = await get('?w=130&f=webp', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get('?w=140&f=webp', { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['?w=0', 'w must be a whole number from 1 to 2000'],
    ['?w=2001', 'w must be a whole number from 1 to 2000'],
    ['?w=12.5', 'w must be a whole number from 1 to 2000'],
    ['?h=abc', 'h must be a whole number from 1 to 2000'],
    ['?q=101', 'q must be a whole number from 1 to 100'],
    ['?f=gif', 'f must be one of auto, avif, webp, jpeg, png'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/media/products//0.webp?w=10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid media key' });
  });

  it('answers 404 for an unknown key, without caching headers', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/media/products/unknown/0.webp?w=10' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Image not found' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('renders a variant once, even for simultaneous first requests, and serves it from the disk cache', async () => {
    const key = 'products/cache-test/0.webp';
    await testApp.storage.put(key, await samplePicture(), 'image/webp');
    const url = `/api/media/${key}?w=64&h=48&q=70&f=webp`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => testApp.app.inject({ method: 'GET', url })));
    const first = answers[0]?.rawPayload as Buffer;
    for (const res of answers) expect(res.rawPayload.equals(first)).toBe(true);

    const files = await cachedFiles();
    const id = String(answers[0]?.headers.etag).replaceAll('"', '');
    expect(files.filter((name) => name.includes(id))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url })).rawPayload.equals(first)).toBe(true);
  });
});
