/**
 * The shop on realistic traffic: the browsing mix of traffic.mjs (thousands of distinct listing and
 * search addresses, some repeated) sent by autocannon over 10 connections to a 100k-product
 * catalogue with the response cache on, first alone and then with orders placed beside it at a
 * fixed rate. This tree and a baseline commit (0256940 unless `--baseline` says otherwise) each get
 * a catalogue of their own schema with the same rows, take each phase in turn (alternating who goes
 * first) and start afresh for each, so no build inherits the other's warm caches.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import argon2 from 'argon2';
import autocannon from 'autocannon';
import pg from 'pg';

import { buildCommit } from '../lib/build-commit.mjs';
import { generate, settle } from '../lib/catalogue.mjs';
import { apiServer, repoRoot, resultsDir } from '../lib/paths.mjs';
import { withTemporaryDatabase } from '../lib/postgres.mjs';
import { printTable, saveResult } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';
import { customerPhone, DEMO_SHOPPER, insideDhakaFee, productForCheckout, signIn } from '../order-load/index.mjs';
import { placeOrdersAtRate } from './orders-beside.mjs';
import { mixRequests, readCatalogue } from './traffic.mjs';

export const DEFAULT_BASELINE = '0256940';
const ORDER_CUSTOMERS = 50;
const ORDER_PRODUCTS = 60;
const ORDER_STOCK = 10_000_000;
const PHASES = ['browsing', 'browsing + orders'];

/**
 * Gives the generated catalogue's customers a password (the demo shopper's) and a phone they
 * confirmed, which their orders are placed with (a first large cash-on-delivery order needs one,
 * decision 041), and the products the orders take plenty of stock. `query(text, params)` runs on
 * the database, whichever engine.
 */
async function prepareForOrders(query) {
  const hash = await argon2.hash(DEMO_SHOPPER.password);
  const { rows } = await query(
    `SELECT email FROM users WHERE email LIKE 'bench.customer.%' ORDER BY email LIMIT ${ORDER_CUSTOMERS}`,
  );
  if (rows.length < ORDER_CUSTOMERS) throw new Error(`the catalogue has only ${rows.length} customers`);
  // In the order signIn gives each customer their phone.
  const emails = rows.map((row) => row.email).sort();
  await query(
    `UPDATE users u SET password_hash = $1, is_email_verified = true, phone = c.phone, is_phone_verified = true
     FROM unnest($2::text[], $3::text[]) AS c(email, phone) WHERE u.email = c.email`,
    [hash, emails, emails.map((_, i) => customerPhone(i + 1))],
  );
  const products = await query(
    `UPDATE products SET remaining = ${ORDER_STOCK}
     WHERE id IN (SELECT id FROM products ORDER BY id LIMIT ${ORDER_PRODUCTS})
     RETURNING id`,
  );
  return { emails, productIds: products.rows.map((row) => row.id).sort() };
}

