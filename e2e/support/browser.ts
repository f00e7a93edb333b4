/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
  const page = await context.newPage();
  return { context, page };
}

/** The shop's own API, for looking up what a journey should find on screen. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`);
  const body = (await response.json()) as { data: T };
  return body.data;
}
