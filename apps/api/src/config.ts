/** Every environment variable the server reads, parsed once. Nothing else reads process.env. */
import path from 'node:path';

import { z } from 'zod';

import { DEFAULT_TIMEOUTS } from './db/postgres-pool.ts';
import { DEV_TOOLS_MODES, type DevToolsMode } from './lib/dev-access.ts';
import type { S3StorageConfig } from './lib/s3-storage.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; without it the shop runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to the PostgreSQL server; processes x this must stay under its max_connections. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
  /** Opening a connection to the server; beyond it the request answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_TIMEOUTS.connectTimeoutMs),
  /** The server cancels a statement running longer (503); the process gives up on a silent network 1 s later. 0: the server's own setting. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_TIMEOUTS.statementTimeoutMs),
  /** The server ends a session idle inside a transaction this long, freeing its locks. 0: the server's own setting. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(DEFAULT_TIMEOUTS.idleInTransactionTimeoutMs),
  /** After SIGTERM, how long requests in flight may take before the remaining connections are cut and the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Share of successful reads (GET, HEAD) the access log keeps: 1 in development, 0.01 in production. */
  LOG_READS_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  /** Fill an empty database with the demo catalogue on start. */
  DEMO_SEED: booleanFlag.default(true),
  /** The built web app to serve; empty serves the API alone. */
  WEB_DIST: z.string().optional(),

  /** Signs access tokens and keys code hashes; required in production, else kept under DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3600)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Digits in a one-time code: the spec's four boxes, or 6 for a stronger code. */
  OTP_LENGTH: z.coerce
    .number()
    .pipe(z.union([z.literal(4), z.literal(6)]))
    .default(4),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Shares rate limits between server processes; without it they are kept in memory. */
  REDIS_URL: z.string().url().optional(),
  /** Which proxies may set X-Forwarded-For: 'true' (any), or addresses/CIDRs separated by commas ('loopback' works). */
  TRUST_PROXY: z.string().optional(),
  /** E-mail goes out through this SMTP server (smtp://user:pass@host:port); without it, it waits in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dokan <no-reply@dokan.local>'),
  /** SMS goes out by POSTing {to, message} here; without it, it waits in the outbox. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** A Meta pixel (its numeric id): with META_CAPI_TOKEN, each order's Purchase goes to Meta once its money is received. */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, "META_PIXEL_ID is the pixel's number, from Events Manager")
    .optional(),
  /** The Conversions API access token Events Manager generates for the pixel. */
  META_CAPI_TOKEN: z.string().optional(),
  /** Meta's Graph API, with its version (a local server in tests). */
  META_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v23.0'),
  /** An SSLCommerz store for online ('ssl') payments; without one the built-in sandbox gateway serves them outside production. */
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  /** SSLCommerz's API: https://sandbox.sslcommerz.com for a test store, https://securepay.sslcommerz.com live. */
  SSLCOMMERZ_API_URL: z.string().url().default('https://sandbox.sslcommerz.com'),
  /** A bKash Tokenized Checkout merchant for 'bkash' payments: the four go together; without them bKash is not offered. */
  BKASH_APP_KEY: z.string().optional(),
  BKASH_APP_SECRET: z.string().optional(),
  BKASH_USERNAME: z.string().optional(),
  BKASH_PASSWORD: z.string().optional(),
  /** bKash's API: https://tokenized.sandbox.bka.sh/v1.2.0-beta for a test merchant, https://tokenized.pay.bka.sh/v1.2.0-beta live. */
  BKASH_API_URL: z.string().url().default('https://tokenized.sandbox.bka.sh/v1.2.0-beta'),
  /** A Nagad merchant for 'nagad' payments: the four go together; without them Nagad is not offered. */
  NAGAD_MERCHANT_ID: z.string().optional(),
  /** The merchant's Nagad account number (01XXXXXXXXX). */
  NAGAD_MERCHANT_NUMBER: z.string().optional(),
  /** Nagad's public key, as Nagad hands it out (bare base64) or PEM. */
  NAGAD_PUBLIC_KEY: z.string().optional(),
  /** The merchant's private key (its public half is given to Nagad), bare base64 or PEM. */
  NAGAD_PRIVATE_KEY: z.string().optional(),
  /** Nagad's API: http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0/api/dfs for a test merchant, https://api.mynagad.com/api/dfs live. */
  NAGAD_API_URL: z.string().url().default('http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0/api/dfs'),
  /** An admin account created, or updated to this password, at every start. */
  /** Steadfast's merchant API keys; both set turn Steadfast on. */
  STEADFAST_API_KEY: z.string().optional(),
  STEADFAST_SECRET_KEY: z.string().optional(),
  STEADFAST_API_URL: z.string().url().default('https://portal.packzy.com/api/v1'),
  /** The token set in Steadfast's panel for our webhook (/api/couriers/steadfast/webhook); unset refuses every webhook. */
  STEADFAST_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Pathao's merchant API (docs/decisions/039): the four credentials together turn Pathao on. */
  PATHAO_CLIENT_ID: z.string().optional(),
  PATHAO_CLIENT_SECRET: z.string().optional(),
  PATHAO_USERNAME: z.string().optional(),
  PATHAO_PASSWORD: z.string().optional(),
  /** The Pathao store parcels are picked up from; unset takes the merchant's default store. */
  PATHAO_STORE_ID: z.coerce.number().int().positive().optional(),
  PATHAO_API_URL: z.string().url().default('https://api-hermes.pathao.com'),
  /** The secret set with our webhook (/api/couriers/pathao/webhook) in Pathao's panel; unset refuses every webhook. */
  PATHAO_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** RedX's open API access token (its merchant panel, Developer API); set turns RedX on. */
  REDX_API_TOKEN: z.string().optional(),
  /** RedX's API: https://openapi.redx.com.bd/v1.0.0-beta live, https://sandbox.redx.com.bd/v1.0.0-beta to test. */
  REDX_API_URL: z.string().url().default('https://openapi.redx.com.bd/v1.0.0-beta'),
  /** The `token` in the callback URL registered with RedX (/api/couriers/redx/webhook?token=...); unset refuses every callback. */
  REDX_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Minutes between asking the couriers about parcels on their way; 0 relies on webhooks alone. */
  COURIER_POLL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /**
   * The outbox page, the demo logins and the sandbox gateway (lib/dev-access.ts): 'local' answers
   * only this machine (the default outside production), 'open' anyone, 'off' nobody (production).
   */
  DEV_TOOLS: z.enum(DEV_TOOLS_MODES).optional(),
  /** The OpenAPI explorer at /api/docs: on by default outside production. */
  API_DOCS: booleanFlag.optional(),
  /** How long public catalogue answers are served from memory (docs/decisions/010); 0 turns it off. */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Disk the resized images may take under DATA_DIR/cache/media; the least recently used go first (docs/decisions/018). */
  MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  /**
   * Images (uploads and the demo catalogue's) go to this S3-compatible bucket instead of DATA_DIR/media,
   * so every process serves them (docs/decisions/022). Bucket, region and both keys go together.
   */
  S3_BUCKET: z.string().optional(),
  /** A non-AWS server (MinIO, Ceph, R2): its address; unset talks to AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; the default when S3_ENDPOINT is set, as self-hosted servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Where backups are written when there is no bucket; DATA_DIR/backups unless set. */
  BACKUP_DIR: z.string().optional(),
  /** With S3_BUCKET, backups go to the bucket under this prefix. */
  BACKUP_S3_PREFIX: z.string().default('backups/'),
  /** Hours between the backups the running shop takes itself; 0 turns them off. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Backups kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /** A bearer that may read /metrics from another machine; without it only this machine may. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Images resized at once; about one per core. */
  MEDIA_ENCODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Resizes that may wait for a slot (a cold Home page asks for a few dozen); beyond them the media route answers 503. */
  MEDIA_ENCODE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
});

