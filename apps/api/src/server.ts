/** Reads the configuration, opens (and if empty, fills) the database, listens, and stops cleanly. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed/demo-seed.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { createLocalStorage } from './lib/storage.ts';

const config = loadConfig();
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
  onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
});

const storage = createLocalStorage(path.join(config.DATA_DIR, 'media'));

const app = await buildApp({
  db: database.db,
  storage,
  mediaCacheDir: path.join(config.DATA_DIR, 'cache', 'media'),
  logger: { level: config.LOG_LEVEL },
  webDist: config.WEB_DIST ?? defaultWebDist,
  responseCache: new ResponseCache({ ttlMs: config.RESPONSE_CACHE_TTL_MS }),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (config.DEMO_SEED) {
  const seed = await seedDemoCatalogue(database.db, storage);
  if (seed.seeded) {
    await database.db.execute(sql`ANALYZE`);
    app.log.info(seed, 'filled the empty shop with the demo catalogue');
  }
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Dokan is open at http://localhost:${config.PORT} (database: ${database.kind})`);
