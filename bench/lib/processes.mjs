/** Child processes for the benchmarks: a free port, start with captured output, wait for HTTP, stop. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <script>` with extra environment and resolves once `readyUrl(port)` answers 2xx.
 * The child runs in its own process so that it never shares an event loop with the load generator.
 */
export async function startNode(script, { env = {}, args = [], readyPath = '/', timeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [script, ...args], {
    // spawn leaves out undefined values: `{ DATABASE_URL: undefined }` keeps the shell's one away.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} in time:\n${output}`);
    }
    const ready = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }

  return {
    url,
    /** For reading the process's own CPU time (/proc/<pid>/stat). */
    pid: child.pid,
    output: () => output,
    async stop() {
      // Already gone: it exited, or a benchmark killed it.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
