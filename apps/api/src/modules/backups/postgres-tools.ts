/**
 * pg_dump and pg_restore, the machine's PostgreSQL client tools: the custom format, compressed, read
 * back by pg_restore in one transaction. The password goes through the environment, never the
 * command line (which every user of the machine can read).
 */
import { spawn } from 'node:child_process';

const INSTALL_HINT =
  "install PostgreSQL's client tools, the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client; macOS: brew install libpq; see the README's Backups)";

/** The tool is not on PATH: what the operator has to do about it. */
export class PostgresToolMissing extends Error {
  constructor(tool: string) {
    super(`${tool} was not found: ${INSTALL_HINT}`);
  }
}

/** Connection settings as libpq's environment variables, so no secret shows in `ps`. */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGUSER: decodeURIComponent(url.username) || undefined,
    PGPASSWORD: url.password ? decodeURIComponent(url.password) : undefined,
  };
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(tool: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new PostgresToolMissing(tool) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The whole database in pg_dump's custom format, into `file`. */
export function pgDump(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], databaseUrl);
}

/** A custom-format dump into the (empty) database, all or nothing. */
export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqEnvironment(databaseUrl).PGDATABASE}`, file],
    databaseUrl,
  );
}
