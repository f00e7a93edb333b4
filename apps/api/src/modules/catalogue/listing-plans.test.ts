/**
 * How the listing reads the products table (decision 028): every statement GET /api/products sends,
 * captured as the driver receives it and EXPLAIN ANALYZEd with its parameters, for each filter and
 * sort. Plan shapes only, never timings: no sequential scan of products, no sort of more than a
 * page's rows (a search's: of its candidates), and no read of more rows than an exact total counts
 * (a count or sort of every match is what made pages slow).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { discountedPricePoisha } from '@dokan/domain';

import { products } from '../../db/schema.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addSubCategory, addSubSubCategory } from '../../test/catalogue-fixtures.ts';
import { EXACT_TOTAL_UP_TO, SEARCH_CANDIDATES } from './products.repository.ts';

/** More rows than a page of the listing shows at most in these requests (10 by default). */
const PAGE_SORT_BOUND = 100;

const WORDS = ['cotton panjabi', 'silk saree', 'leather sandal', 'steel tiffin box', 'jute bag'];
let testApp: TestApp;
const ids: Record<'category' | 'subCategory' | 'subSubCategory', string> = {
  category: '',
  subCategory: '',
  subSubCategory: '',
};

interface Statement {
  text: string;
  values: unknown[];
}
/** The driver's query function, as both PGlite and node-postgres's pool take it (and its options after). */
type Query = (textOrConfig: string | { text: string; values?: unknown[] }, ...rest: unknown[]) => Promise<unknown>;
interface Session {
  query: Query;
  release?: () => void;
}
/** PGlite itself, or node-postgres's pool, whose `connect` lends one connection. */
let client: Session & { connect?: () => Promise<Session> };
let captured: Statement[] | null = null;

beforeAll(async () => {
  testApp = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
  const { db } = testApp;
  const category = await addCategory(db, 'Clothing');
  const other = await addCategory(db, 'Home', 1);
  const sub = await addSubCategory(db, category.id, 'Men');
  const otherSub = await addSubCategory(db, category.id, 'Women');
  const subSub = await addSubSubCategory(db, category.id, sub.id, 'Panjabi');
  Object.assign(ids, { category: category.id, subCategory: sub.id, subSubCategory: subSub.id });
  // 4,500 products: the category, its first subcategory and the searched words ('cotton' is in a
  // fifth of the names and a fifth of the tags) match more than a search's candidates and more
  // than a total counts exactly, so a sort or count of every match would show.
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 4_500 }, (_, i) => {
    const original = 10_000 + (i % 97) * 1_000;
    const discount = [0, 0, 10, 25, 50][i % 5]!;
    const inCategory = i % 9 !== 0;
    return {
      name: `${WORDS[i % WORDS.length]} ${i + 1}`,
      tags: [WORDS[(i + 1) % WORDS.length]!.split(' ')[0]!],
      originalPricePoisha: original,
      pricePoisha: discountedPricePoisha(original, discount),
      discountPercent: discount,
      categoryId: inCategory ? category.id : other.id,
      subcategoryId: inCategory ? (i % 3 === 0 ? otherSub.id : sub.id) : null,
      subSubcategoryId: inCategory && i % 3 !== 0 && i % 2 === 0 ? subSub.id : null,
      rating: (i % 50) / 10,
      reviewCount: i % 13,
      sales: i % 41,
      remaining: i % 17,
      createdAt: new Date(start + i * 60_000),
    };
  });
  for (let at = 0; at < rows.length; at += 500) await db.insert(products).values(rows.slice(at, at + 500));
  await db.execute(sql`ANALYZE`);

  client = (db as unknown as { session: { client: typeof client } }).session.client;
  record(client);
  // A search on PGlite runs in a transaction; on PostgreSQL it is one message through the pool.
  const { connect } = client;
  if (connect) {
    // The pool's own query() borrows with a callback and is recorded above already.
    client.connect = ((...args: unknown[]) =>
      args.length
        ? (connect as (...a: unknown[]) => unknown).apply(client, args)
        : connect.call(client).then(record)) as typeof connect;
  }
  const lite = client as unknown as { transaction?: (work: (tx: Session) => Promise<unknown>) => Promise<unknown> };
  const { transaction } = lite;
  if (transaction) {
    lite.transaction = (work) => transaction.call(lite, (tx) => work(record(tx)));
  }
});

const recording = new WeakSet<Session>();

/** Makes `session` add the listing's statements to `captured` while a request is measured. */
function record<S extends Session>(session: S): S {
  if (recording.has(session)) return session;
  recording.add(session);
  const query = session.query.bind(session);
  session.query = (textOrConfig, ...rest) => {
    const statement =
      typeof textOrConfig === 'string'
        ? { text: textOrConfig, values: (rest[0] as unknown[] | undefined) ?? [] }
        : { text: textOrConfig.text, values: textOrConfig.values ?? (rest[0] as unknown[] | undefined) ?? [] };
    if (captured && /\bproducts p\b/.test(statement.text) && !statement.text.startsWith('EXPLAIN')) {
      // A search's statement comes with its setting on PostgreSQL; `problems` sets it itself.
      captured.push({ ...statement, text: statement.text.replace(/^SET LOCAL enable_seqscan = off; /, '') });
    }
    return query(textOrConfig, ...rest);
  };
  return session;
}

