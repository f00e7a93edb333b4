/**
 * What a second process buys on this machine: GET /api/products with every request a cache miss
 * (RESPONSE_CACHE_TTL_MS=0), on the 100k-product PostgreSQL catalogue, first against one shop
 * process with all the connections, then against two processes of the same shop (same database)
 * with half the connections each, at the same time. Requests cycle through the listing scenarios
 * the api bench uses (scenarios.mjs), so the database does the same work in both runs. Printed:
 * requests/s, p50, p99 of each, and the ratio two/one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { withCatalogue } from '../lib/catalogue.mjs';
import { printTable, saveResult } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';
import { productListPath, productListScenarios } from '../scenarios.mjs';

async function listingRequests(shopUrl) {
  const { data } = await (await fetch(`${shopUrl}/api/categories`)).json();
  return productListScenarios({ categoryId: data[0]._id }).map((scenario) => ({
    method: 'GET',
    path: productListPath(scenario.query),
  }));
}

function measure(url, requests, { connections, durationSeconds }) {
  return autocannon({ url, connections, duration: durationSeconds, requests, warmup: { connections, duration: 2 } });
}

/** Runs autocannon against every shop at once, the connections split between them; sums what they served. */
async function against(shops, requests, { connections, durationSeconds }) {
  const each = Math.max(1, Math.floor(connections / shops.length));
  const results = await Promise.all(
    shops.map((shop) => measure(shop.url, requests, { connections: each, durationSeconds })),
  );
  const answered = results.reduce((sum, r) => sum + r.requests.average, 0);
  return {
    processes: shops.length,
    connections: each * shops.length,
    requestsPerSecond: Math.round(answered * 10) / 10,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** PostgreSQL only (PGlite is one process's database). Options: --connections, --duration, --database. */
export async function run({ engines = ['postgres'], connections = 10, durationSeconds = 10, databaseUrl } = {}) {
  if (!engines.includes('postgres')) {
    console.log('\nmulti-process runs on PostgreSQL only (--engine=postgres); skipped');
    return null;
  }
  console.log(
    `\nmulti-process: GET /api/products, every request a cache miss, ${connections} connections for ${durationSeconds} s, ` +
      `1 process vs 2 on ${os.cpus().length} cores`,
  );
  return withCatalogue(
    'postgres',
    async (catalogue) => {
      const dirs = [];
      const shops = [];
      try {
        for (let i = 0; i < 2; i++) {
          const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dokan-bench-processes-'));
          dirs.push(dataDir);
          shops.push(
            await startShop({ dataDir, databaseUrl: catalogue.databaseUrl, demoSeed: false, responseCache: false }),
          );
        }
        const requests = await listingRequests(shops[0].url);
        const one = await against(shops.slice(0, 1), requests, { connections, durationSeconds });
        const two = await against(shops, requests, { connections, durationSeconds });
        const ratio = Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100;
        printTable(`GET /api/products, cache misses, ${requests.length} listing scenarios in turn`, [
          { ...one, ratio: '' },
          { ...two, ratio: `${ratio}x` },
        ]);
        await saveResult('multi-process', { cpus: os.cpus().length, one, two, ratio });
        return { one, two, ratio };
      } finally {
        for (const shop of shops) await shop.stop();
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    },
    { databaseUrl },
  );
}
