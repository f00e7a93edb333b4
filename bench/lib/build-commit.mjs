/**
 * Another commit of the shop, exported with `git archive` into a temporary folder and built there,
 * for a side-by-side with this tree. Its npm packages are this tree's, linked rather than installed
 * again; the workspace's own packages (@dokan/*) are the commit's, so its web app is built from its
 * own domain package.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
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

/** node_modules of links: each of this tree's packages, and @dokan/* into the exported folder. */
async function linkPackages(dir) {
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, '@dokan'), { recursive: true });
  for (const name of await readdir(path.join(repoRoot, 'node_modules'))) {
    if (name !== '@dokan') await symlink(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
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
