/**
 * Lighthouse (mobile defaults: emulated mid-range phone, simulated slow 4G) on Home, Listing and a
 * Product page of the built shop with its demo catalogue, several runs each, medians reported.
 * Debian's chromium only (scripts/ensure-test-tools.mjs installs it when it can).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const BUDGETS = { performance: 95, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh browser, so runs do not share a cache. */
async function audit(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    };
  } finally {
    chrome.kill();
  }
}

async function pagesOf(shopUrl) {
  const { data } = await (await fetch(`${shopUrl}/api/products?limit=1`)).json();
  const product = data?.data?.[0];
  if (!product) throw new Error('the demo catalogue has no products');
  return [
    { page: 'Home', path: '/' },
    { page: 'Listing', path: '/products' },
    { page: 'Product detail', path: `/products/${product._id}` },
  ];
}

/** @param {{ runs?: number }} options */
export async function run({ runs = 5 } = {}) {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-test-tools.mjs')], { stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-lighthouse-'));
  const shop = await startShop({ dataDir, demoSeed: true, serveWeb: true });
  const results = [];
  try {
    for (const { page, path: pagePath } of await pagesOf(shop.url)) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(shop.url + pagePath));
      const medians = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
      );
      results.push({ page, path: pagePath, ...medians, samples });
      console.log(`lighthouse ${page}: ${samples.map((s) => s.performance).join(', ')}`);
    }
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(
    `Lighthouse, mobile defaults, median of ${runs} runs (budgets: performance >= ${BUDGETS.performance}, CLS <= ${BUDGETS.cls})`,
    results.map((r) => ({
      page: r.page,
      performance: r.performance,
      'LCP ms': r.lcpMs,
      CLS: r.cls,
      'TBT ms': r.tbtMs,
      budget: verdict(r.performance >= BUDGETS.performance && r.cls <= BUDGETS.cls),
    })),
  );
  await saveResult('lighthouse', { runs, budgets: BUDGETS, pages: results });
  return results;
}
