/**
 * Another commit of the shop, exported with `git archive` into a temporary folder and built there,
 * for a side-by-side with this tree. Its npm packages are this tree's, linked rather than installed
 * again, and those it depends on that this tree no longer has are installed beside them; the
 * workspace's own packages (@dokan/*) are the commit's, so its web app is built from its own domain
 * package.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repoRoot } from './paths.mjs';

/** The workspace packages, by the folder each lives in. */
const WORKSPACES = {
  domain: 'packages/domain',
  api: 'apps/api',
  web: 'apps/web',
  e2e: 'e2e',
  bench: 'bench',
};

function exportCommit(commit, dir) {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['-C', repoRoot, 'archive', commit], { stdio: ['ignore', 'pipe', 'inherit'] });
    const extract = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'inherit', 'inherit'] });
    archive.stdout.pipe(extract.stdin);
    archive.on('exit', (code) => code !== 0 && reject(new Error(`git archive ${commit} exited with ${code}`)));
    extract.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`))));
  });
}

/** The commit's workspaces' dependencies that this tree's node_modules lacks, as `name@range`. */
async function missingDependencies(dir) {
  const missing = new Set();
  for (const folder of Object.values(WORKSPACES)) {
    const manifest = path.join(dir, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { dependencies = {}, devDependencies = {} } = JSON.parse(await readFile(manifest, 'utf8'));
    for (const [name, range] of Object.entries({ ...dependencies, ...devDependencies })) {
      if (!name.startsWith('@dokan/') && !existsSync(path.join(repoRoot, 'node_modules', name))) {
        missing.add(`${name}@${range}`);
      }
    }
  }
  return [...missing];
}

/**
 * node_modules of links: each of this tree's packages, those only the commit needs (installed in
 * the exported folder, without their scripts), and @dokan/* into the exported folder.
 */
async function linkPackages(dir) {
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, '@dokan'), { recursive: true });
  const extra = await missingDependencies(dir);
  const extraRoot = path.join(dir, '.bench-packages');
  if (extra.length) {
    await mkdir(extraRoot, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', extraRoot, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', ...extra],
      {
        stdio: 'inherit',
      },
    );
  }
  const extraModules = path.join(extraRoot, 'node_modules');
  const linked = new Set();
  for (const name of await readdir(path.join(repoRoot, 'node_modules'))) {
    if (name === '@dokan') continue;
    if (name.startsWith('@') && existsSync(path.join(extraModules, name))) {
      // A scope both have: its packages one by one, the commit's own where this tree lacks them.
      await mkdir(path.join(modules, name), { recursive: true });
      for (const inner of await readdir(path.join(repoRoot, 'node_modules', name))) {
        await symlink(path.join(repoRoot, 'node_modules', name, inner), path.join(modules, name, inner));
        linked.add(`${name}/${inner}`);
      }
    } else {
      await symlink(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
      linked.add(name);
    }
  }
  for (const spec of extra) {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    if (!linked.has(name)) await symlink(path.join(extraModules, name), path.join(modules, name));
  }
  for (const [name, folder] of Object.entries(WORKSPACES)) {
    await symlink(path.join(dir, folder), path.join(modules, '@dokan', name));
  }
  // The API's own copies (packages whose versions differ from the root's).
  await mkdir(path.join(dir, 'apps/api'), { recursive: true });
  await symlink(path.join(repoRoot, 'apps/api/node_modules'), path.join(dir, 'apps/api/node_modules'));
}

/**
 * Builds `commit`: its API (`apps/api/dist/server.js`), and with `web` its web app and server
 * renderer too (`apps/web/dist`, which that server serves). Remove `dir` when done.
 * @param {string} commit
 * @param {{ web?: boolean }} options
 */
export async function buildCommit(commit, { web = false } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), `dokan-bench-${commit}-`));
  try {
    await exportCommit(commit, dir);
    await linkPackages(dir);
    // The root's build: web app, its precompressed files, then the API.
    if (web) execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    else execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(dir, 'apps/api'), stdio: 'inherit' });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, server: path.join(dir, 'apps/api/dist/server.js'), webDist: path.join(dir, 'apps/web/dist') };
}
