/**
 * The shop on realistic traffic: the browsing mix of traffic.mjs (thousands of distinct listing and
 * search addresses, some repeated) sent by autocannon over 10 connections to a 100k-product
 * catalogue with the response cache on, first alone and then with orders placed beside it at a
 * fixed rate. This tree and a baseline commit (0256940 unless `--baseline` says otherwise) each get
 * a catalogue of their own schema with the same rows, take each phase in turn (alternating who goes
 * first) and start afresh for each, so no build inherits the other's warm caches. With `--backup`,
 * this tree takes a third phase: browsing and orders while `npm run backup` runs (the running shop
 * copies its PGlite folder, or pg_dump reads PostgreSQL), the mix repeated until the backup is done.
 * With `--rounds=N` the two phases are taken N times, the builds alternating at each, and the medians
 * reported: on a machine doing other work, a slow moment then falls on either build alike.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
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
import {
  customerPhone,
  DEMO_SHOPPER,
  insideDhakaFee,
  liftOrderCaps,
  productForCheckout,
  signIn,
} from '../order-load/index.mjs';
import { editProducts, floodSearches, probeCached } from './beside.mjs';
import { placeOrdersAtRate } from './orders-beside.mjs';
import { mixRequests, readCatalogue } from './traffic.mjs';

export const DEFAULT_BASELINE = '0256940';
const ORDER_CUSTOMERS = 50;
const ORDER_PRODUCTS = 60;
const ORDER_STOCK = 10_000_000;
const PHASES = ['browsing', 'browsing + orders'];
const BACKUP_PHASE = 'browsing + orders + backup';
/** The phases `--beside` adds, on every build (decision 070). */
const BESIDE_PHASES = { flood: 'browsing + search flood', edits: 'browsing + an edit a second' };

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
  // The first customer edits products in the phase with edits beside.
  await query(`UPDATE users SET role = 'admin' WHERE email = $1`, [emails[0]]);
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
  // The first customer is the admin (prepareForOrders).
  await liftOrderCaps(shopUrl, customers[0]);
  const deliveryFee = await insideDhakaFee(shopUrl);
  const products = [];
  for (const id of productIds) products.push(await productForCheckout(shopUrl, id));
  return { customers, deliveryFee, products };
}

/** `npm run backup`'s built command on the shop's data, into a folder of its own: seconds and bytes. */
async function takeBackup(catalogue, backupDir) {
  const started = performance.now();
  const script = path.join(repoRoot, 'apps/api/dist/backup.js');
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        DATA_DIR: catalogue.dataDir,
        DATABASE_URL: catalogue.databaseUrl ?? '',
        BACKUP_DIR: backupDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`backup failed: ${text}`))));
  });
  const file = /Backup written to (\S+) /.exec(output)?.[1];
  return { seconds: round((performance.now() - started) / 1000), megabytes: round((await stat(file)).size / 2 ** 20) };
}

/** The mix again and again until `done` settles (at least once): what the shoppers saw meanwhile. */
async function browseUntil(done, shopUrl, urls, connections) {
  let settled = false;
  done.then(
    () => (settled = true),
    () => (settled = true),
  );
  const rounds = [];
  do rounds.push(await browse(shopUrl, urls, connections));
  while (!settled);
  const seconds = rounds.reduce((sum, one) => sum + one.seconds, 0);
  const total = rounds.reduce((sum, one) => sum + one.requestsPerSecond * one.seconds, 0);
  return {
    requestsPerSecond: Math.round((total / seconds) * 10) / 10,
    p50: Math.max(...rounds.map((one) => one.p50)),
    p99: Math.max(...rounds.map((one) => one.p99)),
    answered2xx: rounds.reduce((sum, one) => sum + one.answered2xx, 0),
    failed: rounds.reduce((sum, one) => sum + one.failed, 0),
    seconds: round(seconds),
  };
}

const startFor = (build, catalogue) =>
  startShop({ ...catalogue, demoSeed: false, server: build.server, env: { TRUST_PROXY: '127.0.0.1' } });