type S3Variable =
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE';

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'DATA_DIR' | 'PUBLIC_URL' | 'DEV_TOOLS' | 'API_DOCS' | 'LOG_READS_SAMPLE' | 'BACKUP_DIR' | S3Variable
> & {
  DATA_DIR: string;
  BACKUP_DIR: string;
  /** The bucket images live in; null keeps them under DATA_DIR/media. */
  S3: S3StorageConfig | null;
  DEV_TOOLS: DevToolsMode;
  API_DOCS: boolean;
  LOG_READS_SAMPLE: number;
  /** Where shoppers reach the shop; links in e-mails point here. */
  PUBLIC_URL: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= in a shell or unit file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  if (production && !config.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET is required in production');
  }
  // A live shop never shows reset codes, demo passwords or a gateway that marks orders paid for free.
  if (production && config.DEV_TOOLS && config.DEV_TOOLS !== 'off') {
    throw new Error('Invalid configuration: DEV_TOOLS cannot be turned on in production');
  }
  if (Boolean(config.STEADFAST_API_KEY) !== Boolean(config.STEADFAST_SECRET_KEY)) {
    throw new Error('Invalid configuration: STEADFAST_API_KEY and STEADFAST_SECRET_KEY go together');
  }
  const pathao = [config.PATHAO_CLIENT_ID, config.PATHAO_CLIENT_SECRET, config.PATHAO_USERNAME, config.PATHAO_PASSWORD];
  if (pathao.some(Boolean) && !pathao.every(Boolean)) {
    throw new Error(
      'Invalid configuration: PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD go together',
    );
  }
  if (Boolean(config.SSLCOMMERZ_STORE_ID) !== Boolean(config.SSLCOMMERZ_STORE_PASSWORD)) {
    throw new Error('Invalid configuration: SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together');
  }
  const bkash = [config.BKASH_APP_KEY, config.BKASH_APP_SECRET, config.BKASH_USERNAME, config.BKASH_PASSWORD];
  if (bkash.some(Boolean) && !bkash.every(Boolean)) {
    throw new Error(
      'Invalid configuration: BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD go together',
    );
  }
  const nagad = [
    config.NAGAD_MERCHANT_ID,
    config.NAGAD_MERCHANT_NUMBER,
    config.NAGAD_PUBLIC_KEY,
    config.NAGAD_PRIVATE_KEY,
  ];
  if (nagad.some(Boolean) && !nagad.every(Boolean)) {
    throw new Error(
      'Invalid configuration: NAGAD_MERCHANT_ID, NAGAD_MERCHANT_NUMBER, NAGAD_PUBLIC_KEY and NAGAD_PRIVATE_KEY go together',
    );
  }
  if (production)
    refuseTestEndpoints(config, {
      bkash: bkash.every(Boolean),
      nagad: nagad.every(Boolean),
      pathao: pathao.every(Boolean),
    });
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, ...rest } =
    config;
  return {
    ...rest,
    S3: s3Settings({ S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE }),
    DATA_DIR: path.resolve(config.DATA_DIR),
    BACKUP_DIR: path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups')),
    DEV_TOOLS: config.DEV_TOOLS ?? (production ? 'off' : 'local'),
    API_DOCS: config.API_DOCS ?? !production,
    // Writing every cached answer's line costs a live shop a fifth of its throughput; errors and writes stay.
    LOG_READS_SAMPLE: config.LOG_READS_SAMPLE ?? (production ? 0.01 : 1),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}

