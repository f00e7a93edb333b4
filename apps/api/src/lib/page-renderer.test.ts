import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app.ts';
import { fillShell } from './page-renderer.ts';
import { acceptsEncoding } from './web-app.ts';

const SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Dokan</title></head>',
  '<link rel="preload" as="font" data-language="bn" href="/assets/bengali.woff2">',
  '<body>',
  '<div id="root"><div class="placeholder"></div></div>',
  '<!-- /root -->',
  '</body></html>',
].join('\n');

describe('fillShell', () => {
  it('puts the rendered page in place of the placeholder, marks the page and carries its data', () => {
    const page = fillShell(SHELL, { html: '<main>Jamdani</main>', state: { queries: [] } });
    expect(page).toContain('<html lang="en" data-rendered>');
    expect(page).toContain('<div id="root"><main>Jamdani</main></div>');
    expect(page).not.toContain('placeholder');
    expect(page).toContain('<script type="application/json" id="dokan-state">{"queries":[]}</script><!-- /root -->');
  });

  it("moves the page's title into the head", () => {
    const page = fillShell(SHELL, { html: '<title>Saree | Dokan</title><h1>Saree</h1>', state: {} });
    expect(page).toContain('<head><title>Saree | Dokan</title></head>');
    expect(page).toContain('<div id="root"><h1>Saree</h1></div>');
  });

  it("puts the page's head tags (description, canonical, Open Graph, picture preloads) early in the head, in place of the shell's title and description", () => {
    const shell = SHELL.replace(
      '<head><title>Dokan</title></head>',
      '<head><meta charset="UTF-8" /><meta\n  name="description"\n  content="Shop online"\n/><title>Dokan</title><style>b{}</style></head>',
    );
    const tags =
      '<link rel="preload" as="image" href="/api/media/a.webp"/><title>Saree: Tk 4,500 | Dokan</title>' +
      '<meta name="description" content="Tk 4,500 at Dokan"/><link rel="canonical" href="https://dokan.test/products/1"/>' +
      '<meta property="og:image" content="https://dokan.test/api/media/a.webp?w=1200&amp;h=630&amp;f=auto"/>';
    const page = fillShell(shell, { html: `${tags}<h1>Saree</h1>`, state: {} });
    expect(page).toContain(`<head><meta charset="UTF-8" />${tags}<style>b{}</style>`);
    expect(page).not.toContain('Shop online');
    expect(page).not.toContain('<title>Dokan</title>');
    expect(page).toContain('<div id="root"><h1>Saree</h1></div>');
  });

  it("keeps the shell's title and description for a page that renders none", () => {
    const page = fillShell(SHELL, { html: '<link rel="preload" as="image" href="/a.webp"/><h1>Home</h1>', state: {} });
    expect(page).toContain('<head><link rel="preload" as="image" href="/a.webp"/><title>Dokan</title></head>');
  });

  it('holds the entry script and its preloads in a template, for the page to start once painted', () => {
    const shell = SHELL.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n<style>b{}</style></head>',
    );
    const page = fillShell(shell, { html: '<main></main>', state: {} });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style>b{}</style><template id="dokan-entry">');
    const template = /<template id="dokan-entry">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-2.js">');
    expect(head.replace(template, '')).not.toMatch(/index-1|react-2/);
  });

  it('keeps text from the catalogue from closing the data script early', () => {
    const page = fillShell(SHELL, { html: '', state: { name: '</script><script>alert(1)</script>' } });
    const script = /<script type="application\/json" id="dokan-state">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

/**
 * A stand-in for the web app's server build: the same two functions, with pages that say who they
 * are, a product 'missing' its page reports as such, and a count of renders.
 */
const SERVER_BUILD = `
globalThis.renders = [];
const APP_PATHS = [/^\\/$/, /^\\/products(\\/[^/]+)?$/, /^\\/checkout$/];
export const isAppPath = (pathname) => APP_PATHS.some((pattern) => pattern.test(pathname));
export async function renderPage(url, api, language, dataSaver) {
  globalThis.renders.push(language + (dataSaver ? ' saver' : '') + ' ' + url);
  const pathname = url.split('?')[0];
  if (!isAppPath(pathname)) return { html: '<title>Page not found</title><h1>Oops! Page Not Found</h1>', state: {}, status: 404 };
  if (pathname === '/products/missing') return { html: '<title>Product not found</title><h1>Product not found</h1>', state: {}, status: 404 };
  const texts = { en: 'in English', bn: 'বাংলায়' };
  return { html: '<title>' + pathname + '</title><h1>' + pathname + '</h1><p>' + texts[language] + '</p>', state: {}, status: 200 };
}`;

describe('pages answered by the renderer', () => {
  let t: TestApp;
  let root: string;
  const renders = () => (globalThis as unknown as { renders: string[] }).renders;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dokan-web-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), SHELL);
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), SERVER_BUILD);
    t = await createTestApp({ webDist: path.join(root, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('renders the landing pages with status 200, and leaves the other pages of the app to the browser (the shell)', async () => {
    const product = await get('/products/p-1');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<h1>/products/p-1</h1>');
    const checkout = await get('/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<div class="placeholder"></div>');
    expect(renders().some((render) => render.endsWith('/checkout'))).toBe(false);
  });

  it('renders and keeps each page in the language the shopper chose, else the one their browser asks for, at the same address', async () => {
    const before = renders().length;
    const english = await get('/products/p-2');
    expect(english.body).toContain('<html lang="en" data-rendered>');
    expect(english.body).toContain('<p>in English</p>');
    const bangla = await get('/products/p-2', { cookie: 'lang=bn' });
    expect(bangla.body).toContain('<html lang="bn" data-rendered>');
    expect(bangla.body).toContain('<p>বাংলায়</p>');
    const browserBangla = await get('/products/p-2', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(browserBangla.body).toBe(bangla.body);
    const chosenEnglish = await get('/products/p-2', { cookie: 'lang=en', 'accept-language': 'bn' });
    expect(chosenEnglish.body).toBe(english.body);
    expect(renders().slice(before)).toEqual(['en /products/p-2', 'bn /products/p-2']);
    // The Bangla font is preloaded by Bangla pages only.
    expect(bangla.body).toContain('href="/assets/bengali.woff2"');
    expect(english.body).not.toContain('bengali.woff2');
    expect(bangla.headers.vary).toContain('cookie');
    expect(bangla.headers.vary).toContain('accept-language');
  });

  it('sends the shell of the pages the browser draws in the chosen language too', async () => {
    const checkout = await get('/checkout', { cookie: 'lang=bn' });
    expect(checkout.body).toContain('<html lang="bn">');
    expect(checkout.body).toContain('<div class="placeholder"></div>');
    expect(checkout.body).toContain('bengali.woff2');
    const english = await get('/checkout');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('bengali.woff2');
  });

  it('renders and keeps a page apart for a shopper saving data (their choice, else Save-Data), marked for the app', async () => {
    const before = renders().length;
    const plain = await get('/products/p-5');
    expect(plain.body).toContain('<html lang="en" data-rendered>');
    const saving = await get('/products/p-5', { 'save-data': 'on' });
    expect(saving.body).toContain('<html data-save-data lang="en" data-rendered>');
    expect((await get('/products/p-5', { cookie: 'data-saver=on' })).body).toBe(saving.body);
    // The shopper turned it off in the menu: the browser's Save-Data no longer counts.
    expect((await get('/products/p-5', { cookie: 'data-saver=off', 'save-data': 'on' })).body).toBe(plain.body);
    expect(renders().slice(before)).toEqual(['en /products/p-5', 'en saver /products/p-5']);
    expect(saving.headers.vary).toContain('save-data');
    // The shell too: the app draws small pictures from the start.
    expect((await get('/checkout', { 'save-data': 'on' })).body).toContain('<html data-save-data lang="en">');
    expect((await get('/checkout')).body).not.toContain('data-save-data');

    // A product's stock change renders its page again for every kind of shopper.
    t.app.responseCache.invalidate('/api/products/p-5');
    await get('/products/p-5', { 'save-data': 'on' });
    expect(renders().at(-1)).toBe('en saver /products/p-5');
  });

  it('answers 404 with its page for a product its page reports missing', async () => {
    const missing = await get('/products/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Product not found</h1>');
    expect((await get('/products/missing')).statusCode).toBe(404);
  });

  it("renders again only a product's own page, in every language, when just that product changed (its stock)", async () => {
    for (const url of ['/', '/products', '/products/p-3', '/products/p-4']) await get(url);
    await get('/products/p-3', { cookie: 'lang=bn' });
    const before = renders().length;
    t.app.responseCache.invalidate('/api/products/p-3');
    for (const url of ['/', '/products', '/products/p-3', '/products/p-4']) await get(url);
    await get('/products/p-3', { cookie: 'lang=bn' });
    expect(renders().slice(before)).toEqual(['en /products/p-3', 'bn /products/p-3']);

    t.app.responseCache.invalidate('/api/products');
    await get('/products/p-4');
    expect(renders().at(-1)).toBe('en /products/p-4');
  });

  it('answers 404 with the 404 page for an address the app has no page for, rendered once for them all', async () => {
    const before = renders().length;
    for (const url of ['/no/such/page', '/admin-typo?x=1', '/another/lost/page']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<h1>Oops! Page Not Found</h1>');
    }
    expect(renders().length - before).toBe(1);
  });
});

describe('acceptsEncoding', () => {
  it('takes an encoding listed without q=0, in any case and order', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.0', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
