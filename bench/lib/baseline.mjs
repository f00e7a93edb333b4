/** Another commit's API server, for a side-by-side with this tree (the api and media benchmarks). */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repoRoot } from './paths.mjs';

/** The shop's API at `commit`, exported and built in a temporary folder, on this tree's packages. */
export async function buildCommit(commit) {
  const dir = await mkdtemp(path.join(tmpdir(), `dokan-bench-${commit}-`));
  await new Promise((resolve, reject) => {
    const archive = spawn('git', ['-C', repoRoot, 'archive', commit], { stdio: ['ignore', 'pipe', 'inherit'] });
    const extract = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'inherit', 'inherit'] });
    archive.stdout.pipe(extract.stdin);
    archive.on('exit', (code) => code !== 0 && reject(new Error(`git archive ${commit} exited with ${code}`)));
    extract.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`))));
  });
  // Its dependencies are a subset of this tree's: link them rather than install again.
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  await mkdir(path.join(dir, 'apps/api'), { recursive: true });
  await symlink(path.join(repoRoot, 'apps/api/node_modules'), path.join(dir, 'apps/api/node_modules'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(dir, 'apps/api'), stdio: 'inherit' });
  return { dir, server: path.join(dir, 'apps/api/dist/server.js') };
}
