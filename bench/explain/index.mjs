/**
 * EXPLAIN (ANALYZE, BUFFERS) for every statement GET /api/products issues, per scenario, on the
 * 100k catalogue. The statements are not copied here: the API's own service and repositories run
 * (through tsx) on a database whose driver records what it is sent, so this follows the code.
 */
import path from 'node:path';

import { register } from 'tsx/esm/api';

import { withCatalogue } from '../lib/catalogue.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { printTable, saveResult } from '../lib/report.mjs';
import { productListScenarios } from '../scenarios.mjs';

/** A sequential scan or a sort over more than this many rows (a search's candidates) is worth an index. */
const BIG = 1_000;
const PLAN_EXCERPT_LINES = 30;

register();
const apiSource = (file) => import(path.join(repoRoot, 'apps/api/src', file));

/**
 * Wraps the driver's `query` (PGlite and node-postgres both take `(text | { text }, params)`) so
 * that `capture(fn)` returns the statements `fn` sent, and `explain` runs beside them unrecorded.
 * Statements sent inside a transaction (a connection the pool lends, PGlite's transaction object)
 * are recorded too, with the `SET LOCAL` settings sent before them, which `explain` applies again.
 */
function instrument(client) {
  const send = client.query.bind(client);
  let recorded = null;
  const watch = (session, settings) => {
    const query = session.query.bind(session);
    session.query = (statement, params, ...rest) => {
      const text = typeof statement === 'string' ? statement : statement.text;
      if (/^\s*SET LOCAL\b/i.test(text)) settings?.push(text);
      else if (/^\s*(BEGIN|COMMIT|ROLLBACK)\b/i.test(text)) settings?.splice(0);
      // The listing's own EXPLAIN (a large total's estimate) is planning only: nothing to analyze.
      else if (!/^\s*EXPLAIN\b/i.test(text)) {
        recorded?.push({ text, params: params ?? statement.values ?? [], settings: [...(settings ?? [])] });
      }
      return query(statement, params, ...rest);
    };
    return session;
  };
  watch(client, null);
  const lent = new WeakSet();
  if (client.connect) {
    const connect = client.connect.bind(client);
    // The pool's own query() borrows with a callback and is watched above already.
    client.connect = async (...args) => {
      if (args.length) return connect(...args);
      const session = await connect();
      if (!lent.has(session)) watch(session, []);
      lent.add(session);
      return session;
    };
  }
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    client.transaction = (work) => transaction((tx) => work(watch(tx, [])));
  }
  /** Runs `text` after the settings, in a transaction of its own when there are any. */
  async function sendWith(settings, text, params) {
    if (!settings.length) return send(text, params);
    const inTransaction = async (session) => {
      for (const setting of settings) await session.query(setting);
      return session.query(text, params);
    };
    if (client.transaction) return client.transaction(inTransaction);
    const session = await client.connect();
    try {
      await session.query('BEGIN');
      return await inTransaction(session);
    } finally {
      await session.query('ROLLBACK');
      session.release();
    }
  }
  return {
    async capture(fn) {
      recorded = [];
      try {
        await fn();
        return recorded;
      } finally {
        recorded = null;
      }
    },
    async explain({ text, params, settings }, format) {
      const { rows } = await sendWith(settings, `EXPLAIN (ANALYZE, BUFFERS, FORMAT ${format}) ${text}`, params);
      return rows;
    },
  };
}

/**
 * Walks a JSON plan for how each table is read (an index name, or 'Seq Scan'), sequential scans
 * and sorts over more than BIG rows, and the execution time.
 */
function summarise(plan) {
  const access = {};
  const seqScans = [];
  const sorts = [];
  const rowsOf = (node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  // A Bitmap Index Scan names its index; the Bitmap Heap Scan above it (maybe through a
  // BitmapAnd or BitmapOr) names the table.
  const visit = (node, parentTable) => {
    const table = node['Relation Name'] ?? parentTable;
    const how = node['Index Name'] ?? (node['Node Type'] === 'Seq Scan' ? 'Seq Scan' : undefined);
    if (table && how) (access[table] ??= new Set()).add(how);
    if (node['Node Type'] === 'Seq Scan') {
      const scanned = rowsOf(node) + (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
      if (scanned > BIG) seqScans.push(`${table} (${scanned} rows)`);
    }
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child), 0);
      if (input > BIG) sorts.push(`${input} rows by ${node['Sort Key']?.join(', ')} (${node['Sort Method']})`);
    }
    for (const child of node.Plans ?? []) visit(child, node['Node Type'].startsWith('Bitmap') ? table : undefined);
  };
  visit(plan.Plan);
  return {
    access: Object.fromEntries(Object.entries(access).map(([table, ways]) => [table, [...ways]])),
    seqScans,
    sorts,
    executionMs: plan['Execution Time'],
  };
}

