/**
 * The shop on a phone on a patchy network (decision 083): Home links a manifest in its language
 * that Chromium reads without a complaint, whose icons load at their sizes; and with the data saver
 * on (the browser's Save-Data, or the shopper's choice in the menu) the banner stands still and the
 * pictures come at their smaller sizes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { api, launchBrowser, openPage, PHONE } from '../support/browser.ts';

const SHOTS = '/tmp/shots-c';
/** A little over the slider's step (BANNER_AUTOPLAY_MS, 5 s). */
const AUTOPLAY_WAIT_MS = 6_500;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
}

/** What Chromium itself makes of the page's manifest: its address, its parse errors, its fields. */
async function chromiumManifest(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  return { url, errors };
}

/** Every icon loaded by the page itself (the policy's img-src applies), with the size it came at. */
function iconSizes(page: Page, sources: string[]) {
  return page.evaluate(
    (srcs) =>
      Promise.all(
        srcs.map(
          (src) =>
            new Promise<string>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => reject(new Error(`icon ${src} did not load`));
              image.src = src;
            }),
        ),
      ),
    sources,
  );
}

describe('the shop as an installable app', () => {
  for (const language of ['en', 'bn'] as const) {
    it(`links from Home (${language}) a manifest Chromium reads cleanly, whose icons load at their sizes`, async () => {
      const { context, page } = await openPage(browser, PHONE);
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
      await page.goto('/');
      const head = await page.evaluate(() => ({
        manifests: [...document.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href')),
        theme: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
        appleIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      }));
      expect(head).toEqual({
        manifests: [`/manifest.webmanifest?lang=${language}`],
        theme: '#c2410c',
        appleIcon: '/icons/apple-touch-icon.png',
      });

      const { url, errors } = await chromiumManifest(context, page);
      expect(url).toBe(`${inject('baseUrl')}/manifest.webmanifest?lang=${language}`);
      expect(errors).toEqual([]);

      const response = await page.request.get(`/manifest.webmanifest?lang=${language}`);
      expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = (await response.json()) as Manifest;
      const { shopName } = await api<{ shopName: string }>('/settings');
      expect(manifest).toMatchObject({
        name: shopName,
        lang: language,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#c2410c',
        background_color: '#ffffff',
      });
      const sources = [...manifest.icons.map((icon) => icon.src), head.appleIcon!];
      expect(await iconSizes(page, sources)).toEqual([...manifest.icons.map((icon) => icon.sizes), '180x180']);
      expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);

      await page.screenshot({ path: `${SHOTS}/home-${language}-360.png` });
      await page.goto(manifest.icons[2]!.src);
      await page.screenshot({ path: `${SHOTS}/maskable-icon-${language}.png` });
      await context.close();
    });
  }

  it('moves the manifest link with the language the shopper switches to', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    // The navbar's own code arrives after the page has been hydrated: its buttons answer once it has.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Language: বাংলা' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=bn');
    expect((await chromiumManifest(context, page)).url).toMatch(/lang=bn$/);
    await context.close();
  });
});

/** The banner slider's scroll position and the picture every slide asked for. */
function bannerState(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('section[aria-roledescription="carousel"] ul');
    return { scrollLeft: row?.scrollLeft ?? -1, slides: row?.children.length ?? 0 };
  });
}

/** Every picture address the page asked the media route for, from now on. */
function recordPictures(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/media/')) asked.push(url.pathname + url.search);
  });
  return asked;
}

/**
 * Bytes of the first banner's and the cards' pictures the page received, from now on (the numbers
 * decision 083 quotes); `settled` waits for every body, and is read before the page closes.
 */
function pictureBytes(page: Page) {
  const bodies: Array<Promise<{ url: string; size: number }>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/media/')) return;
    bodies.push(
      response.body().then(
        (body) => ({ url: url.pathname + url.search, size: body.length }),
        () => ({ url: '', size: 0 }),
      ),
    );
  });
  return {
    async settled() {
      const first = await page
        .locator('section[aria-roledescription="carousel"] img')
        .first()
        .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname + new URL(image.currentSrc).search);
      const received = await Promise.all(bodies);
      const sum = (wanted: (url: string) => boolean) =>
        received.filter(({ url }) => wanted(url)).reduce((total, { size }) => total + size, 0);
      const isCard = (url: string) => url.startsWith('/api/media/products/');
      return {
        firstBanner: sum((url) => url === first),
        cards: sum(isCard),
        cardPictures: received.filter(({ url }) => isCard(url)).length,
      };
    },
  };
}

