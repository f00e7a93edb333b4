/**
 * Order placement under load, on PostgreSQL: the built shop with its demo catalogue on a scratch
 * database, N customers signed in through POST /api/user/signin, then
 *
 * - throughput: autocannon sends cash-on-delivery orders for one hot product, then spread over
 *   60 (their stock set far beyond what the run can sell), to POST /api/order/post-order, each with
 *   its own Idempotency-Key, round-robin over the customers; requests/s, latency, failures, and the
 *   orders the database actually holds afterwards;
 * - oversell: another product is set to 10 in stock and 200 one-unit orders arrive at once from
 *   all the customers; exactly 10 orders may exist for it afterwards, its stock must be 0 (and
 *   never seen below 0 while the burst runs), and every other request must get 409.
 *
 * The payloads are what the checkout page sends: the product's current price and the delivery fee
 * as the API answers them, with the page's totals, since the server refuses anything else with 409.
 * The baseline commit (0256940 by default) runs the same beside this tree, on a database of its own.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';
import pg from 'pg';

import { buildCommit } from '../lib/build-commit.mjs';
import { apiServer } from '../lib/paths.mjs';
import { withTemporaryDatabase } from '../lib/postgres.mjs';
import { printTable, saveResult } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const ORDER_PATH = '/api/order/post-order';
/** The demo shopper's password: the bench customers get a copy of its hash (argon2 stays in the API). */
export const DEMO_SHOPPER = { email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo' };
const THROUGHPUT_STOCK = 10_000_000;
/** Throughput runs on one hot product, then spread over this many. */
const SPREAD_PRODUCTS = 60;
/** The commit the order path is compared with unless `--baseline` names another. */
const DEFAULT_BASELINE = '0256940';
const DELIVERY_ADDRESS = {
  division: 'Dhaka',
  district: 'Dhaka',
  city: 'Dhanmondi',
  addressDetails: 'House 12, Road 27',
};

/**
 * The verified phone of the n-th bench customer (from 1), which their orders are placed with: a
 * shopper's first large cash-on-delivery order needs a phone they confirmed (decision 041).
 */
export const customerPhone = (n) => `0199${String(n).padStart(7, '0')}`;

/**
 * Raises the owner's caps on orders and SMS (decision 071) through /admin's call, as a shop does for
 * a sale, so that the bench's few customers may place thousands of orders: what is measured is placing
 * them. `admin` is a signed-in customer with the admin role; a build from before the caps has no such
 * call and nothing to raise.
 */
export async function liftOrderCaps(shopUrl, admin) {
  const url = `${shopUrl}/api/settings/order-caps`;
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  const current = await fetch(url, { headers });
  if (current.status === 404) return;
  const { data } = await current.json();
  const wide = Object.fromEntries(Object.keys(data).map((cap) => [cap, 100_000]));
  const saved = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(wide) });
  if (!saved.ok) throw new Error(`raising the order caps answered ${saved.status}: ${await saved.text()}`);
}

/** Adds `count` customers, their e-mail and phone verified, who share the demo shopper's password. */
export async function addCustomers(db, count, runId) {
  const { rows } = await db.query('SELECT password_hash FROM users WHERE lower(email) = $1', [DEMO_SHOPPER.email]);
  if (!rows[0]?.password_hash) throw new Error(`the demo login ${DEMO_SHOPPER.email} is missing`);
  const emails = Array.from({ length: count }, (_, i) => `bench.shopper.${runId}.${i + 1}@example.com`);
  await db.query(
    `INSERT INTO users (name, email, phone, password_hash, role, is_email_verified, is_phone_verified)
     SELECT 'Bench Shopper ' || n, email, phones[n], $3, 'user', true, true
     FROM unnest($1::text[]) WITH ORDINALITY AS t(email, n), (SELECT $2::text[] AS phones) p`,
    [emails, emails.map((_, i) => customerPhone(i + 1)), rows[0].password_hash],
  );
  // The first raises the caps on orders before the run (liftOrderCaps).
  await db.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [emails[0]]);
  return emails;
}

/**
 * Signs every customer in through the API, as a shopper would. The shop trusts 127.0.0.1 as its
 * proxy for this run, so each customer can come from an address of their own, as in the field
 * (right passwords do not count against an address anyway: docs/decisions/019).
 */
