import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { THEME_COLOUR } from '@dokan/domain';

import { call, type SignedIn } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const manifest = async (url = '/manifest.webmanifest?lang=en') => (await get(url)).json();
const setShopName = (shopName: string) => call(t, 'PUT', '/api/settings', { shopName }, { token: admin.accessToken });
const uploadLogo = async (background: string) =>
  (
    await sendForm(
      t,
      'POST',
      '/api/logo',
      {},
      [{ field: 'logo', bytes: await photo(480, 160, false, background) }],
      admin.accessToken,
    )
  ).json().data as { _id: string };

/** The icon's pixel at (x, y) as '#rrggbb'. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return `#${[...data.subarray(0, Math.min(3, info.channels))].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('GET /manifest.webmanifest', () => {
  it("names the shop by its settings, opens standalone at / in the brand's colours, in English", async () => {
    await setShopName('Dokan');
    const response = await get('/manifest.webmanifest?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      id: '/',
      name: 'Dokan',
      short_name: 'Dokan',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
      description: 'Shop online at Dokan: prices in taka, cash on delivery and mobile banking across Bangladesh.',
    });
    expect(response.json().icons.map((icon: { sizes: string; purpose: string }) => [icon.sizes, icon.purpose])).toEqual(
      [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ],
    );
  });

  it('comes in Bangla by ?lang, else by the lang cookie or Accept-Language, the name as the owner wrote it', async () => {
    await setShopName('দোকান বাজার অনলাইন শপ');
    const bangla = await manifest('/manifest.webmanifest?lang=bn');
    expect(bangla).toMatchObject({
      lang: 'bn',
      name: 'দোকান বাজার অনলাইন শপ',
      // Launchers cut a long name: the first word.
      short_name: 'দোকান',
      description:
        'দোকান বাজার অনলাইন শপ-এ অনলাইনে কেনাকাটা: দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি আর মোবাইল ব্যাংকিং।',
    });
    expect((await get('/manifest.webmanifest', { 'accept-language': 'bn-BD,bn;q=0.9' })).json().lang).toBe('bn');
    const byCookie = await get('/manifest.webmanifest', { cookie: 'lang=bn', 'accept-language': 'en' });
    expect(byCookie.json().lang).toBe('bn');
    expect(byCookie.headers.vary).toBe('accept-language, cookie');
    expect((await get('/manifest.webmanifest')).json().lang).toBe('en');
    await setShopName('Dokan');
  });

  it('refuses a language the shop does not speak', async () => {
    const response = await get('/manifest.webmanifest?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Language must be en or bn');
  });

  it('is revalidated by its ETag, and changes with the shop name', async () => {
    const first = await get('/manifest.webmanifest?lang=en');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/manifest.webmanifest?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await setShopName('Haat');
    const renamed = await get('/manifest.webmanifest?lang=en', { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Haat');
    await setShopName('Dokan');
  });
});

describe('GET /icons/:file', () => {
  it('draws each icon at its size: the shop’s initial in white on the brand colour without a logo', async () => {
    for (const icon of (await manifest()).icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { width, height, format, hasAlpha } = await sharp(response.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
      // Opaque to the edges: a launcher would fill transparency with black.
      if (hasAlpha) expect((await sharp(response.rawPayload).stats()).channels[3]?.min).toBe(255);
      expect(await pixel(response.rawPayload, 2, 2)).toBe(THEME_COLOUR);
    }
    const apple = await get('/icons/apple-touch-icon.png');
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180);
  });

  it("draws the initial: white strokes at the middle of a 'D' box, none at its centre", async () => {
    const png = (await get('/icons/icon-512.png')).rawPayload;
    // The D's upright is left of the centre; its bowl leaves the centre in the brand colour.
    expect(await pixel(png, 256, 256)).toBe(THEME_COLOUR);
    const column = await Promise.all(Array.from({ length: 60 }, (_, i) => pixel(png, 170 + i, 256)));
    expect(column).toContain('#ffffff');
  });

  it("draws a name's initial anew only when the initial changes; a Bangla name gets the shop's mark", async () => {
    const sources = async () => ((await manifest()).icons as Array<{ src: string }>).map((icon) => icon.src);
    const dokan = await sources();
    await setShopName('Daraz Mart');
    expect(await sources()).toEqual(dokan);
    await setShopName('Haat');
    expect(await sources()).not.toEqual(dokan);
    await setShopName('দোকান');
    const bangla = await sources();
    expect(bangla).not.toEqual(dokan);
    const png = (await get(bangla[1]!)).rawPayload;
    expect((await sharp(png).metadata()).width).toBe(512);
    expect(await pixel(png, 2, 2)).toBe(THEME_COLOUR);
    await setShopName('Dokan');
  });

  it('keeps an icon at its current version for a year, revalidates any other address, and answers 304 to its ETag', async () => {
    const [icon] = (await manifest()).icons as Array<{ src: string }>;
    const current = await get(icon!.src);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(current.headers.etag);
    const plain = await get('/icons/icon-192.png');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.etag).toBe(etag);
    const old = await get('/icons/icon-192.png?v=old');
    expect(old.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await get('/icons/icon-192.png', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
  });

  it("is made from the owner's logo once there is one, at new addresses, and from the mark again once it is deleted", async () => {
    const before = (await manifest()).icons as Array<{ src: string }>;
    const beforeEtag = String((await get('/icons/icon-512.png')).headers.etag);
    const logo = await uploadLogo('#1e6b52');
    const after = (await manifest()).icons as Array<{ src: string; sizes: string }>;
    expect(after.map((icon) => icon.src)).not.toEqual(before.map((icon) => icon.src));
    for (const icon of after) {
      const png = (await get(icon.src)).rawPayload;
      const { width } = await sharp(png).metadata();
      expect(`${width}x${width}`).toBe(icon.sizes);
      // The logo, in the middle, on white.
      expect(await pixel(png, width! / 2, width! / 2)).toMatch(/^#1[d-f]6[a-c]5[1-3]$/);
      expect(await pixel(png, 2, 2)).toBe('#ffffff');
    }
    const stale = await get('/icons/icon-512.png', { 'if-none-match': beforeEtag });
    expect(stale.statusCode).toBe(200);

    // A second logo replaces the first: new addresses again.
    await uploadLogo('#2255aa');
    const third = (await manifest()).icons as Array<{ src: string }>;
    expect(third[0]!.src).not.toBe(after[0]!.src);
    expect(await pixel((await get(third[1]!.src)).rawPayload, 256, 256)).toMatch(/^#2[1-3]5[4-6]a[9-b]$/);

    const current = (await call(t, 'GET', '/api/logo')).json().data as { _id: string };
    expect(current._id).not.toBe(logo._id);
    await call(t, 'DELETE', `/api/logo/${current._id}`, undefined, { token: admin.accessToken });
    expect(((await manifest()).icons as Array<{ src: string }>).map((icon) => icon.src)).toEqual(
      before.map((icon) => icon.src),
    );
    expect(await pixel((await get('/icons/icon-512.png')).rawPayload, 2, 2)).toBe(THEME_COLOUR);
  });

  it('keeps a maskable icon’s logo inside the safe circle, the rest white to the edges', async () => {
    await uploadLogo('#1e6b52');
    const png = (await get('/icons/maskable-512.png')).rawPayload;
    // 56 % of 512 is 287 px, centred: the logo (3:1) spans x 113-399 and stays off the edges.
    expect(await pixel(png, 256, 256)).toMatch(/^#1[d-f]6[a-c]5[1-3]$/);
    expect(await pixel(png, 100, 256)).toBe('#ffffff');
    expect(await pixel(png, 256, 10)).toBe('#ffffff');
  });

  it('answers 404 for an icon it does not draw', async () => {
    const response = await get('/icons/icon-64.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'No such icon' });
  });
});
