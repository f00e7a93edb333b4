/**
 * The Content-Security-Policy in force in Chromium: the shop's pages run with it and break none of
 * its rules (the early-start script runs by its hash, the app loads, Google's button may load), and
 * a script injected into a page, inline or as an event handler, does not run.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { api, useBrowserPage } from '../support/browser.ts';

const session = useBrowserPage();

declare global {
  interface Window {
    cspViolations?: string[];
    injected?: boolean;
  }
}

/** Every CSP violation the page reports, recorded from before its first script. */
async function recordViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.context().addInitScript(() => {
    if (window.cspViolations) return; // recorded already by an earlier test's script
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return messages;
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets every landing page run with no violation', async () => {
    const { page } = session;
    const messages = await recordViolations(page);
    const [product] = (await api<{ data: Array<{ _id: string }> }>('/products?limit=1')).data;
    const paths = ['/', '/products', `/products/${product!._id}`, '/login', '/register', '/cart', '/user/verify/abc'];
    let dataBlocks = 0;
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
      dataBlocks += await page.locator('script[type="application/ld+json"]').count();
    }
    // Home and the product page carry their JSON-LD facts, data blocks the policy leaves alone.
    expect(dataBlocks).toBeGreaterThanOrEqual(3);
    expect(messages).toEqual([]);
    // The app really took over the rendered Home: the early-start script ran by its hash.
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  });

  it('blocks a script injected into the page, inline or as an event handler', async () => {
    const { page } = session;
    await recordViolations(page);
    // As if a stored payload had reached the HTML the server sends.
    await page.route('**/products', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto('/products');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.unroute('**/products');

    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/no-such-picture.png" onerror="window.injected = true">',
      );
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    await page.waitForFunction(() => (window.cspViolations?.length ?? 0) >= 3);

    expect(await page.evaluate(() => window.injected)).toBeUndefined();
    const violations = await page.evaluate(() => window.cspViolations!);
    expect(violations.filter((line) => line.startsWith('script-src-elem inline'))).toHaveLength(2);
    expect(violations).toContain('script-src-attr inline');
  });
});
