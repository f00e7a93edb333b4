/**
 * Start-up: how long a second `npm start` (the demo shop already in its data folder) takes to its
 * first answer of `/`, beside the command `npm start` used to run before it learnt to skip an
 * unchanged build (`npm run build && node apps/api/dist/server.js`), in the same run on the same tree.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { repoRoot } from '../lib/paths.mjs';
import { freePort } from '../lib/processes.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';

const BUDGET_SECONDS = 5;
const COMMANDS = {
  'npm start': 'npm start',
  'build every start (before)': 'npm run build && node apps/api/dist/server.js',
};

/** Runs `command` in its own process group; resolves with the seconds to the first 2xx of `/`, then stops it. */
async function secondsToFirstAnswer(command, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > 600_000) throw new Error(`${command} did not answer in 10 minutes`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await sleep(50);
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The group: npm, its shell and the server it started.
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ runs }) {
  const rows = [];
  for (const [name, command] of Object.entries(COMMANDS)) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-start-'));
    try {
      console.log(`${name}: a first start fills the demo shop...`);
      await secondsToFirstAnswer(command, dataDir);
      const seconds = [];
      for (let i = 0; i < runs; i++) seconds.push(await secondsToFirstAnswer(command, dataDir));
      const value = median(seconds);
      rows.push({
        command: name,
        runs,
        medianSeconds: value.toFixed(2),
        allSeconds: seconds.map((s) => s.toFixed(2)).join(' '),
        budget: verdict(value <= BUDGET_SECONDS),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  printTable(`A second start to the first answer of / (budget: <= ${BUDGET_SECONDS} s)`, rows);
  await saveResult('start', { rows });
}
