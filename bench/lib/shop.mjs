/** The built shop (apps/api/dist/server.js, after `npm run build`) as a separate process on 127.0.0.1. */
import { existsSync } from 'node:fs';

import { apiServer } from './paths.mjs';
import { startNode } from './processes.mjs';

/**
 * @param {{ dataDir: string, databaseUrl?: string, demoSeed: boolean, serveWeb?: boolean, responseCache?: boolean,
 *   env?: Record<string, string | undefined>, server?: string }} options `env` adds to or overrides the server's
 *   environment; `server` is another build's server.js (an older commit's, for a side-by-side)
 */
export function startShop({
  dataDir,
  databaseUrl,
  demoSeed,
  serveWeb = false,
  responseCache = true,
  env = {},
  server = apiServer,
}) {
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`npm run build\` first`);
  return startNode(server, {
    readyPath: '/api/categories',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_SEED: String(demoSeed),
      LOG_LEVEL: 'warn',
      // Unset lets the server find apps/web/dist; empty serves the API alone.
      WEB_DIST: serveWeb ? undefined : '',
      // Unset keeps the shop's default; 0 makes every request a cache miss.
      RESPONSE_CACHE_TTL_MS: responseCache ? undefined : '0',
      // A backup of its own a minute after start would fall inside the measurements (mix --backup takes one on purpose).
      BACKUP_EVERY_HOURS: '0',
      ...env,
    },
  });
}
