/**
 * Two instances of the shop on one PostgreSQL database, as two processes behind a load balancer:
 * each with its own pool, caches and invalidation bus (Redis when REDIS_URL is set, else
 * LISTEN/NOTIFY), images in one S3 bucket. A write through one is what the other serves, and the
 * background work is done once between them. PGlite is one process's database: skipped there.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_COD_RISK_RULES } from '@dokan/domain';

import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';
import { type InvalidationBus, postgresInvalidations, redisInvalidations } from '../lib/invalidation-bus.ts';
import { ResponseCache } from '../lib/response-cache.ts';
import { createS3Storage } from '../lib/s3-storage.ts';
import { deliverPending, type OutgoingMessage } from '../modules/notifications/dispatcher.ts';
import { enqueue } from '../modules/notifications/notifications.service.ts';
import { cancelAbandonedPayments } from '../modules/payments/abandoned-payments.ts';
import { call, type SignedIn, signedInCustomer } from './accounts.ts';
import { photo, sendForm, signedInAs } from './admin-catalogue.ts';
import { createTestApp, type TestApp } from './app.ts';
import { addCategory, addProduct } from './catalogue-fixtures.ts';
import { orderPayload, placeOrder, stockOf } from './orders.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { DATABASE_URL: serverUrl, REDIS_URL: redisUrl } = loadConfig();
/** Far longer than any test: an answer another process must drop can only go through the bus. */
const LONG_TTL_MS = 10 * 60_000;
const silent = { warn: () => undefined } as never;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let s3: TestS3Server;
const databases: DatabaseHandle[] = [];
let a: TestApp;
let b: TestApp;
let admin: SignedIn;
let categoryId: string;

/** One "process": its own pool and bus, the shared database and bucket. */
async function shopProcess(storage: ReturnType<typeof createS3Storage>, channel: string) {
  const database = await openDatabase({ databaseUrl: scratch.url });
  databases.push(database);
  let bus!: InvalidationBus;
  const app = await createTestApp({
    database,
    storage,
    responseCache: new ResponseCache({ ttlMs: LONG_TTL_MS }),
    invalidations: (log) =>
      (bus = redisUrl
        ? redisInvalidations({ redisUrl, log, channel })
        : postgresInvalidations({ databaseUrl: scratch.url, db: database.db, log, channel })),
  });
  await bus.listening();
  return app;
}

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'dokan_cluster');
  s3 = await startS3Server();
  const storage = createS3Storage(s3.config);
  const channel = `dokan_test_${Math.random().toString(36).slice(2)}`;
  a = await shopProcess(storage, channel);
  b = await shopProcess(storage, channel);
  admin = await signedInAs(a, 'admin');
  categoryId = (await addCategory(a.db, 'Eid Collection')).id;
});

afterAll(async () => {
  if (!serverUrl) return;
  await a?.close();
  await b?.close();
  for (const database of databases) await database.close();
  await s3?.close();
  await scratch?.drop();
});

const price = async (t: TestApp, productId: string) =>
  (await call(t, 'GET', `/api/products/${productId}`)).json().data.productPrice as number;

