/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { mkdirSync } from 'node:fs';

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  baseURL: string = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  // The offline worker would answer the page's requests before a journey's routes could see them:
  // journeys run without it, except the one about it (journeys/offline.test.ts).
  const context = await browser.newContext({ viewport, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A page the server rendered shows its buttons and fields before the app has taken them over; a
  // journey goes on once it has (apps/web/src/lib/early-clicks.ts marks the page).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        !document.documentElement.hasAttribute('data-rendered') ||
        document.documentElement.hasAttribute('data-hydrated'),
    );
    return response;
  };
  return { context, page };
}

/**
 * One browser and one page for a journey file, opened before its tests and closed after them.
 * Read `.page` inside tests (it is set once the file's setup has run).
 */
export function useBrowserPage(viewport: { width: number; height: number } = DESKTOP): { page: Page } {
  const session = {} as { page: Page };
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: session.page } = await openPage(browser, viewport));
  });
  afterAll(async () => browser?.close());
  return session;
}

/** The shop's own API, for looking up what a journey should find on screen. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** A screenshot for a person to look at, written only when SHOTS_DIR names a folder for them. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
}
