/** The real app on a fresh database and a throw-away data folder, for route tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../app.ts';
import type { ResponseCache } from '../lib/response-cache.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { openTestDatabase } from './database.ts';

export async function createTestApp(options: { responseCache?: ResponseCache } = {}) {
  const handle = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-test-'));
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  const mediaCacheDir = path.join(dataDir, 'cache', 'media');
  const app = await buildApp({ db: handle.db, storage, mediaCacheDir, responseCache: options.responseCache });
  return {
    app,
    db: handle.db,
    storage,
    mediaCacheDir,
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
