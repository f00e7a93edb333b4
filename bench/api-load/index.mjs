/**
 * API load: autocannon against GET /api/products on a 100k-product catalogue, each scenario in
 * turn, beside a bare Fastify route serving a same-size static JSON body. Server and bare route
 * run as their own processes so they never share an event loop with the load generator.
 */
import { Buffer } from 'node:buffer';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { buildCommit } from '../lib/build-commit.mjs';
import { withCatalogue } from '../lib/catalogue.mjs';
import { apiServer } from '../lib/paths.mjs';
import { startNode } from '../lib/processes.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';
import { productListPath, productListScenarios } from '../scenarios.mjs';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/** p99 budgets in ms (listing on each engine, typo search on both), and the listing's share of the bare route. */
const BUDGETS = {
  listingP99: { postgres: 10, pglite: 40 },
  typoP99: 30,
  listingShareOfBare: { postgres: 0.5 },
};

async function load(url, { durationSeconds, connections }) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    warmup: { connections, duration: 2 },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    answered: result['2xx'],
    // Timed-out requests never reach the latency histogram, so they are counted apart.
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function budgetFor(scenario, engine, measured, bare) {
  if (scenario.budget && (measured.failed > 0 || measured.answered === 0)) return verdict(false);
  if (scenario.budget === 'typo') return verdict(measured.p99 <= BUDGETS.typoP99);
  if (scenario.budget !== 'listing') return '';
  const share = BUDGETS.listingShareOfBare[engine];
  return verdict(
    measured.p99 <= BUDGETS.listingP99[engine] &&
      (share === undefined || measured.requestsPerSecond >= share * bare.requestsPerSecond),
  );
}