export async function signIn(shopUrl, emails, concurrency = 8) {
  const customers = [];
  let next = 0;
  async function worker() {
    while (next < emails.length) {
      const index = next++;
      const response = await fetch(`${shopUrl}/api/user/signin`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.77.${index >> 8}.${(index & 255) + 1}`,
        },
        body: JSON.stringify({ identifier: emails[index], password: DEMO_SHOPPER.password }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`sign-in of ${emails[index]} answered ${response.status}: ${body.message}`);
      customers[index] = {
        id: body.data.user._id,
        email: emails[index],
        phone: customerPhone(index + 1),
        token: body.data.accessToken,
      };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return customers;
}

/** The product as the product page reads it: current price in taka, and a colour and size it comes in. */
export async function productForCheckout(shopUrl, productId) {
  const response = await fetch(`${shopUrl}/api/products/${productId}`);
  if (!response.ok) throw new Error(`GET /api/products/${productId} answered ${response.status}`);
  const { data } = await response.json();
  return {
    id: data._id,
    name: data.productName,
    price: data.productPrice,
    color: data.productColors[0] ?? null,
    size: data.productSizes[0] ?? null,
  };
}

/** Each of a product's variants as the page offers it: its colour and size, at its own price. */
async function variantsForCheckout(shopUrl, productId) {
  const response = await fetch(`${shopUrl}/api/products/${productId}`);
  if (!response.ok) throw new Error(`GET /api/products/${productId} answered ${response.status}`);
  const { data } = await response.json();
  return data.variants.map((variant) => ({
    id: data._id,
    name: data.productName,
    price: variant.price,
    color: variant.color || null,
    size: variant.size || null,
  }));
}

/**
 * The demo's products with variants (clothes and shoes): `count` variants, one of each product in
 * turn, so that the lines spread over as many products as the plain products' run.
 */
async function pickVariants(shopUrl, db, count) {
  const { rows } = await db.query(
    'SELECT DISTINCT product_id AS id FROM product_variants ORDER BY product_id LIMIT $1',
    [count],
  );
  const perProduct = [];
  for (const { id } of rows) perProduct.push(await variantsForCheckout(shopUrl, id));
  const picked = [];
  for (let turn = 0; picked.length < count && perProduct.some((variants) => turn < variants.length); turn++) {
    for (const variants of perProduct) if (turn < variants.length && picked.length < count) picked.push(variants[turn]);
  }
  return picked;
}

export async function insideDhakaFee(shopUrl) {
  const { data } = await (await fetch(`${shopUrl}/api/shipping-fee/get`)).json();
  return data.shippingFee;
}

/** The body the checkout page sends for one unit of `product`, cash on delivery inside Dhaka. */
export function orderPayload(customer, product, deliveryFee) {
  return {
    customerName: 'Bench Shopper',
    customerEmail: customer.email,
    customerId: customer.id,
    phone: customer.phone,
    cuopon: '',
    items: [
      {
        productId: product.id,
        productName: product.name,
        quantity: 1,
        color: product.color,
        size: product.size,
        price: product.price,
        subTotal: product.price,
      },
    ],
    totalPrice: product.price + deliveryFee,
    paymentMethod: 'cash',
    paymentNumber: '',
    deliveryFee,
    deliveryAddress: DELIVERY_ADDRESS,
  };
}

/**
 * One autocannon request definition that places an order: customers in turn, a fresh
 * Idempotency-Key every time (a reused key would be answered from the first order, not placed).
 * Bodies are serialised once per customer; only the key changes per request.
 */
function orderRequests(customers, products, deliveryFee, keyPrefix) {
  const bodies = products.map((product) => customers.map((c) => JSON.stringify(orderPayload(c, product, deliveryFee))));
  let sent = 0;
  return [
    {
      method: 'POST',
      path: ORDER_PATH,
      setupRequest(request) {
        const index = sent % customers.length;
        const product = sent % products.length;
        sent += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customers[index].token}`,
            'idempotency-key': `${keyPrefix}-${sent}`,
          },
          body: bodies[product][index],
        };
      },
    },
  ];
}

const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));

/** Orders holding the product (or any of the products) and the units they took. */
export async function ordersFor(db, productIds) {
  const { rows } = await db.query(
    `SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(i.quantity), 0)::int AS units
     FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = ANY($1::uuid[])`,
    [[productIds].flat()],
  );
  return rows[0];
}