/**
 * A live shop's payments are real money and its parcels real parcels: every gateway and courier it
 * is set up with must be the provider's live API, over https. A shop configured from a staging
 * environment (a sandbox URL left in, a plain-http test server) would otherwise take test cards as
 * payment or send API keys in the clear. Checked whatever DEV_TOOLS or the other settings say.
 */
function refuseTestEndpoints(
  config: z.infer<typeof ConfigSchema>,
  merchants: Record<'bkash' | 'nagad' | 'pathao', boolean>,
) {
  const endpoints: [variable: string, url: string, inUse: boolean][] = [
    ['SSLCOMMERZ_API_URL', config.SSLCOMMERZ_API_URL, Boolean(config.SSLCOMMERZ_STORE_ID)],
    ['BKASH_API_URL', config.BKASH_API_URL, merchants.bkash],
    ['NAGAD_API_URL', config.NAGAD_API_URL, merchants.nagad],
    ['STEADFAST_API_URL', config.STEADFAST_API_URL, Boolean(config.STEADFAST_API_KEY)],
    ['PATHAO_API_URL', config.PATHAO_API_URL, merchants.pathao],
    ['REDX_API_URL', config.REDX_API_URL, Boolean(config.REDX_API_TOKEN)],
  ];
  for (const [variable, url, inUse] of endpoints) {
    if (!inUse) continue;
    const { protocol, hostname } = new URL(url);
    if (/sandbox/i.test(hostname)) {
      throw new Error(
        `Invalid configuration: ${variable} is a sandbox (${hostname}); a live shop needs the provider's live API in production`,
      );
    }
    if (protocol !== 'https:') {
      throw new Error(
        `Invalid configuration: ${variable} must use https in production (${url} is plain ${protocol.replace(':', '')})`,
      );
    }
  }
}

/** A half-configured bucket would quietly keep images on one machine's disk: all of them or none. */
function s3Settings(vars: Pick<z.infer<typeof ConfigSchema>, S3Variable>): S3StorageConfig | null {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = vars;
  if (bucket && region && accessKeyId && secretAccessKey) {
    const endpoint = vars.S3_ENDPOINT;
    return {
      bucket,
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(endpoint),
    };
  }
  const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !vars[name]);
  if (missing.length < required.length) {
    throw new Error(`Invalid configuration: ${required.join(', ')} go together; missing ${missing.join(', ')}`);
  }
  if (vars.S3_ENDPOINT || vars.S3_FORCE_PATH_STYLE !== undefined) {
    throw new Error('Invalid configuration: S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET');
  }
  return null;
}

/** TRUST_PROXY as Fastify's trustProxy: unset trusts nobody, so X-Forwarded-For cannot fake an address. */
export function trustProxySetting(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}