describe.skipIf(!serverUrl)('two processes of one shop', () => {
  it('a price changed through A is what B serves at once, and checkout through B at the new price succeeds', async () => {
    const product = await addProduct(a.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1250 });
    expect(await price(b, product.id)).toBe(1250);
    expect((await call(b, 'GET', `/api/products/${product.id}`)).headers['x-cache']).toBe('hit');

    const changed = await sendForm(
      a,
      'PUT',
      `/api/products/${product.id}`,
      { productOriginalPrice: '990' },
      [],
      admin.accessToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => price(b, product.id), { timeout: 5_000 }).toBe(990);

    const customer = await signedInCustomer(b);
    const line = { product: { ...product, pricePoisha: 99_000 } };
    const placed = await placeOrder(b, customer, orderPayload(customer, [line]));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("an order through A that takes a product's last unit puts it after those in stock in B's listing at once", async () => {
    const shelf = (await addCategory(a.db, 'Last units')).id;
    const last = await addProduct(a.db, {
      name: 'Last One',
      categoryId: shelf,
      remaining: 1,
      createdAt: new Date('2026-10-02T00:00:00Z'),
    });
    await addProduct(a.db, {
      name: 'Plenty',
      categoryId: shelf,
      remaining: 5,
      createdAt: new Date('2026-10-01T00:00:00Z'),
    });
    // Written straight to the table: the catalogue's change is announced by hand, to both processes.
    a.app.responseCache.invalidate();
    // A new address each time: B keeps each answer as long as the test runs (LONG_TTL_MS).
    let limit = 20;
    const listed = async () =>
      (await call(b, 'GET', `/api/products?category=${shelf}&inStockFirst=true&limit=${limit--}`))
        .json()
        .data.data.map((product: { productName: string }) => product.productName);
    await expect.poll(listed, { timeout: 5_000 }).toEqual(['Last One', 'Plenty']);

    const customer = await signedInCustomer(a);
    const placed = await placeOrder(a, customer, orderPayload(customer, [{ product: last, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    await expect.poll(listed, { timeout: 5_000 }).toEqual(['Plenty', 'Last One']);
  });

  it('delivery fees and COD rules changed through A are what checkout through B charges and applies at once', async () => {
    const product = await addProduct(a.db, { name: 'Jamdani Saree', categoryId, priceTaka: 900, remaining: 50 });
    const customer = await signedInCustomer(b);
    const order = (fee: number) => placeOrder(b, customer, orderPayload(customer, [{ product }], { fee }));
    expect((await order(60)).statusCode).toBe(201);

    const setFees = (shippingFee: number) =>
      call(a, 'POST', '/api/shipping-fee/add', { shippingFee, shippingFeeOutside: 120 }, { token: admin.accessToken });
    const setRules = (verifyFirstOrderAboveTaka: number) =>
      call(
        a,
        'PUT',
        '/api/settings/cod-rules',
        { ...DEFAULT_COD_RISK_RULES, verifyFirstOrderAboveTaka },
        { token: admin.accessToken },
      );
    try {
      expect((await setFees(80)).statusCode).toBe(200);
      await expect.poll(async () => (await order(80)).statusCode, { timeout: 5_000 }).toBe(201);
      expect((await setRules(0)).statusCode).toBe(200);
      await expect.poll(async () => (await order(80)).json().code, { timeout: 5_000 }).toBe('phone-not-confirmed');
    } finally {
      // The shop's defaults again, for the tests after this one.
      await setFees(60);
      await setRules(DEFAULT_COD_RISK_RULES.verifyFirstOrderAboveTaka);
    }
  });

  it('an image uploaded through A is served by B, and once deleted through A, B serves it at no size', async () => {
    const created = await sendForm(
      a,
      'POST',
      '/api/products',
      {
        name: 'Nakshi Kantha',
        originalPrice: '3200',
        discount: '0',
        description: 'Hand-stitched in Jessore.',
        quantity: '1 piece',
        category: categoryId,
        remainingProducts: '4',
      },
      [{ field: 'productImages', bytes: await photo(640, 480) }],
      admin.accessToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, productImages } = created.json().data as { _id: string; productImages: string[] };
    const sizes = productImages.flatMap((url) => [url, `${url}?w=160&h=120&f=webp`]);
    for (const url of sizes) expect((await call(b, 'GET', url)).statusCode, url).toBe(200);

    const deleted = await call(a, 'DELETE', `/api/products/${id}`, undefined, { token: admin.accessToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const url of sizes) await expect.poll(async () => (await call(b, 'GET', url)).statusCode).toBe(404);
  });

  it('delivers each outbox message once when both processes dispatch at the same time', async () => {
    const recipients = Array.from({ length: 45 }, (_, i) => `shopper.${i}@example.com`);
    for (const recipient of recipients) {
      await enqueue(a.db, { channel: 'email', recipient, subject: 'Your order', body: 'On its way' });
    }
    const sent: Array<{ by: string; to: string }> = [];
    const sender = (by: string) => async (message: OutgoingMessage) => {
      await sleep(5); // an SMTP round trip, during which the other process looks for work
      sent.push({ by, to: message.recipient });
    };
    const dispatch = async (t: TestApp, by: string) => {
      while ((await deliverPending(t.db, { email: sender(by) }, silent)) > 0);
    };
    await Promise.all([dispatch(a, 'A'), dispatch(b, 'B')]);

    // Only this test's messages: the shoppers signed up above have their activation mail pending too.
    const ours = sent.filter((s) => recipients.includes(s.to));
    expect(ours.map((s) => s.to).sort()).toEqual([...recipients].sort());
    const pending = await a.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.filter((row) => recipients.includes(row.recipient))).toEqual([]);
  });

  it('cancels each abandoned card payment once, giving its stock back once, when both processes sweep at the same time', async () => {
    const product = await addProduct(a.db, { name: 'Muslin Scarf', categoryId, priceTaka: 800, remaining: 50 });
    const customer = await signedInCustomer(a);
    const line = { product };
    for (let i = 0; i < 12; i++) {
      const placed = await placeOrder(a, customer, orderPayload(customer, [line], { paymentMethod: 'ssl' }));
      expect(placed.statusCode, placed.body).toBe(201);
    }
    expect((await stockOf(a.db, product.id)).remaining).toBe(38);
    // The shoppers closed the gateway's page more than an hour ago.
    await a.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.paymentMethod, 'ssl'));

    const [byA, byB] = await Promise.all([
      cancelAbandonedPayments(a.services.orders),
      cancelAbandonedPayments(b.services.orders),
    ]);

    expect(byA + byB).toBe(12);
    expect((await stockOf(a.db, product.id)).remaining).toBe(50);
    const cancelled = await a.db.select().from(orders).where(eq(orders.status, 'cancelled'));
    expect(cancelled).toHaveLength(12);
  });
});
