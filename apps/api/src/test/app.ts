/**
 * The real app on a fresh database and a throw-away data folder, for route tests. Images are kept in
 * that folder, or in a bucket of an s3rver started for this app when TEST_S3=1 (or `s3: true`).
 * Tests of several processes give each app the same `database` and `storage` (closed by the test).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { COD_RULES_MAX_THRESHOLD_TAKA, DEFAULT_ORDER_CAPS, ORDER_CAPS_MAX, type OrderCaps } from '@dokan/domain';

import { type AppOptions, assembleApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { shopSettings } from '../db/schema.ts';
import { createMemoryStore, createRedisStore } from '../lib/rate-limit-store.ts';
import { createS3Storage } from '../lib/s3-storage.ts';
import { createLocalStorage, type Storage } from '../lib/storage.ts';
import type { AccountsConfig } from '../modules/accounts/accounts.module.ts';
import type { CouriersConfig } from '../modules/couriers/couriers.module.ts';
import type { MediaLimits } from '../modules/media/media.module.ts';
import type { PaymentsConfig } from '../modules/payments/payments.module.ts';
import { openTestDatabase } from './database.ts';
import { startS3Server, testOnS3 } from './s3-server.ts';

/** Rate limits are shared through Redis when REDIS_URL is set, as in production; each app gets its own keys. */
export interface TestAppOptions extends Partial<
  Pick<
    AppOptions,
    | 'trustProxy'
    | 'responseCache'
    | 'devTools'
    | 'apiDocs'
    | 'publicUrl'
    | 'webDist'
    | 'invalidations'
    | 'metrics'
    | 'importPictures'
    | 'meta'
  >
> {
  accounts?: Partial<AccountsConfig>;
  payments?: Partial<PaymentsConfig>;
  /** Couriers to book with (their protocol servers in the test); none unless given. */
  couriers?: CouriersConfig;
  /** The media limits; the configuration's defaults unless given. */
  media?: Partial<Omit<MediaLimits, 'cacheDir'>>;
  /** Store images in S3 rather than the data folder; TEST_S3 decides unless given. */
  s3?: boolean;
  /** A database shared with other apps (another process of the same shop), left open on close. */
  database?: DatabaseHandle;
  /** Image storage shared with other apps, left open on close. */
  storage?: Storage;
  /**
   * The first-order COD rule: 'shop' keeps the shop's default amount; 'lenient' (unless told) lifts it
   * to its largest, so tests about something else may place several COD orders to one phone they never
   * confirmed (the rule weighs every open COD order to it, decision 061).
   */
  codRules?: 'shop' | 'lenient';
  /**
   * The owner's caps on orders and SMS (decision 071): 'shop' keeps the defaults; 'lenient' (unless
   * told) lifts them to their largest, so tests about something else may place many orders at once.
   */
  orderCaps?: 'shop' | 'lenient';
}

const liftedOrderCaps = Object.fromEntries(
  Object.keys(DEFAULT_ORDER_CAPS).map((cap) => [cap, ORDER_CAPS_MAX]),
) as unknown as OrderCaps;

export async function createTestApp({
  accounts,
  payments,
  couriers,
  media,
  s3 = testOnS3,
  database,
  storage: sharedStorage,
  codRules = 'lenient',
  orderCaps = 'lenient',
  ...server
}: TestAppOptions = {}) {
  const handle = database ?? (await openTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-test-'));
  const s3Server = s3 && !sharedStorage ? await startS3Server() : null;
  const bucket = s3Server ? createS3Storage(s3Server.config) : null;
  const storage: Storage = sharedStorage ?? bucket ?? createLocalStorage(path.join(dataDir, 'media'));
  const mediaCacheDir = path.join(dataDir, 'cache', 'media');
  const config = loadConfig();
  const redisUrl = config.REDIS_URL;
  const rateLimitStore = redisUrl ? createRedisStore(redisUrl) : createMemoryStore();
  const { app, services } = await assembleApp({
    db: handle.db,
    publicUrl: 'http://localhost:3000',
    storage,
    media: {
      cacheDir: mediaCacheDir,
      cacheMaxBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
      maxEncodes: config.MEDIA_ENCODE_CONCURRENCY,
      maxQueuedEncodes: config.MEDIA_ENCODE_QUEUE,
      ...media,
    },
    // Requests come from many made-up addresses (test/accounts.ts); dev-access.test.ts checks 'local'.
    devTools: 'open',
    apiDocs: true,
    rateLimits: { store: rateLimitStore, keyPrefix: `test:${randomBytes(6).toString('hex')}` },
    ...server,
    accounts: {
      secret: randomBytes(32).toString('hex'),
      publicUrl: 'http://localhost:3000',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      otpLength: 4,
      googleClientId: null,
      googleJwksUrl: 'http://127.0.0.1:9/no-google-here',
      cookieSecure: true,
      ...accounts,
    },
    payments: {
      publicUrl: 'http://localhost:3000',
      sslcommerz: null,
      sandboxSecret: randomBytes(32).toString('hex'),
      bkash: null,
      nagad: null,
      ...payments,
    },
    couriers,
  });
  const lifted = {
    ...(codRules === 'lenient' && { codVerifyFirstOrderAboveTaka: COD_RULES_MAX_THRESHOLD_TAKA }),
    ...(orderCaps === 'lenient' && liftedOrderCaps),
  };
  if (Object.keys(lifted).length) {
    await handle.db
      .insert(shopSettings)
      .values({ id: 1, ...lifted })
      .onConflictDoUpdate({ target: shopSettings.id, set: lifted });
  }
  return {
    app,
    /** The modules' services, for what no route drives. */
    services,
    db: handle.db,
    storage,
    /** The bucket `storage` writes to, for tests that look behind it; null on the data folder. */
    s3: s3Server?.config ?? null,
    mediaCacheDir,
    async close() {
      await app.close();
      await rateLimitStore.close();
      if (!database) await handle.close();
      bucket?.close();
      await s3Server?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Runs `check` against an app of its own, closed afterwards. */
export async function withTestApp(options: TestAppOptions, check: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(options);
  try {
    await check(t);
  } finally {
    await t.close();
  }
}
