/**
 * The fault run, on PostgreSQL: two shop processes (the built server, demo catalogue) reach one
 * scratch database through the test harness's TCP proxy (apps/api/src/test/tcp-proxy.ts). An order
 * storm runs against both, as a load balancer would send it (a request refused by one process is
 * sent again to the other with the same Idempotency-Key); partway through one process is killed -9,
 * later the database connection is cut for 5 s (open connections closed, new ones refused), then
 * restored. Afterwards, read around the proxy:
 *
 * - every acknowledged order is in the database (and the few placed but never answered: requests in
 *   flight when the storm stopped, or abandoned after a 503 when it did);
 * - stock + units ordered is what the stock was before the storm;
 * - every answer given while the database was cut is a 503 (never a 500, never a hang);
 * - the recovery time: from the restore to the first order placed after it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { register } from 'tsx/esm/api';

import { withTemporaryDatabase } from '../lib/postgres.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';
import {
  addCustomers,
  insideDhakaFee,
  liftOrderCaps,
  orderPayload,
  ordersFor,
  productForCheckout,
  signIn,
} from '../order-load/index.mjs';

// The proxy is the tests' own, in TypeScript.
register();
const { startTcpProxy } = await import('../../apps/api/src/test/tcp-proxy.ts');

const ORDER_PATH = '/api/order/post-order';
const STOCK = 1_000_000;
/** Seconds from the start of the storm. */
const TIMELINE = { kill: 4, cut: 8, restore: 13, end: 20 };
/** A client told 503 tries again this soon (sooner than Retry-After asks, to time the recovery finely). */
const RETRY_MS = 100;

/** Sends one order, to the first live process from `preferred` on; a refused connection moves it to the next. */
async function placeOrder(shops, preferred, request, answers) {
  for (let attempt = 0; attempt < shops.length * 2; attempt++) {
    const shop = shops[(preferred + attempt) % shops.length];
    if (shop.dead) continue;
    const sentAt = Date.now();
    try {
      const response = await fetch(shop.url + ORDER_PATH, { ...request, signal: AbortSignal.timeout(60_000) });
      const body = await response.json().catch(() => null);
      answers.push({ sentAt, at: Date.now(), status: response.status, orderId: body?.data?._id ?? null });
      return;
    } catch (error) {
      // The process is gone (killed) or dropped the connection: the load balancer tries the other.
      answers.push({ sentAt, at: Date.now(), status: 'connection lost', orderId: null });
      if (error?.cause?.code === 'ECONNREFUSED') shop.dead = true;
    }
  }
}