let plainBytes: { firstBanner: number; cards: number; cardPictures: number };

describe('the data saver', () => {
  it('without it, the banner moves by itself and cards come at 2x on a 2x phone', async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    const asked = recordPictures(page);
    const received = pictureBytes(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = await bannerState(page);
    expect(before.slides).toBeGreaterThan(1);
    await page.waitForFunction(
      (start) => (document.querySelector('section[aria-roledescription="carousel"] ul')?.scrollLeft ?? 0) > start,
      before.scrollLeft,
      { timeout: AUTOPLAY_WAIT_MS * 2 },
    );
    expect(asked.some((url) => url.includes('w=1200&h=400'))).toBe(true);
    expect(asked.some((url) => url.includes('w=320&h=240'))).toBe(true);
    plainBytes = await received.settled();
    await context.close();
  });

  it('with Save-Data: on, the banner stands still and every picture comes at its smaller size', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      baseURL: inject('baseUrl'),
      extraHTTPHeaders: { 'save-data': 'on' },
    });
    const page = await context.newPage();
    const asked = recordPictures(page);
    const bytes = pictureBytes(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-save-data'))).toBe(true);
    const banner = page.locator('section[aria-roledescription="carousel"] img').first();
    expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('w=800&h=267');
    const start = await bannerState(page);
    await page.waitForTimeout(AUTOPLAY_WAIT_MS);
    expect(await bannerState(page)).toEqual(start);
    const banners = asked.filter((url) => url.startsWith('/api/media/banners/'));
    expect(banners.length).toBeGreaterThan(0);
    expect(
      banners.every((url) => url.includes('w=800&h=267')),
      banners.join('\n'),
    ).toBe(true);
    // Cards from their 1x sizes only: a 2x phone takes the widest of them (250x188), never a 2x one.
    expect(asked.some((url) => url.includes('w=250&h=188'))).toBe(true);
    expect(asked.filter((url) => /w=(320|400|500)&h=(240|300|376)/.test(url))).toEqual([]);
    const saved = await bytes.settled();
    console.log('picture bytes on Home, 360 px at 2x: without the data saver', plainBytes, 'with it', saved);
    expect(saved.firstBanner).toBeLessThan(plainBytes.firstBanner);
    expect(saved.cards).toBeLessThan(plainBytes.cards);
    await page.screenshot({ path: `${SHOTS}/home-save-data-360.png` });

    // A product page: its picture at 500x500, not 1000x1000, and thumbnails at 80 px, not 160.
    const [product] = (await api<{ data: Array<{ _id: string }> }>('/products?limit=1')).data;
    asked.length = 0;
    await page.goto(`/products/${product!._id}`);
    await page.waitForLoadState('networkidle');
    const productPictures = asked.filter((url) => url.startsWith('/api/media/products/'));
    expect(productPictures.some((url) => url.includes('w=500&h=500'))).toBe(true);
    expect(productPictures.filter((url) => /w=(1000|160)&h=(1000|160)/.test(url))).toEqual([]);
    await context.close();
  });

  it("is the shopper's choice in the menu, in Bangla too, kept for the pages the server renders", async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, baseURL: inject('baseUrl') });
    await context.addCookies([{ name: 'lang', value: 'bn', url: inject('baseUrl') }]);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const saver = page.getByRole('switch', { name: 'ডেটা সাশ্রয়' });
    expect(await saver.getAttribute('aria-checked')).toBe('false');
    await saver.click();
    expect(await saver.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/menu-data-saver-bn-360.png` });
    expect(await page.evaluate(() => localStorage.getItem('dataSaver'))).toBe('on');
    expect((await context.cookies()).find((cookie) => cookie.name === 'data-saver')?.value).toBe('on');

    const asked = recordPictures(page);
    const response = await page.goto('/');
    expect(await response!.text()).toContain('<html data-save-data lang="bn" data-rendered>');
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => url.startsWith('/api/media/banners/')).every((url) => url.includes('w=800'))).toBe(
      true,
    );
    expect(asked.filter((url) => url.includes('w=320&h=240'))).toEqual([]);
    await context.close();
  });
});
