import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app.ts';
import { inlineScriptHashes } from './security-headers.ts';

const EARLY_START = 'window.dokanEarly = 1;';
const SHELL = `<!doctype html><html lang="en"><head><script>${EARLY_START}</script>
<script type="module" crossorigin src="/assets/index.js"></script><title>Dokan</title></head>
<body><div id="root"></div><!-- /root --></body></html>`;
const EARLY_START_HASH = `'sha256-${createHash('sha256').update(EARLY_START).digest('base64')}'`;

/** The CSP's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'dokan-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  await writeFile(path.join(webDist, 'assets', 'index.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } })
    .webp()
    .toBuffer();
  await t.storage.put('banners/0b7d8f3e-1c2a-4e5b-9f60-7a8b9c0d1e2f/0.webp', picture, 'image/webp');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on the app shell, the API, assets and media', async () => {
    const answers = {
      page: await t.app.inject({ url: '/user/profile' }),
      api: await t.app.inject({ url: '/api/settings' }),
      asset: await t.app.inject({ url: '/assets/index.js' }),
      media: await t.app.inject({ url: '/api/media/banners/0b7d8f3e-1c2a-4e5b-9f60-7a8b9c0d1e2f/0.webp' }),
      missing: await t.app.inject({ url: '/api/no-such-thing' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBe(name === 'missing' ? 404 : 200);
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      expect(answer.headers['x-frame-options'], name).toBe('DENY');
      expect(answer.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], name).toBeDefined();
      // Plain http (a laptop): no HSTS, which would pin a browser to https on localhost.
      expect(answer.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('let scripts run only from this origin, Google sign-in by name, and inline only by hash', async () => {
    const page = await t.app.inject({ url: '/checkout' });
    expect(page.body).toContain(EARLY_START);
    const csp = directives(page.headers['content-security-policy']);
    const scripts = csp.get('script-src')!;
    expect(scripts).toEqual(["'self'", EARLY_START_HASH, 'https://accounts.google.com/gsi/client']);
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('add HSTS and upgrade insecure requests when the shop is reached over https', async () => {
    const live = await createTestApp({ publicUrl: 'https://shop.example.com.bd' });
    try {
      const answer = await live.app.inject({ url: '/api/settings' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(directives(answer.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await live.close();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, not data blocks or scripts loaded by address', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/c.js"></script>' +
      '<script type="application/json" id="dokan-state">{"x":1}</script><SCRIPT type="text/javascript">d()</SCRIPT>';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()'), hash('d()')]);
  });
});