/** The statement's own table (not a subquery's), read from its top-level FROM. */
function mainTable(text) {
  let depth = 0;
  let table = '?';
  for (const match of text.matchAll(/[()]|\bFROM\s+"?(\w+)"?/gi)) {
    if (match[0] === '(') depth++;
    else if (match[0] === ')') depth--;
    else if (depth === 0) {
      table = match[1];
      break;
    }
  }
  return table;
}

/** "products page", "products count", "categories": which statement of the request this is. */
function label(text, table) {
  if (/^\s*SELECT\s+count\(/i.test(text)) return `${table} count`;
  return /\bLIMIT\b/i.test(text) ? `${table} page` : table;
}

const jsonPlan = (rows) => {
  const value = Object.values(rows[0])[0];
  return (typeof value === 'string' ? JSON.parse(value) : value)[0];
};

async function explainEngine(catalogue) {
  const [
    { openDatabase },
    { createCategoriesRepository },
    { createProductsRepository },
    { createProductsService },
    { productReviews },
    { ProductListQuerySchema },
  ] = await Promise.all([
    apiSource('db/client.ts'),
    apiSource('modules/catalogue/categories.repository.ts'),
    apiSource('modules/catalogue/products.repository.ts'),
    apiSource('modules/catalogue/products.service.ts'),
    apiSource('modules/reviews/reviews.module.ts'),
    import('@dokan/domain'),
  ]);
  // server.ts keeps PGlite in DATA_DIR/pglite.
  const database = await openDatabase(
    catalogue.databaseUrl
      ? { databaseUrl: catalogue.databaseUrl }
      : { dataDir: path.join(catalogue.dataDir, 'pglite') },
  );
  try {
    const driver = instrument(database.db.$client);
    const categories = createCategoriesRepository(database.db);
    const service = createProductsService(
      createProductsRepository(database.db, {
        loadNames: () => categories.catalogueNames(),
        reviews: productReviews(database.db),
      }),
      categories,
    );
    const [firstCategory] = await categories.listCategories();
    if (!firstCategory) throw new Error('the catalogue has no categories');

    const results = [];
    for (const scenario of productListScenarios({ categoryId: firstCategory._id })) {
      const query = ProductListQuerySchema.parse(scenario.query);
      const statements = await driver.capture(() => service.list(query));
      for (const statement of statements) {
        const table = mainTable(statement.text);
        const summary = summarise(jsonPlan(await driver.explain(statement, 'JSON')));
        const flagged = summary.seqScans.length > 0 || summary.sorts.length > 0;
        const excerpt = flagged
          ? (await driver.explain(statement, 'TEXT')).map((row) => Object.values(row)[0]).slice(0, PLAN_EXCERPT_LINES)
          : undefined;
        results.push({
          scenario: scenario.name,
          statement: label(statement.text, table),
          table,
          sql: statement.text,
          params: statement.params,
          ...summary,
          excerpt,
        });
      }
    }
    return results;
  } finally {
    await database.close();
  }
}

/** @param {{ engines: Array<'pglite' | 'postgres'>, databaseUrl?: string }} options */
export async function run({ engines, databaseUrl }) {
  const byEngine = {};
  for (const engine of engines) {
    const results = await withCatalogue(engine, explainEngine, { databaseUrl });
    byEngine[engine] = results;
    printTable(
      `EXPLAIN of GET /api/products statements on ${engine}`,
      results.map((r) => ({
        scenario: r.scenario,
        statement: r.statement,
        'exec ms': r.executionMs.toFixed(2),
        'its table read via': r.access[r.table]?.join(' + ') ?? '-',
        'seq scan > 1k rows': r.seqScans.join('; ') || '-',
        'sort > 1k rows': r.sorts.join('; ') || '-',
      })),
    );
    for (const r of results.filter((r) => r.excerpt)) {
      console.log(`\n${engine} / ${r.scenario} / ${r.statement}:\n  ${r.excerpt.join('\n  ')}`);
    }
  }
  await saveResult('explain', { engines: byEngine });
  return byEngine;
}