/** Each phase on a freshly started shop of each build, the builds taking turns to go first. */
async function measureEngine(engine, builds, { connections, orderRate, backup, rounds, beside }) {
  return withCatalogues(engine, builds, async (catalogues, prepared) => {
    const reader = await startFor(builds[0], catalogues[0]);
    const mix = await readCatalogue(reader.url).finally(() => reader.stop());
    const { urls, distinct, words } = mixRequests(mix);
    console.log(
      `mix on ${engine}: ${urls.length} requests, ${distinct} distinct addresses, ${words.length} search words`,
    );
    const rows = [];
    const phases = Array.from({ length: rounds }, () => [
      ...PHASES,
      ...beside.map((what) => BESIDE_PHASES[what]),
    ]).flat();
    if (backup) phases.push(BACKUP_PHASE);
    for (const [turn, phase] of phases.entries()) {
      // The backup is this tree's alone.
      const order = phase === BACKUP_PHASE ? [0] : builds.map((_, index) => index);
      if (turn % 2) order.reverse();
      for (const index of order) {
        const shop = await startFor(builds[index], catalogues[index]);
        try {
          const withOrders = phase.includes('orders');
          const setup = withOrders ? await orderSetup(shop.url, prepared) : null;
          const stopOrders = setup ? placeOrdersAtRate(shop.url, { ...setup, rate: orderRate }) : null;
          const [editor] = phase === BESIDE_PHASES.edits ? await signIn(shop.url, prepared.emails.slice(0, 1)) : [];
          const stopBeside =
            phase === BESIDE_PHASES.flood
              ? floodSearches(shop.url)
              : editor
                ? editProducts(shop.url, editor.token, prepared.productIds)
                : null;
          const stopProbe = probeCached(shop.url);
          let browsing;
          let taken = null;
          if (phase === BACKUP_PHASE) {
            const backupDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-backup-'));
            try {
              const backingUp = takeBackup(catalogues[index], backupDir);
              browsing = await browseUntil(backingUp, shop.url, urls, connections);
              taken = await backingUp;
            } finally {
              await rm(backupDir, { recursive: true, force: true });
            }
          } else {
            browsing = await browse(shop.url, urls, connections);
          }
          const orders = stopOrders ? await stopOrders() : null;
          const besides = stopBeside ? await stopBeside() : null;
          const cached = await stopProbe();
          rows.push({ engine, phase, build: builds[index].name, ...browsing, orders, backup: taken, besides, cached });
        } finally {
          await shop.stop();
        }
        // Let the machine settle (connections closing, the database's writes) between runs.
        await sleep(1000);
      }
    }
    return { engine, requests: urls.length, distinct, rows: medianRows(rows), rounds };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One row per phase and build: the median of its rounds' figures, failures summed. */
function medianRows(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = `${row.phase}\u0000${row.build}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    if (group.length === 1) return first;
    const of = (pick) => round(median(group.map(pick)));
    const orders = first.orders && {
      placedPerSecond: of((row) => row.orders.placedPerSecond),
      p50: of((row) => row.orders.p50),
      p99: of((row) => row.orders.p99),
      statuses: group.reduce((sum, row) => {
        for (const [status, count] of Object.entries(row.orders.statuses)) sum[status] = (sum[status] ?? 0) + count;
        return sum;
      }, {}),
    };
    return {
      ...first,
      requestsPerSecond: of((row) => row.requestsPerSecond),
      p50: of((row) => row.p50),
      p99: of((row) => row.p99),
      failed: group.reduce((sum, row) => sum + row.failed, 0),
      orders,
      rounds: group.length,
    };
  });
}

const round = (value) => Math.round(value * 100) / 100;

function report(results, builds, orderRate) {
  for (const { engine, requests, distinct, rows, rounds } of results) {
    printTable(
      `mix on ${engine}: ${requests} requests (${distinct} distinct), orders at ${orderRate}/s in the second phase` +
        (rounds > 1 ? `, medians of ${rounds} rounds` : ''),
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
        'cached p50/p90 ms': `${row.cached.p50}/${row.cached.p90}`,
        beside: row.besides ? JSON.stringify(row.besides.statuses) : '',
        backup: row.backup ? `${row.backup.megabytes} MB in ${row.backup.seconds} s` : '',
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
 * @param {{ engines: Array<'pglite' | 'postgres'>, connections?: number, orderRate?: number, baseline?: string,
 *   backup?: boolean, beside?: Array<'flood' | 'edits'> }} options
 */
export async function run({
  engines,
  connections = 10,
  orderRate = 10,
  baseline: baselineCommit = DEFAULT_BASELINE,
  backup = false,
  rounds = 1,
  beside = [],
}) {
  const builds = [{ name: 'this tree', commit: 'this-tree', server: apiServer, root: repoRoot }];
  const baseline = baselineCommit === 'none' ? null : await buildCommit(baselineCommit);
  if (baseline)
    builds.push({ name: baselineCommit, commit: baselineCommit, server: baseline.server, root: baseline.dir });
  const results = [];
  try {
    for (const engine of engines) {
      results.push(await measureEngine(engine, builds, { connections, orderRate, backup, rounds, beside }));
    }
  } finally {
    if (baseline) await rm(baseline.dir, { recursive: true, force: true });
  }
  report(results, builds, orderRate);
  await saveResult('mix', { connections, orderRate, baseline: baselineCommit, engines: results });
  return results;
}
