// `npm start` builds only when what the build reads changed since the last build: a fingerprint of
// those files' contents is kept beside the built server. A fresh clone (no fingerprint) builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: sources, their configuration and the installed packages' lock. */
const INPUTS = [
  'apps/web',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/domain',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/precompress.mjs',
];
/** Outputs and tools' own folders inside the inputs. */
const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.vite']);
/** Test files do not reach the build. */
const TEST_FILE = /\.test\.tsx?$/;

const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server',
  'apps/api/dist/server.js',
  'apps/api/dist/backup.js',
  'apps/api/dist/restore.js',
];
const STAMP = path.join(root, 'apps/api/dist/.build-fingerprint');

function* files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* files(child);
    else if (!TEST_FILE.test(entry.name)) yield child;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => [...files(input)].sort())) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const current = fingerprint();
const built = OUTPUTS.every((output) => existsSync(path.join(root, output)));
const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;

if (built && previous === current) {
  console.log('The build is up to date with the sources.');
} else {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}
