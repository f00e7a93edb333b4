/**
 * The 100k-product database the API load and EXPLAIN benchmarks share, filled by the catalogue
 * generator (bench/generate-catalogue). PGlite folders are kept under bench/results/cache, keyed
 * by the generator's and the migrations' contents, because filling one takes minutes; PostgreSQL
 * databases are created for the run and dropped after it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { repoRoot, resultsDir } from './paths.mjs';
import { execute, withTemporaryDatabase } from './postgres.mjs';

export const CATALOGUE_SIZE = 100_000;
const GENERATOR = path.join(repoRoot, 'bench/generate-catalogue.ts');
const MIGRATIONS = path.join(repoRoot, 'apps/api/drizzle');

/** @typedef {{ engine: 'pglite' | 'postgres', dataDir?: string, databaseUrl?: string }} Catalogue */

/**
 * Fills the database `env` names with the generator of the tree at `root` (this one, or another
 * commit exported by build-commit), which also migrates it to that tree's schema.
 */
export function generate(env, root = repoRoot) {
  return new Promise((resolve, reject) => {
    const generator = path.join(root, 'bench/generate-catalogue.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', generator, '--products', String(CATALOGUE_SIZE)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`catalogue generator exited with ${code}`)),
    );
  });
}

async function contentKey() {
  const hash = createHash('sha256').update(await readFile(GENERATOR));
  for (const name of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(await readFile(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function cachedPgliteDir() {
  const dir = path.join(resultsDir, 'cache', `pglite-${CATALOGUE_SIZE}-${await contentKey()}`);
  if (existsSync(dir)) return dir;
  // Fill a side folder and rename it, so an interrupted run never leaves a half-filled cache.
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  console.log(`filling a PGlite catalogue of ${CATALOGUE_SIZE} products (cached in ${path.relative(repoRoot, dir)})`);
  await generate({ DATA_DIR: partial, DATABASE_URL: undefined });
  await rename(partial, dir);
  return dir;
}

/**
 * Autovacuum would vacuum and analyze the freshly filled table a minute or so later (PostgreSQL 13+
 * also vacuums after inserts, which sets the visibility map that index-only scans rely on); do it
 * now so that every run plans and reads as a live shop would. PGlite has no autovacuum, so its
 * folder stays as the shop would see it.
 */
export const settle = (databaseUrl) => execute('VACUUM ANALYZE', databaseUrl);

/**
 * Runs `fn(catalogue)` against a 100k-product database on the given engine: on PostgreSQL a fresh
 * one, or `databaseUrl` when given (an already filled catalogue, kept afterwards).
 * @template T
 * @param {'pglite' | 'postgres'} engine
 * @param {(catalogue: Catalogue) => Promise<T>} fn
 * @param {{ databaseUrl?: string }} [options]
 */
export async function withCatalogue(engine, fn, { databaseUrl: existing } = {}) {
  if (!existsSync(GENERATOR)) throw new Error(`${path.relative(repoRoot, GENERATOR)} is missing`);
  if (engine === 'pglite') return fn({ engine, dataDir: await cachedPgliteDir() });
  if (existing) {
    console.log(`using the PostgreSQL catalogue at ${existing}`);
    await settle(existing);
    return fn({ engine, databaseUrl: existing });
  }
  return withTemporaryDatabase('catalogue', async (databaseUrl) => {
    console.log(`filling a PostgreSQL catalogue of ${CATALOGUE_SIZE} products`);
    await generate({ DATABASE_URL: databaseUrl });
    await settle(databaseUrl);
    return fn({ engine, databaseUrl });
  });
}
