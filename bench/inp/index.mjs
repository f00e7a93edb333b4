/**
 * A tap answered at once: Interaction to Next Paint for four taps a shopper makes on a 360 px phone
 * with its CPU slowed 4x (Chromium's throttling, as Lighthouse's mobile profile), read with the
 * Event Timing API: a product card on Home, a category in the listing's filters, Add to Cart on a
 * product page (signed in as the demo shopper) and the language switch, in English and Bangla, on
 * the built shop with its demo catalogue. Each tap in a fresh browser context, `runs` times; the
 * median and the worst reported. With --baseline=<commit> the same taps go against that commit too,
 * built in a temporary folder, side by side.
 */
/* global window, document -- the observer and the readings run in the page */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildCommit } from '../lib/build-commit.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 360, height: 740 };
/** Event Timing reports only events of 16 ms and more: a quicker answer reads as this. */
const BELOW_THRESHOLD_MS = 16;
const DEMO_SHOPPER = { email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo' };

const WORDS = {
  en: {
    addToCart: 'Add to Cart',
    cartOfOne: 'Cart, 1 item',
    filters: 'Filters',
    openMenu: 'Open menu',
    switchTo: 'Language: বাংলা',
  },
  bn: {
    addToCart: 'কার্টে যোগ করুন',
    cartOfOne: 'কার্ট, ১টি পণ্য',
    filters: 'ফিল্টার',
    openMenu: 'মেনু খুলুন',
    switchTo: 'ভাষা: English',
  },
};

/** Every interaction's longest event (pointer, click, key) as the page saw it, kept from the first paint on. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.push({
        start: entry.startTime,
        duration: entry.duration,
        // Where the time went: waiting for the main thread, the handlers, and drawing the next frame.
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        name: entry.name,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * The taps, each with where it starts, how the page is readied (not measured), the element tapped
 * and what shows its answer arrived.
 */
const TAPS = {
  'product card': {
    path: () => '/',
    target: (page) => page.locator('main article a[href^="/products/"]').first(),
    answered: (page) => page.waitForURL(/\/products\/[^/?]+$/),
  },
  'category filter': {
    path: () => '/products',
    ready: (page, words) => page.getByRole('button', { name: words.filters }).first().click(),
    target: (page) => page.getByRole('dialog').locator('button[aria-pressed=false]').first(),
    answered: (page) => page.waitForURL(/category=/),
  },
  'add to cart': {
    path: (shop) => `/products/${shop.productId}`,
    signedIn: true,
    target: (page, words) => page.getByRole('button', { name: words.addToCart, exact: true }).first(),
    answered: (page, words) => page.getByRole('button', { name: words.cartOfOne }).first().waitFor(),
  },
  'language switch': {
    path: () => '/',
    // On a phone the switch is in the menu.
    ready: (page, words) => page.getByRole('button', { name: words.openMenu, exact: true }).click(),
    target: (page, words) => page.getByRole('button', { name: words.switchTo }).first(),
    answered: (page, words, language) =>
      page.waitForFunction((wanted) => document.documentElement.lang === wanted, language === 'en' ? 'bn' : 'en'),
  },
};

async function signIn(context, shopUrl) {
  const page = await context.newPage();
  await page.goto(`${shopUrl}/login`);
  await page.getByLabel('Email or Phone').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}

/** One tap in a fresh context: its INP (the longest event of the interactions it started), and that event's parts, in ms. */
async function measureTap(browser, shop, tap, language) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: shop.url });
  try {
    if (tap.signedIn) await signIn(context, shop.url);
    await context.addCookies([{ name: 'lang', value: language, url: shop.url }]);
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    await page.goto(tap.path(shop));
    await page.waitForLoadState('networkidle');
    const words = WORDS[language];
    await tap.ready?.(page, words);
    const target = tap.target(page, words);
    await target.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const before = await page.evaluate(() => performance.now());
    const answered = tap.answered(page, words, language);
    await target.tap();
    await answered;
    // The interaction's entries arrive after its next paint.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(
      (since) => window.__interactions.filter((entry) => entry.start >= since),
      before,
    );
    const longest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst), {
      duration: BELOW_THRESHOLD_MS,
      delay: 0,
      processing: 0,
      name: 'none over 16 ms',
    });
    return { ...longest, presentation: longest.duration - longest.delay - longest.processing };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureBuild(build, browser, runs, languages) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-inp-'));
  const started = await startShop({ dataDir, demoSeed: true, serveWeb: true, server: build.server });
  try {
    // A product that goes into the cart with one tap: in stock, no colour or size to choose first.
    const { data } = await (await fetch(`${started.url}/api/products?limit=50&inStockFirst=true`)).json();
    const plain = data.data.find(
      (product) => product.remainingProducts > 0 && !product.productColors?.length && !product.productSizes?.length,
    );
    const shop = { url: started.url, productId: plain._id };
    const results = [];
    for (const language of languages) {
      for (const [name, tap] of Object.entries(TAPS)) {
        const events = [];
        for (let run = 0; run < runs; run++) events.push(await measureTap(browser, shop, tap, language));
        const samples = events.map((event) => Math.round(event.duration));
        const parts = (event) =>
          `${event.name} ${[event.delay, event.processing, event.presentation].map(Math.round).join('+')}`;
        results.push({
          build: build.name,
          tap: name,
          language,
          medianMs: median(samples),
          worstMs: Math.max(...samples),
          events,
        });
        console.log(
          `inp ${build.name}, ${name} (${language}): ${events.map((e) => `${Math.round(e.duration)} (${parts(e)})`).join(', ')} ms`,
        );
      }
    }
    return results;
  } finally {
    await started.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** @param {{ runs?: number, baseline?: string, languages?: string[] }} options */
export async function run({ runs = 5, baseline: given, languages = ['en', 'bn'] } = {}) {
  const baseline = given === 'none' ? undefined : given;
  const builds = [{ name: 'this tree', server: undefined }];
  const other = baseline ? await buildCommit(baseline, { web: true }) : null;
  if (other) builds.push({ name: baseline, server: other.server });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const build of builds) results.push(...(await measureBuild(build, browser, runs, languages)));
  } finally {
    await browser.close();
    if (other) await rm(other.dir, { recursive: true, force: true });
  }
  printTable(
    `INP of a tap at 360 px, CPU ${CPU_SLOWDOWN}x slower, ${runs} runs (budget: median <= ${BUDGET_MS} ms; ${BELOW_THRESHOLD_MS} means at most that; ` +
      'each run above as input delay + handlers + the next frame)',
    [...results]
      .sort((a, b) => a.tap.localeCompare(b.tap) || a.language.localeCompare(b.language))
      .map((r) => ({
        tap: r.tap,
        language: r.language,
        build: r.build,
        'median ms': r.medianMs,
        'worst ms': r.worstMs,
        budget: verdict(r.medianMs <= BUDGET_MS),
      })),
  );
  await saveResult('inp', { runs, languages, baseline, cpuSlowdown: CPU_SLOWDOWN, budgetMs: BUDGET_MS, taps: results });
  return results;
}
