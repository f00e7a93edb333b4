/**
 * The web app a shop serves is React's production build, even when the shell that builds it has
 * NODE_ENV=development (the README's default for a laptop): the browser's and the server's bundles
 * carry none of React's development warnings.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A text only React's development build holds. */
const DEVELOPMENT_REACT = 'unique "key" prop';

const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The built scripts, and those among them with React's development build in them. */
async function buildInDevelopmentShell(...args: string[]): Promise<{ scripts: string[]; development: string[] }> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'dokan-web-build-'));
  outDirs.push(outDir);
  const { status, stderr } = spawnSync('npx', ['vite', 'build', ...args, '--outDir', outDir, '--emptyOutDir'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(status, stderr).toBe(0);
  const scripts = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  const development: string[] = [];
  for (const file of scripts)
    if ((await readFile(path.join(outDir, file), 'utf8')).includes(DEVELOPMENT_REACT)) development.push(file);
  return { scripts, development };
}

describe('the web build with NODE_ENV=development in the shell', () => {
  it("is React's production build, in the browser's bundle and the server's", { timeout: 300_000 }, async () => {
    const browser = await buildInDevelopmentShell();
    expect(browser.scripts.length).toBeGreaterThan(0);
    expect(browser.development).toEqual([]);
    const server = await buildInDevelopmentShell('--ssr', 'src/entry-server.tsx');
    expect(server.scripts.length).toBeGreaterThan(0);
    expect(server.development).toEqual([]);
  });
});
