/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on close), so both engines run
 * the same suite.
 */
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = loadConfig().DATABASE_URL;
  if (!serverUrl) return openDatabase({});

  const scratch = await createScratchDatabase(serverUrl, 'dokan_test');
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