async function storm({ shops, customers, product, deliveryFee, connections, events }) {
  const answers = [];
  const bodies = customers.map((customer) => JSON.stringify(orderPayload(customer, product, deliveryFee)));
  const started = Date.now();
  const until = started + TIMELINE.end * 1000;
  let sent = 0;
  const worker = async (index) => {
    while (Date.now() < until) {
      const n = sent++;
      const customer = n % customers.length;
      const request = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${customers[customer].token}`,
          'idempotency-key': `fault-${events.runId}-${n}`,
        },
        body: bodies[customer],
      };
      // A shopper told 503 presses Place Order again: the checkout page sends the same Idempotency-Key,
      // so an order that was committed just as the connection broke comes back rather than twice.
      await placeOrder(shops, index, request, answers);
      while (answers.at(-1)?.status === 503 && Date.now() < until) {
        await sleep(RETRY_MS);
        await placeOrder(shops, index, request, answers);
      }
    }
  };
  const timeline = (async () => {
    await sleep(TIMELINE.kill * 1000);
    events.kill = Date.now();
    shops[1].kill();
    await sleep((TIMELINE.cut - TIMELINE.kill) * 1000);
    events.cut = Date.now();
    events.proxy.down();
    await sleep((TIMELINE.restore - TIMELINE.cut) * 1000);
    events.restore = Date.now();
    events.proxy.restore();
  })();
  await Promise.all([timeline, ...Array.from({ length: connections }, (_, i) => worker(i))]);
  return { answers, started };
}

/** Orders whose placing was answered with the order (201, or 200 for a replayed Idempotency-Key). */
const acknowledgedIds = (answers) => [
  ...new Set(answers.filter((a) => (a.status === 201 || a.status === 200) && a.orderId).map((a) => a.orderId)),
];

function summarise({ answers, events, stockBefore, stockAfter, ordered, present, connections }) {
  const acknowledged = acknowledgedIds(answers);
  const count = (list) =>
    list.reduce(
      (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
      /** @type {Record<string, number>} */ ({}),
    );
  const duringCut = answers.filter((a) => a.at >= events.cut && a.at < events.restore);
  const firstOrderAfter = answers
    .filter((a) => a.status === 201 && a.sentAt >= events.restore)
    .reduce((first, a) => Math.min(first, a.at), Infinity);
  return {
    connections,
    timeline: TIMELINE,
    answers: answers.length,
    statusCodes: count(answers),
    acknowledged: acknowledged.length,
    acknowledgedPresent: present,
    ordersInDatabase: ordered.orders,
    unitsOrdered: ordered.units,
    stockBefore,
    stockAfter,
    stockConstant: stockAfter + ordered.units === stockBefore,
    answersDuringCut: count(duringCut),
    cutAnswersAll503: duringCut.length > 0 && duringCut.every((a) => a.status === 503),
    recoveryMs: Number.isFinite(firstOrderAfter) ? firstOrderAfter - events.restore : null,
  };
}

/**
 * PostgreSQL only (PGlite has no connection to cut). Options: --connections (16 concurrent shoppers),
 * --customers (30 signed-in accounts).
 */
export async function run({ engines = ['postgres'], connections = 16, customers: customerCount = 30 } = {}) {
  if (!engines.includes('postgres')) {
    console.log('\nfault-run needs PostgreSQL (--engine=postgres); skipped');
    return null;
  }
  console.log(
    `\nfault-run: ${connections} concurrent shoppers ordering through two processes for ${TIMELINE.end} s; ` +
      `process b killed -9 at ${TIMELINE.kill} s, the database cut from ${TIMELINE.cut} s to ${TIMELINE.restore} s`,
  );
  const dataDirs = [];
  try {
    return await withTemporaryDatabase(
      'faults',
      async (databaseUrl) => {
        const target = new URL(databaseUrl);
        const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
        const shops = [];
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          for (const name of ['a', 'b']) {
            const dataDir = await mkdtemp(path.join(tmpdir(), `dokan-bench-faults-${name}-`));
            dataDirs.push(dataDir);
            shops.push({ name, dataDir });
          }
          // Both start at once, as behind a load balancer; one seeds the demo shop, the other waits for it.
          const shared = { JWT_SECRET: randomUUID() + randomUUID(), TRUST_PROXY: '127.0.0.1' };
          const started = await Promise.all(
            shops.map((shop) =>
              startShop({
                dataDir: shop.dataDir,
                databaseUrl: proxy.through(databaseUrl),
                demoSeed: true,
                env: shared,
              }),
            ),
          );
          started.forEach((running, i) =>
            Object.assign(shops[i], {
              url: running.url,
              stop: running.stop,
              dead: false,
              // No goodbye, and nobody is told: the shoppers' requests find out, as a load balancer's would.
              kill: () => process.kill(running.pid, 'SIGKILL'),
            }),
          );

          const runId = Date.now().toString(36);
          const customers = await signIn(shops[0].url, await addCustomers(db, customerCount, runId));
          await liftOrderCaps(shops[0].url, customers[0]);
          const { rows } = await db.query('SELECT id FROM products ORDER BY remaining DESC, id LIMIT 1');
          await db.query('UPDATE products SET remaining = $2 WHERE id = $1', [rows[0].id, STOCK]);
          const product = await productForCheckout(shops[0].url, rows[0].id);
          const deliveryFee = await insideDhakaFee(shops[0].url);
          const before = await ordersFor(db, product.id);

          const events = { runId, proxy };
          const { answers } = await storm({ shops, customers, product, deliveryFee, connections, events });
          // Orders the surviving process was still placing when the storm stopped.
          await sleep(1_000);
          const after = await ordersFor(db, product.id);
          const { rows: stock } = await db.query('SELECT remaining FROM products WHERE id = $1', [product.id]);
          const { rows: found } = await db.query('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[])', [
            acknowledgedIds(answers),
          ]);
          const result = summarise({
            answers,
            events,
            connections,
            stockBefore: STOCK,
            stockAfter: stock[0].remaining,
            ordered: { orders: after.orders - before.orders, units: after.units - before.units },
            present: found[0].n,
          });
          report(result);
          await saveResult('fault-run', result);
          return result;
        } finally {
          await db.end();
          for (const shop of shops) await shop.stop?.();
          await proxy.close();
        }
      },
      { prefix: 'bench_faults_' },
    );
  } finally {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
}

function report(result) {
  printTable('order storm on two processes: process b killed -9, the database cut for 5 s', [
    {
      answers: result.answers,
      acknowledged: result.acknowledged,
      'all in db': verdict(result.acknowledgedPresent === result.acknowledged),
      'orders in db': result.ordersInDatabase,
      'placed, not answered': result.ordersInDatabase - result.acknowledged,
      'units ordered': result.unitsOrdered,
      'stock + units': result.stockAfter + result.unitsOrdered,
      'stock constant': verdict(result.stockConstant),
      'cut answers all 503': verdict(result.cutAnswersAll503),
      'recovery ms': result.recoveryMs ?? 'never',
    },
  ]);
  console.log(`  every answer:        ${JSON.stringify(result.statusCodes)}`);
  console.log(`  answers during cut:  ${JSON.stringify(result.answersDuringCut)}`);
}
