/**
 * The shop's font is the same on every visit: Inter, whether the font file arrives before the first
 * paint or long after it (on a slow first visit), never a page left in the fallback.
 */
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from '../support/browser.ts';

/** The fonts Chromium drew an element's text with, as its DevTools report them. */
async function fontsDrawing(
  cdp: CDPSession,
  selector: string,
): Promise<Array<{ familyName: string; isCustomFont: boolean }>> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** Home's first heading, drawn once the font file has arrived, `delayMs` after it was asked for. */
async function headingFont(delayMs: number) {
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser);
    const cdp = await page.context().newCDPSession(page);
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Offer Products' }).waitFor();
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded'),
    );
    // A frame for the swap to be drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await fontsDrawing(cdp, '#offer-products');
  } finally {
    await browser.close();
  }
}

describe('the font', () => {
  it('is Inter when the font file comes at once and when it comes late on a slow first visit', async () => {
    for (const delayMs of [0, 1500]) {
      const fonts = await headingFont(delayMs);
      expect(fonts, `font file after ${delayMs} ms`).toEqual([expect.objectContaining({ isCustomFont: true })]);
      expect(fonts[0]!.familyName, `font file after ${delayMs} ms`).toMatch(/^Inter/);
    }
  });

  it("draws the language switch's 'বাংলা' on an English page in a font of the shop's, never the phone's boxes", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      const cdp = await page.context().newCDPSession(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Language: বাংলা' }).waitFor();
      await page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family === 'Bangla Word' && f.status === 'loaded'),
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const fonts = await fontsDrawing(cdp, 'header button span[lang="bn"]');
      expect(fonts).toEqual([expect.objectContaining({ isCustomFont: true })]);
      // The whole Bangla font stays for Bangla pages.
      const bangla = await page.evaluate(
        () => [...document.fonts].find((font) => font.family === 'Noto Sans Bengali Variable')?.status,
      );
      expect(bangla).toBe('unloaded');
    } finally {
      await browser.close();
    }
  });
});
