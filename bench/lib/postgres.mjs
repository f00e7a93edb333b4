/** Throw-away databases on the local PostgreSQL server (127.0.0.1:5432, user postgres, trust auth). */
import pg from 'pg';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's `postgres` database, or on `url`'s. */
export async function execute(statement, url = SERVER_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database named after `label` (`<prefix><label>_<time>`), a copy of `template`'s (a
 * database name) when given, runs `fn(url)`, and drops the database whatever happens.
 */
export async function withTemporaryDatabase(label, fn, { prefix = 'dokan_bench_', template } = {}) {
  const name = `${prefix}${label}_${Date.now().toString(36)}`;
  await execute(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  try {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
