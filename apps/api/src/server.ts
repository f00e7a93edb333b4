/** Reads the configuration, opens (and if empty, fills) the database, listens, and stops cleanly. */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { assembleApp } from './app.ts';
import { backupsConfigFor } from './backup-setup.ts';
import { loadConfig, trustProxySetting } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './demo/demo-seed.ts';
import { type DataDirLock, holdDataDir } from './lib/data-dir-lock.ts';
import {
  type InvalidationBus,
  localInvalidations,
  postgresInvalidations,
  redisInvalidations,
} from './lib/invalidation-bus.ts';
import { createMemoryStore, createRedisStore } from './lib/rate-limit-store.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { createLocalStorage } from './lib/storage.ts';
import { printWelcome } from './lib/welcome.ts';
import {
  cookiesMayBeSecure,
  disableDemoLogins,
  ensureAdmin,
  ensureDemoLogins,
  loadOrCreateSecret,
} from './modules/accounts/accounts.module.ts';
import { startDispatcher } from './modules/notifications/dispatcher.ts';
import { httpSmsSender, smtpSender } from './modules/notifications/drivers.ts';
import { metaGraphSender } from './modules/notifications/meta-graph.ts';
import { deliveryCounts } from './modules/notifications/notifications.module.ts';

const config = loadConfig();
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const production = config.NODE_ENV === 'production';

