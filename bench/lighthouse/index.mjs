/**
 * Lighthouse (mobile defaults: emulated mid-range phone, simulated slow 4G) on Home, Listing and a
 * Product page of the built shop with its demo catalogue, several runs each, medians reported:
 * performance with its LCP, CLS and TBT, accessibility and SEO, and the audits that cost points.
 * With --baseline=<commit> the same runs go against that commit too, exported and built in a
 * temporary folder, side by side. Debian's chromium only (scripts/ensure-test-tools.mjs installs it
 * when it can).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildCommit } from '../lib/build-commit.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const BUDGETS = { performance: 98, cls: 0.02, tbtMs: 100, accessibility: 95, seo: 95 };
const CATEGORIES = ['performance', 'accessibility', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The weighted audits of `categories` that did not pass, as 'category/audit-id'. */
function failedAudits(lhr, categories) {
  return categories.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

/** One Lighthouse run in a fresh browser, so runs do not share a cache; the page in `language` (its cookie). */
async function audit(url, language) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { Cookie: `lang=${language}` },
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      scores: {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        // Everything the page transferred (HTML, code, pictures, font), as Lighthouse counts it.
        transferKiB: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
      },
      failed: failedAudits(lhr, ['accessibility', 'seo']),
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

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function auditWithRetry(url, language, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, language);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`lighthouse run failed (${error.message}); running it again`);
    }
  }
}

/** Every page of one build in each language, `runs` times each, on a fresh shop with the demo catalogue. */
async function auditBuild(build, runs, languages) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-lighthouse-'));
  const shop = await startShop({ dataDir, demoSeed: true, serveWeb: true, server: build.server });
  const results = [];
  try {
    for (const [{ page, path: pagePath }, language] of (await pagesOf(shop.url)).flatMap((p) =>
      languages.map((l) => [p, l]),
    )) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await auditWithRetry(shop.url + pagePath, language));
      const scores = samples.map((s) => s.scores);
      const medians = Object.fromEntries(Object.keys(scores[0]).map((key) => [key, median(scores.map((s) => s[key]))]));
      const failed = [...new Set(samples.flatMap((s) => s.failed))];
      results.push({ page, language, build: build.name, path: pagePath, ...medians, failed, samples: scores });
      console.log(
        `lighthouse ${build.name}, ${page} (${language}): ${scores.map((s) => CATEGORIES.map((c) => s[c]).join('/')).join(', ')}`,
      );
    }
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

const withinBudget = (r) =>
  r.performance >= BUDGETS.performance &&
  r.cls <= BUDGETS.cls &&
  r.tbtMs <= BUDGETS.tbtMs &&
  r.accessibility >= BUDGETS.accessibility &&
  r.seo >= BUDGETS.seo;

/** @param {{ runs?: number, baseline?: string, languages?: string[] }} options */
export async function run({ runs = 5, baseline: given, languages = ['en', 'bn'] } = {}) {
  const baseline = given === 'none' ? undefined : given;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-test-tools.mjs')], { stdio: 'inherit' });
  const builds = [{ name: 'this tree', server: undefined }];
  const other = baseline ? await buildCommit(baseline, { web: true }) : null;
  if (other) builds.push({ name: baseline, server: other.server });
  const results = [];
  try {
    for (const build of builds) results.push(...(await auditBuild(build, runs, languages)));
  } finally {
    if (other) await rm(other.dir, { recursive: true, force: true });
  }
  const byPage = [...results].sort((a, b) => a.page.localeCompare(b.page) || a.language.localeCompare(b.language));
  printTable(
    `Lighthouse, mobile defaults, median of ${runs} runs (budgets: performance >= ${BUDGETS.performance}, ` +
      `CLS <= ${BUDGETS.cls}, TBT <= ${BUDGETS.tbtMs} ms, accessibility >= ${BUDGETS.accessibility}, SEO >= ${BUDGETS.seo})`,
    byPage.map((r) => ({
      page: r.page,
      language: r.language,
      build: r.build,
      performance: r.performance,
      accessibility: r.accessibility,
      SEO: r.seo,
      'LCP ms': r.lcpMs,
      CLS: r.cls,
      'TBT ms': r.tbtMs,
      'transfer KiB': r.transferKiB,
      budget: verdict(withinBudget(r)),
    })),
  );
  printTable(
    'Accessibility and SEO audits that did not pass in some run',
    byPage
      .filter((r) => r.failed.length)
      .map((r) => ({ page: r.page, language: r.language, build: r.build, audits: r.failed.join(' ') })),
  );
  await saveResult('lighthouse', { runs, languages, baseline, budgets: BUDGETS, pages: results });
  return results;
}