/**
 * The orders for the product once the shop has finished what it was sent: autocannon stops at the
 * deadline without waiting for the requests still in flight, which the shop goes on placing.
 */
async function settledOrdersFor(db, productId) {
  let last = await ordersFor(db, productId);
  for (;;) {
    await sleep(300);
    const now = await ordersFor(db, productId);
    if (now.orders === last.orders) return now;
    last = now;
  }
}

const percent = (part, whole) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * The database's write-ahead log position, and the updates of products so far (of them, those that
 * stayed on the row's page without touching an index). Statistics reach the views within a second.
 */
async function writeStats(db) {
  await sleep(1_100);
  const { rows } = await db.query(
    `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 AS wal, n_tup_upd::int AS updates,
            n_tup_hot_upd::int AS hot
     FROM pg_stat_user_tables WHERE relname = 'products'`,
  );
  return rows[0];
}

/** The stock left of the product, or of the products together. */
async function stockOf(db, productIds) {
  const { rows } = await db.query(
    'SELECT coalesce(sum(remaining), 0)::int AS remaining FROM products WHERE id = ANY($1::uuid[])',
    [[productIds].flat()],
  );
  return rows[0];
}

/** Whether this build's database has sizes and colours with their own stock (decision 077). */
async function hasVariants(db) {
  const { rows } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'product_variants'`);
  return rows.length > 0;
}

/**
 * Demo products without variants by name (the same on every build's demo catalogue): the first for
 * the oversell burst, the next `count` for throughput (one hot product, or all of them spread).
 */
async function pickProducts(db, count) {
  const plain = (await hasVariants(db))
    ? 'WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)'
    : '';
  const { rows } = await db.query(`SELECT id FROM products ${plain} ORDER BY name, id LIMIT $1`, [count + 1]);
  if (rows.length < count + 1) throw new Error(`the demo catalogue needs at least ${count + 1} products`);
  return rows.map((row) => row.id);
}

/** One order sent by hand first, so that a payload the server refuses stops the bench with its reason. */
async function probe(shopUrl, customer, product, deliveryFee) {
  const response = await fetch(shopUrl + ORDER_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `probe-${randomUUID()}`,
    },
    body: JSON.stringify(orderPayload(customer, product, deliveryFee)),
  });
  if (response.status !== 201) {
    throw new Error(`a probe order answered ${response.status}: ${(await response.json()).message}`);
  }
}

async function measureThroughput({ shopUrl, db, customers, products, deliveryFee, durationSeconds, connections }) {
  const ids = [...new Set(products.map((product) => product.id))];
  await db.query('UPDATE products SET remaining = $2 WHERE id = ANY($1::uuid[])', [ids, THROUGHPUT_STOCK]);
  if (await hasVariants(db)) {
    await db.query('UPDATE product_variants SET remaining = $2 WHERE product_id = ANY($1::uuid[])', [
      ids,
      THROUGHPUT_STOCK,
    ]);
  }
  await probe(shopUrl, customers[0], products[0], deliveryFee);
  // Warm-up (JIT, connection pool, plan cache); its orders are not counted.
  await autocannon({
    url: shopUrl,
    connections,
    duration: 2,
    requests: orderRequests(customers, products, deliveryFee, `warm-${randomUUID()}`),
  });
  const before = await settledOrdersFor(db, ids);
  const stockBefore = await stockOf(db, ids);
  const writesBefore = await writeStats(db);
  const result = await autocannon({
    url: shopUrl,
    connections,
    duration: durationSeconds,
    requests: orderRequests(customers, products, deliveryFee, `load-${randomUUID()}`),
  });
  const after = await settledOrdersFor(db, ids);
  const stockAfter = await stockOf(db, ids);
  const writesAfter = await writeStats(db);
  const created = after.orders - before.orders;
  // Requests still in flight when the run stopped: placed, but their answers never counted.
  const unansweredAtStop = created - result['2xx'];
  return {
    products: ids.length,
    lines: products.length,
    customers: customers.length,
    connections,
    durationSeconds,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    sent: result.requests.sent,
    answered2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: statusCounts(result),
    ordersCreated: created,
    unansweredAtStop,
    unitsTaken: stockBefore.remaining - stockAfter.remaining,
    walBytesPerOrder: Math.round((writesAfter.wal - writesBefore.wal) / Math.max(created, 1)),
    // Stock updates that rewrote only the row (HOT), not every index of products.
    hotUpdatePercent: percent(writesAfter.hot - writesBefore.hot, writesAfter.updates - writesBefore.updates),
    // Every 201 is one order and one unit, and at most one order per connection was cut off at the
    // stop: no lost or extra orders under load.
    consistent:
      unansweredAtStop >= 0 &&
      unansweredAtStop <= connections &&
      stockBefore.remaining - stockAfter.remaining === created &&
      result.non2xx === 0,
  };
}

/**
 * Samples the product's stock while the burst runs, as often as one connection can, so that a
 * stock level below zero would be seen even if a later update hid it.
 */
function watchStock(db, productId) {
  let running = true;
  let lowest = Infinity;
  let samples = 0;
  const done = (async () => {
    while (running) {
      const { remaining } = await stockOf(db, productId);
      lowest = Math.min(lowest, remaining);
      samples += 1;
      await sleep(1);
    }
  })();
  return async () => {
    running = false;
    await done;
    return { lowest, samples };
  };
}

async function checkOversell({ shopUrl, db, customers, product, deliveryFee, stock, requests }) {
  await db.query('UPDATE products SET remaining = $2 WHERE id = $1', [product.id, stock]);
  const before = await ordersFor(db, product.id);
  const stopWatching = watchStock(db, product.id);
  // One connection per request and one request each: all of them in flight at once.
  const result = await autocannon({
    url: shopUrl,
    connections: requests,
    amount: requests,
    timeout: 60,
    requests: orderRequests(customers, [product], deliveryFee, `burst-${randomUUID()}`),
  });
  const watched = await stopWatching();
  const after = await settledOrdersFor(db, product.id);
  const finalStock = await stockOf(db, product.id);
  const statusCodes = statusCounts(result);
  const created = after.orders - before.orders;
  const conflicts = statusCodes['409'] ?? 0;
  const accepted = statusCodes['201'] ?? 0;
  const otherAnswers = requests - accepted - conflicts;
  const held =
    created === stock &&
    accepted === stock &&
    after.units - before.units === stock &&
    finalStock.remaining === 0 &&
    watched.lowest >= 0 &&
    conflicts === requests - stock &&
    otherAnswers === 0;
  return {
    productId: product.id,
    stock,
    requests,
    customers: customers.length,
    accepted,
    conflicts,
    otherAnswers,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    ordersCreated: created,
    unitsSold: after.units - before.units,
    finalStock: finalStock.remaining,
    lowestStockSeen: watched.lowest,
    stockSamples: watched.samples,
    p50: result.latency.p50,
    p99: result.latency.p99,
    held,
  };
}

/** The same runs on one build: its own scratch database with the demo catalogue its seed writes. */
async function measureBuild(build, { durationSeconds, connections, customerCount, burstRequests, burstStock }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-orders-'));
  try {
    return await withTemporaryDatabase(
      'run',
      async (databaseUrl) => {
        const shop = await startShop({
          dataDir,
          databaseUrl,
          demoSeed: true,
          server: build.server,
          // The bench's sign-ins arrive as from many addresses through a proxy on 127.0.0.1.
          env: { TRUST_PROXY: '127.0.0.1' },
        });
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          const runId = Date.now().toString(36);
          const customers = await signIn(shop.url, await addCustomers(db, customerCount, runId));
          await liftOrderCaps(shop.url, customers[0]);
          const deliveryFee = await insideDhakaFee(shop.url);
          const [burstId, ...spreadIds] = await pickProducts(db, SPREAD_PRODUCTS);
          const products = [];
          for (const id of spreadIds) products.push(await productForCheckout(shop.url, id));
          const common = { shopUrl: shop.url, db, customers, deliveryFee, durationSeconds, connections };
          const hot = await measureThroughput({ ...common, products: products.slice(0, 1) });
          const spread = await measureThroughput({ ...common, products });
          // Sizes and colours: as many lines, each a variant of a garment or a shoe (this tree only).
          const variants = (await hasVariants(db))
            ? await measureThroughput({ ...common, products: await pickVariants(shop.url, db, SPREAD_PRODUCTS) })
            : null;
          const oversell = await checkOversell({
            shopUrl: shop.url,
            db,
            customers,
            product: await productForCheckout(shop.url, burstId),
            deliveryFee,
            stock: burstStock,
            requests: burstRequests,
          });
          return { build: build.name, deliveryFee, hot, spread, variants, oversell };
        } finally {
          await db.end();
          await shop.stop();
        }
      },
      { prefix: 'bench_orders_' },
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL only: the oversell check is about concurrent transactions, which PGlite (one
 * connection) never has. `databaseUrl` is not used: the bench writes orders and stock, so every
 * build works on a scratch database of its own (`bench_orders_*`, dropped at the end), this tree
 * first and then the baseline commit (0256940 unless `baseline` says otherwise; 'none' skips it).
 * @param {{ engines?: string[], durationSeconds?: number, connections?: number, customers?: number,
 *   burstRequests?: number, burstStock?: number, baseline?: string }} options
 */
export async function run({
  engines = ['postgres'],
  durationSeconds = 10,
  connections = 10,
  customers: customerCount = 50,
  burstRequests = 200,
  burstStock = 10,
  baseline: baselineCommit = DEFAULT_BASELINE,
} = {}) {
  if (!engines.includes('postgres')) {
    console.log('\norder-load runs on PostgreSQL only (--engine=postgres); skipped');
    return null;
  }
  console.log(
    `\norder-load on postgres: ${customerCount} customers; throughput ${connections} connections for ${durationSeconds} s ` +
      `on one product, then spread over ${SPREAD_PRODUCTS}; oversell burst of ${burstRequests} orders for ${burstStock} in stock` +
      (baselineCommit === 'none' ? '' : `; beside ${baselineCommit}`),
  );
  const builds = [{ name: 'this tree', server: apiServer }];
  const baseline = baselineCommit === 'none' ? null : await buildCommit(baselineCommit);
  if (baseline) builds.push({ name: baselineCommit, server: baseline.server });
  const results = [];
  try {
    for (const build of builds) {
      results.push(
        await measureBuild(build, { durationSeconds, connections, customerCount, burstRequests, burstStock }),
      );
    }
  } finally {
    if (baseline) await rm(baseline.dir, { recursive: true, force: true });
  }
  report(results);
  await saveResult('order-load', { engine: 'postgres', baseline: baselineCommit, builds: results });
  return results;
}

function report(results) {
  const { hot } = results[0];
  printTable(
    `POST ${ORDER_PATH} on postgres (cash on delivery, ${hot.customers} customers, ${hot.connections} connections, ${hot.durationSeconds} s)`,
    results.flatMap(({ build, hot, spread, variants }) =>
      [
        ['1 product', hot],
        [`${spread.products} products`, spread],
        ...(variants ? [[`${variants.lines} variants of ${variants.products}`, variants]] : []),
      ].map(([products, throughput]) => ({
        build,
        products,
        'req/s': throughput.requestsPerSecond,
        'p50 ms': throughput.p50,
        'p97.5 ms': throughput.p97_5,
        'p99 ms': throughput.p99,
        '2xx': throughput.answered2xx,
        'non-2xx': throughput.non2xx,
        'errors+timeouts': throughput.errors + throughput.timeouts,
        'orders in db': throughput.ordersCreated,
        'cut off at stop': throughput.unansweredAtStop,
        'units taken': throughput.unitsTaken,
        'WAL B/order': throughput.walBytesPerOrder,
        'HOT %': throughput.hotUpdatePercent,
        'orders match': throughput.consistent ? 'yes' : 'NO',
      })),
    ),
  );
  const { oversell } = results[0];
  printTable(
    `oversell: ${oversell.requests} concurrent one-unit orders for ${oversell.stock} in stock, from ${oversell.customers} customers`,
    results.map(({ build, oversell }) => ({
      build,
      201: oversell.accepted,
      409: oversell.conflicts,
      other: oversell.otherAnswers,
      'orders in db': oversell.ordersCreated,
      'units sold': oversell.unitsSold,
      'stock after': oversell.finalStock,
      'lowest seen': oversell.lowestStockSeen,
      'p99 ms': oversell.p99,
      check: oversell.held ? 'held' : 'FAILED',
    })),
  );
  for (const { build, oversell } of results) {
    if (!oversell.held) console.log(`  ${build} status codes: ${JSON.stringify(oversell.statusCodes)}`);
  }
}