async function preparePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await prepareForOrders((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

async function preparePglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await prepareForOrders((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/**
 * Runs `fn(catalogues)` with one catalogue per build (`{ databaseUrl?, dataDir }`), filled by the
 * oldest build's generator so that every build starts from the same rows; each later build's
 * schema is its own, since the shop migrates its database at start.
 */
async function withCatalogues(engine, builds, fn) {
  const generator = builds.at(-1);
  const scratch = [];
  const tempDir = async (label) => {
    const dir = await mkdtemp(path.join(tmpdir(), `dokan-bench-mix-${label}-`));
    scratch.push(dir);
    return dir;
  };
  try {
    if (engine === 'pglite') {
      const filled = path.join(resultsDir, 'cache', `pglite-mix-${generator.commit}`);
      if (!existsSync(filled)) {
        console.log(
          `filling a PGlite catalogue with ${generator.name}'s generator (kept in ${path.relative(repoRoot, filled)})`,
        );
        await rm(`${filled}.partial`, { recursive: true, force: true });
        await generate({ DATA_DIR: `${filled}.partial`, DATABASE_URL: undefined }, generator.root);
        await cp(`${filled}.partial`, filled, { recursive: true });
        await rm(`${filled}.partial`, { recursive: true, force: true });
      }
      const catalogues = [];
      let prepared;
      for (const build of builds) {
        const dataDir = await tempDir(build.commit);
        await cp(filled, dataDir, { recursive: true });
        prepared = await preparePglite(dataDir);
        catalogues.push({ dataDir });
      }
      return await fn(catalogues, prepared);
    }
    const mediaDir = await tempDir('media');
    return await withTemporaryDatabase('mix', async (baseUrl) => {
      console.log(`filling a PostgreSQL catalogue with ${generator.name}'s generator`);
      await generate({ DATABASE_URL: baseUrl, DATA_DIR: mediaDir }, generator.root);
      const prepared = await preparePostgres(baseUrl);
      await settle(baseUrl);
      const template = new URL(baseUrl).pathname.slice(1);
      // Copies are made before any shop connects to the template (CREATE DATABASE needs it idle).
      const withCopies = async (index, urls) => {
        if (index === builds.length - 1) {
          return fn(
            await Promise.all(
              [...urls, baseUrl].map(async (databaseUrl) => ({ databaseUrl, dataDir: await tempDir('data') })),
            ),
            prepared,
          );
        }
        return withTemporaryDatabase('mix_copy', (url) => withCopies(index + 1, [...urls, url]), { template });
      };
      return withCopies(0, []);
    });
  } finally {
    await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/**
 * The mix's requests, timed from the first sent to the last answered: autocannon, sending a fixed
 * amount, reports its duration at the next whole second, too coarse for a run of a few seconds.
 */
async function browse(shopUrl, urls, connections) {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon({
    url: shopUrl,
    connections,
    amount: urls.length,
    timeout: 30,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] }) }],
  });
  run.on('response', () => (lastAnswer = performance.now()));
  const result = await run;
  const seconds = (lastAnswer - started) / 1000;
  return {
    requestsPerSecond: Math.round((result.requests.total / seconds) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered2xx: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: Math.round(seconds * 100) / 100,
  };
}

/** Signs the customers in and reads the products as the checkout page would, before anything is timed. */
async function orderSetup(shopUrl, { emails, productIds }) {
  const customers = await signIn(shopUrl, emails);
  const deliveryFee = await insideDhakaFee(shopUrl);
  const products = [];
  for (const id of productIds) products.push(await productForCheckout(shopUrl, id));
  return { customers, deliveryFee, products };
}

const startFor = (build, catalogue) =>
  startShop({ ...catalogue, demoSeed: false, server: build.server, env: { TRUST_PROXY: '127.0.0.1' } });

/** Each phase on a freshly started shop of each build, the builds taking turns to go first. */
async function measureEngine(engine, builds, { connections, orderRate }) {
  return withCatalogues(engine, builds, async (catalogues, prepared) => {
    const reader = await startFor(builds[0], catalogues[0]);
    const mix = await readCatalogue(reader.url).finally(() => reader.stop());
    const { urls, distinct, words } = mixRequests(mix);
    console.log(
      `mix on ${engine}: ${urls.length} requests, ${distinct} distinct addresses, ${words.length} search words`,
    );
    const rows = [];
    for (const [turn, phase] of PHASES.entries()) {
      const order = builds.map((_, index) => index);
      if (turn % 2) order.reverse();
      for (const index of order) {
        const shop = await startFor(builds[index], catalogues[index]);
        try {
          const withOrders = phase !== 'browsing';
          const setup = withOrders ? await orderSetup(shop.url, prepared) : null;
          const stopOrders = setup ? placeOrdersAtRate(shop.url, { ...setup, rate: orderRate }) : null;
          const browsing = await browse(shop.url, urls, connections);
          const orders = stopOrders ? await stopOrders() : null;
          rows.push({ engine, phase, build: builds[index].name, ...browsing, orders });
        } finally {
          await shop.stop();
        }
        // Let the machine settle (connections closing, the database's writes) between runs.
        await sleep(1000);
      }
    }
    return { engine, requests: urls.length, distinct, rows };
  });
}

const round = (value) => Math.round(value * 100) / 100;

function report(results, builds, orderRate) {
  for (const { engine, requests, distinct, rows } of results) {
    printTable(
      `mix on ${engine}: ${requests} requests (${distinct} distinct), orders at ${orderRate}/s in the second phase`,
      rows.map((row) => ({
        phase: row.phase,
        build: row.build,
        'req/s': row.requestsPerSecond,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        failed: row.failed,
        'orders/s': row.orders?.placedPerSecond ?? '',
        'order p50': row.orders?.p50 ?? '',
        'order p99': row.orders?.p99 ?? '',
        'order answers': row.orders ? JSON.stringify(row.orders.statuses) : '',
      })),
    );
    const of = (phase, build) => rows.find((row) => row.phase === phase && row.build === build.name);
    printTable(
      `ratios on ${engine}`,
      builds.map((build) => ({
        build: build.name,
        ...Object.fromEntries(
          PHASES.map((phase) => [
            `req/s vs ${builds.at(-1).name} (${phase})`,
            round(of(phase, build).requestsPerSecond / of(phase, builds.at(-1)).requestsPerSecond),
          ]),
        ),
        'browsing with orders / without': round(
          of(PHASES[1], build).requestsPerSecond / of(PHASES[0], build).requestsPerSecond,
        ),
      })),
    );
  }
}

/**
 * @param {{ engines: Array<'pglite' | 'postgres'>, connections?: number, orderRate?: number, baseline?: string }} options
 */
export async function run({ engines, connections = 10, orderRate = 10, baseline: baselineCommit = DEFAULT_BASELINE }) {
  const builds = [{ name: 'this tree', commit: 'this-tree', server: apiServer, root: repoRoot }];
  const baseline = baselineCommit === 'none' ? null : await buildCommit(baselineCommit);
  if (baseline)
    builds.push({ name: baselineCommit, commit: baselineCommit, server: baseline.server, root: baseline.dir });
  const results = [];
  try {
    for (const engine of engines) results.push(await measureEngine(engine, builds, { connections, orderRate }));
  } finally {
    if (baseline) await rm(baseline.dir, { recursive: true, force: true });
  }
  report(results, builds, orderRate);
  await saveResult('mix', { connections, orderRate, baseline: baselineCommit, engines: results });
  return results;
}