// A PGlite folder is one process's: a second shop, or a restore, on it would corrupt it (docs/decisions/065).
let dataDirLock: DataDirLock | null = null;
if (!config.DATABASE_URL) {
  try {
    dataDirLock = await holdDataDir(config.DATA_DIR, 'shop');
  } catch (error) {
    console.error(`Dokan cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
/** What `npm run backup` brings to ask this process for a backup of the PGlite folder it holds. */
const backupToken = dataDirLock ? randomBytes(32).toString('hex') : null;

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
  poolSize: config.DB_POOL_SIZE,
  timeouts: {
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  },
  onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  onAvailabilityChange: (reachable, error) =>
    reachable
      ? app.log.info('the database answers again')
      : app.log.error({ err: error }, 'the database cannot be reached; answering 503 until it is back'),
});

// A bucket when one is configured, so every process serves the same images; else a folder on this machine.
const bucket = config.S3 ? createS3Storage(config.S3) : null;
const storage = bucket ?? createLocalStorage(path.join(config.DATA_DIR, 'media'));
const rateLimitStore = config.REDIS_URL ? createRedisStore(config.REDIS_URL) : createMemoryStore();

const secret = await loadOrCreateSecret(config.JWT_SECRET, config.DATA_DIR);

const { app, services } = await assembleApp({
  db: database.db,
  publicUrl: config.PUBLIC_URL,
  storage,
  media: {
    cacheDir: path.join(config.DATA_DIR, 'cache', 'media'),
    cacheMaxBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    maxEncodes: config.MEDIA_ENCODE_CONCURRENCY,
    maxQueuedEncodes: config.MEDIA_ENCODE_QUEUE,
  },
  logger: { level: config.LOG_LEVEL },
  logReadsSample: config.LOG_READS_SAMPLE,
  webDist: config.WEB_DIST ?? defaultWebDist,
  trustProxy: trustProxySetting(config.TRUST_PROXY),
  rateLimits: { store: rateLimitStore, keyPrefix: 'dokan:rl' },
  devTools: config.DEV_TOOLS,
  apiDocs: config.API_DOCS,
  accounts: {
    secret,
    publicUrl: config.PUBLIC_URL,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    otpLength: config.OTP_LENGTH,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    cookieSecure: cookiesMayBeSecure(config.PUBLIC_URL),
  },
  responseCache: new ResponseCache({ ttlMs: config.RESPONSE_CACHE_TTL_MS }),
  invalidations: invalidationBus,
  metrics: { token: config.METRICS_TOKEN ?? null, poolStats: database.poolStats },
  backups: { config: backupsConfigFor(config, database), controlToken: backupToken },
  // Purchases are kept for Meta only when they can be sent.
  meta: config.META_PIXEL_ID
    ? { pixelId: config.META_PIXEL_ID, conversionsApi: Boolean(config.META_CAPI_TOKEN) }
    : null,
  payments: {
    publicUrl: config.PUBLIC_URL,
    sslcommerz:
      config.SSLCOMMERZ_STORE_ID && config.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: config.SSLCOMMERZ_STORE_ID,
            storePassword: config.SSLCOMMERZ_STORE_PASSWORD,
            apiUrl: config.SSLCOMMERZ_API_URL,
          }
        : null,
    bkash:
      config.BKASH_APP_KEY && config.BKASH_APP_SECRET && config.BKASH_USERNAME && config.BKASH_PASSWORD
        ? {
            apiUrl: config.BKASH_API_URL,
            appKey: config.BKASH_APP_KEY,
            appSecret: config.BKASH_APP_SECRET,
            username: config.BKASH_USERNAME,
            password: config.BKASH_PASSWORD,
          }
        : null,
    nagad:
      config.NAGAD_MERCHANT_ID && config.NAGAD_MERCHANT_NUMBER && config.NAGAD_PUBLIC_KEY && config.NAGAD_PRIVATE_KEY
        ? {
            apiUrl: config.NAGAD_API_URL,
            merchantId: config.NAGAD_MERCHANT_ID,
            merchantNumber: config.NAGAD_MERCHANT_NUMBER,
            publicKey: config.NAGAD_PUBLIC_KEY,
            privateKey: config.NAGAD_PRIVATE_KEY,
          }
        : null,
    // The sandbox marks orders paid at a click: only with the development helpers, never on a live shop.
    sandboxSecret:
      config.DEV_TOOLS === 'off' ? null : createHash('sha256').update(`payment-sandbox:${secret}`).digest('hex'),
  },
  couriers: {
    steadfast:
      config.STEADFAST_API_KEY && config.STEADFAST_SECRET_KEY
        ? {
            apiKey: config.STEADFAST_API_KEY,
            secretKey: config.STEADFAST_SECRET_KEY,
            apiUrl: config.STEADFAST_API_URL,
            webhookToken: config.STEADFAST_WEBHOOK_TOKEN ?? null,
          }
        : null,
    pathao:
      config.PATHAO_CLIENT_ID && config.PATHAO_CLIENT_SECRET && config.PATHAO_USERNAME && config.PATHAO_PASSWORD
        ? {
            clientId: config.PATHAO_CLIENT_ID,
            clientSecret: config.PATHAO_CLIENT_SECRET,
            username: config.PATHAO_USERNAME,
            password: config.PATHAO_PASSWORD,
            storeId: config.PATHAO_STORE_ID ?? null,
            apiUrl: config.PATHAO_API_URL,
            webhookSecret: config.PATHAO_WEBHOOK_SECRET ?? null,
          }
        : null,
    redx: config.REDX_API_TOKEN
      ? { token: config.REDX_API_TOKEN, apiUrl: config.REDX_API_URL, webhookToken: config.REDX_WEBHOOK_TOKEN ?? null }
      : null,
    pollMinutes: config.COURIER_POLL_MINUTES,
  },
});

/** Other processes hear this one's cache invalidations through Redis when there is one, else PostgreSQL (docs/decisions/024). */
function invalidationBus(log: FastifyBaseLogger): InvalidationBus {
  if (config.REDIS_URL) return redisInvalidations({ redisUrl: config.REDIS_URL, log });
  if (config.DATABASE_URL) {
    return postgresInvalidations({
      databaseUrl: config.DATABASE_URL,
      db: database.db,
      log,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    });
  }
  return localInvalidations();
}

const dispatcher = startDispatcher(
  database.db,
  {
    email: config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms: config.SMS_GATEWAY_URL ? httpSmsSender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : undefined,
    meta: config.META_CAPI_TOKEN ? metaGraphSender(config.META_GRAPH_URL, config.META_CAPI_TOKEN) : undefined,
  },
  app.log,
  {
    counts: deliveryCounts(services.metrics),
    smsPerPhoneDay: async () => (await services.orderCaps()).smsPerPhoneDay,
  },
);

let closing = false;
/**
 * Stop taking requests, finish those in flight, stop the background work, then let go of the
 * database: within SHUTDOWN_TIMEOUT_MS, or the process exits anyway (a supervisor's grace period
 * is usually 30 s before SIGKILL).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, deadlineMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown deadline passed with work still in flight; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  await Promise.all([app.closeGracefully(), dispatcher.stop()]);
  await rateLimitStore.close();
  bucket?.close();
  await database.close();
  await dataDirLock?.release();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Processes starting together on one database take turns: one seeds, the others find it seeded.
const demoLogins = await database.exclusively(async () => {
  if (config.DEMO_SEED) {
    const seed = await seedDemoCatalogue(database.db, storage);
    if (seed.seeded) {
      await database.db.execute(sql`ANALYZE`);
      app.log.info(seed, 'filled the empty shop with the demo catalogue');
    }
  }
  if (production) {
    // Demo passwords are in the README: a database brought from a laptop must not keep them working.
    const disabled = await disableDemoLogins(database.db);
    if (disabled.length) {
      app.log.warn(
        { emails: disabled },
        'production: the demo logins were disabled (set ADMIN_EMAIL and ADMIN_PASSWORD)',
      );
    }
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    app.log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account ready');
  }
  return config.DEV_TOOLS !== 'off' && config.DEMO_SEED ? ensureDemoLogins(database.db) : [];
});
if (production && (!config.SMTP_URL || !config.SMS_GATEWAY_URL)) {
  app.log.warn('SMTP_URL or SMS_GATEWAY_URL is not set: activation links and codes cannot reach shoppers');
}

// The first shoppers after a start do not wait a second or two for the listing keys and the search
// index of a large catalogue (docs/decisions/051). A database that cannot answer yet does not hold
// the start: the first requests read them then.
await services.warmCatalogue().catch((error: unknown) => {
  app.log.warn({ err: error }, 'the catalogue could not be read ahead; the first requests read it');
});
await app.listen({ port: config.PORT, host: config.HOST });
if (dataDirLock && backupToken) {
  const { port } = app.server.address() as { port: number };
  const wildcard = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.HOST);
  const host = wildcard ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  await dataDirLock.announce({ address: `http://${host}:${port}`, token: backupToken });
}
if (config.DEV_TOOLS === 'off') {
  app.log.info({ database: database.kind, storage: bucket ? 's3' : 'local' }, `Dokan is open at ${config.PUBLIC_URL}`);
} else {
  // A person reads this on a laptop: a block after the server is ready, not a JSON line among requests.
  printWelcome({
    url: `http://localhost:${config.PORT}`,
    database: database.kind,
    outbox: !config.SMTP_URL || !config.SMS_GATEWAY_URL,
    demoLogins,
  });
}