afterAll(async () => {
  await testApp?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** What is wrong with a statement's plan: sequential scans of products, sorts and reads of too many rows. */
async function problems(statement: Statement, sortBound: number): Promise<string[]> {
  // On a catalogue a test can fill, reading the whole table is often cheapest and the planner
  // rightly takes it; with sequential scans priced out, one shows only where no index serves.
  const session = client.connect ? await client.connect() : client;
  let result: { rows: Array<{ 'QUERY PLAN': string | Array<{ Plan: PlanNode }> }> };
  try {
    await session.query('SET enable_seqscan = off');
    result = (await session.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
      statement.values,
    )) as typeof result;
    await session.query('RESET enable_seqscan');
  } finally {
    session.release?.();
  }
  const cell = result.rows[0]!['QUERY PLAN'];
  const root = ((typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>)[0]!.Plan;
  const found: string[] = [];
  for (const node of nodes(root)) {
    const rows = node['Actual Rows'] * node['Actual Loops'];
    if (node['Relation Name'] === 'products') {
      if (node['Node Type'] === 'Seq Scan') found.push('Seq Scan on products');
      if (rows > EXACT_TOTAL_UP_TO + 1) found.push(`${node['Node Type']} of ${rows} products`);
    }
    if (node['Node Type'] === 'Sort') {
      const sorted = Math.max(...(node.Plans ?? []).map((child) => child['Actual Rows'] * child['Actual Loops']));
      if (sorted > sortBound) found.push(`Sort of ${sorted} rows`);
    }
  }
  return found;
}

async function statementsOf(query: Record<string, string>): Promise<Statement[]> {
  captured = [];
  try {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return captured;
  } finally {
    captured = null;
  }
}

const scenarios: Array<[string, () => Record<string, string>]> = [
  ['the whole listing', () => ({})],
  ['a category, newest', () => ({ category: ids.category })],
  ['a category by rating', () => ({ category: ids.category, sortBy: 'rating' })],
  ['a category by sales', () => ({ category: ids.category, sortBy: 'sales' })],
  ['a subcategory by rating', () => ({ category: ids.category, subCategory: ids.subCategory, sortBy: 'rating' })],
  [
    'a subcategory by sales, page 40',
    () => ({ category: ids.category, subCategory: ids.subCategory, sortBy: 'sales', page: '40' }),
  ],
  [
    'a sub-subcategory by sales',
    () => ({
      category: ids.category,
      subCategory: ids.subCategory,
      subSubCategory: ids.subSubCategory,
      sortBy: 'sales',
    }),
  ],
  ['a category on offer', () => ({ category: ids.category, popularProducts: 'offer' })],
  ['a price range with a discount', () => ({ minPrice: '150', maxPrice: '600', discount: '10' })],
  ['a price range by rating', () => ({ minPrice: '150', sortBy: 'rating' })],
  ['sales, page 50', () => ({ sortBy: 'sales', page: '50' })],
  ['a deep page', () => ({ page: '150' })],
  ['in stock first, by sales', () => ({ category: ids.category, sortBy: 'sales', inStockFirst: 'true' })],
  ['in stock first, a deep page', () => ({ page: '150', inStockFirst: 'true' })],
  ['a search', () => ({ search: 'cotton' })],
  ['a search with a typo', () => ({ search: 'coton' })],
  ['a search in a category by newest', () => ({ search: 'cotton', category: ids.category, sortBy: 'newest' })],
  ['a search of two words', () => ({ search: 'silk saree' })],
];

describe('the listing on a catalogue of thousands of products', () => {
  it.each(scenarios)('reads %s through indexes, sorting no more than the candidates', async (_, query) => {
    const statements = await statementsOf(query());
    for (const statement of statements) {
      const sortBound = query().search ? SEARCH_CANDIDATES : PAGE_SORT_BOUND;
      expect({ sql: statement.text, problems: await problems(statement, sortBound) }).toEqual({
        sql: statement.text,
        problems: [],
      });
    }
  });
});

describe('listings, in stock first too, and searches from memory (decisions 050, 051, 059)', () => {
  it('read no more than their cards by id, once the listing keys and the search index are loaded', async () => {
    testApp.app.responseCache.invalidate();
    for (const [name, query] of scenarios) {
      const statements = await statementsOf({ ...query(), limit: '20' });
      expect(
        statements.filter((statement) => !/WHERE p\.id = ANY\(\$1::uuid\[\]\)/.test(statement.text)),
        name,
      ).toEqual([]);
    }
  });
});