/** Starts the bare route serving `body`, measures it, and stops it. */
async function measureBare(body, options) {
  const dir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  await writeFile(bodyFile, body);
  const bare = await startNode(BARE_SERVER, { env: { BARE_BODY_FILE: bodyFile }, readyPath: '/bare' });
  try {
    return await load(`${bare.url}/bare`, options);
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function firstCategoryId(shopUrl) {
  const { data } = await (await fetch(`${shopUrl}/api/categories`)).json();
  if (!data?.length) throw new Error('the catalogue has no categories');
  return data[0]._id;
}

/**
 * A data folder for each build: PGlite serves one process per folder, so a second build gets a
 * copy of the catalogue's; on PostgreSQL both read one database and keep their own (empty) folder.
 */
async function dataDirsFor(catalogue, builds) {
  const made = await Promise.all(
    builds.map(async (_, index) => {
      if (catalogue.engine === 'pglite' && index === 0) return null;
      const dir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-data-'));
      if (catalogue.engine === 'pglite') await cp(catalogue.dataDir, dir, { recursive: true });
      return dir;
    }),
  );
  return { dirs: made.map((dir) => dir ?? catalogue.dataDir), made: made.filter(Boolean) };
}

/**
 * Each cache mode runs the shop afresh: 'hit' as configured (the response cache answers repeats
 * of a request; entries expire every few seconds and are recomputed), 'miss' with the response
 * cache off, so every request queries the database (listing totals stay cached for a minute,
 * as in the shop). With a baseline both builds run at once on the same catalogue and take each
 * scenario in turn, the other one first in the next scenario, so that a busy spell of a shared
 * machine falls on both.
 */
async function measureEngine(engine, builds, options) {
  return withCatalogue(
    engine,
    async (catalogue) => {
      let bare;
      const rows = [];
      const { dirs, made } = await dataDirsFor(catalogue, builds);
      try {
        for (const cache of options.cacheModes) {
          const shops = [];
          try {
            for (const [index, build] of builds.entries()) {
              shops.push(
                await startShop({
                  ...catalogue,
                  dataDir: dirs[index],
                  demoSeed: false,
                  responseCache: cache === 'hit',
                  server: build.server,
                }),
              );
            }
            const scenarios = productListScenarios({ categoryId: await firstCategoryId(shops[0].url) });
            if (!bare) {
              const listingBody = await (await fetch(shops[0].url + productListPath({}))).text();
              bare = { bodyBytes: Buffer.byteLength(listingBody), ...(await measureBare(listingBody, options)) };
            }
            for (const [turn, scenario] of scenarios.entries()) {
              const order = builds.map((_, index) => index);
              if (turn % 2) order.reverse();
              const measuredByBuild = [];
              for (const index of order) {
                const url = shops[index].url + productListPath(scenario.query);
                const { data: list } = await (await fetch(url)).json();
                measuredByBuild[index] = { matches: list?.total, ...(await load(url, options)) };
              }
              for (const [index, measured] of measuredByBuild.entries()) {
                rows.push({
                  scenario: scenario.name,
                  cache,
                  build: builds[index].name,
                  query: productListPath(scenario.query),
                  ...measured,
                  budget: budgetFor(scenario, engine, measured, bare),
                });
              }
            }
          } finally {
            await Promise.all(shops.map((shop) => shop.stop()));
          }
        }
      } finally {
        await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
      }
      return { engine, bare, scenarios: rows };
    },
    { databaseUrl: options.databaseUrl },
  );
}

/**
 * @param {{ engines: Array<'pglite' | 'postgres'>, durationSeconds?: number, connections?: number,
 *   cacheModes?: Array<'hit' | 'miss'>, databaseUrl?: string, baseline?: string }} options
 *   `baseline` is a commit whose API runs the same scenarios beside this tree's ('none': this tree only)
 */
export async function run({
  engines,
  durationSeconds = 10,
  connections = 10,
  cacheModes = ['hit', 'miss'],
  databaseUrl,
  baseline: baselineCommit = 'none',
}) {
  const options = { durationSeconds, connections, cacheModes, databaseUrl };
  const builds = [{ name: 'this tree', server: apiServer }];
  const baseline = baselineCommit === 'none' ? null : await buildCommit(baselineCommit);
  if (baseline) builds.push({ name: baselineCommit, server: baseline.server });
  const results = [];
  try {
    for (const engine of engines) {
      console.log(
        `\napi-load on ${engine}: ${connections} connections, ${durationSeconds} s per scenario, response cache: ${cacheModes.join(' then ')}` +
          (baseline ? `, beside ${baselineCommit}` : ''),
      );
      results.push(await measureEngine(engine, builds, options));
    }
  } finally {
    if (baseline) await rm(baseline.dir, { recursive: true, force: true });
  }
  for (const result of results) {
    const { engine, bare } = result;
    printTable(
      `GET /api/products on ${engine} (bare Fastify route: ${bare.requestsPerSecond} req/s, ${bare.bodyBytes} B body)`,
      result.scenarios.map((s) => ({
        scenario: s.scenario,
        cache: s.cache,
        ...(baseline ? { build: s.build } : {}),
        matches: s.matches,
        'req/s': s.requestsPerSecond,
        'of bare': `${Math.round((100 * s.requestsPerSecond) / bare.requestsPerSecond)} %`,
        'p50 ms': s.p50,
        'p97.5 ms': s.p97_5,
        'p99 ms': s.p99,
        answered: s.answered,
        failed: s.failed,
        budget: s.budget,
      })),
    );
  }
  console.log(
    `\nbudgets: listing p99 <= ${BUDGETS.listingP99.postgres} ms and >= ${BUDGETS.listingShareOfBare.postgres * 100} % of bare on PostgreSQL, ` +
      `<= ${BUDGETS.listingP99.pglite} ms on PGlite; typo search p99 <= ${BUDGETS.typoP99} ms`,
  );
  await saveResult('api-load', {
    durationSeconds,
    connections,
    cacheModes,
    baseline: baselineCommit,
    budgets: BUDGETS,
    engines: results,
  });
  return results;
}
