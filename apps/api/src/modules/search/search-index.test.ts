import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { products } from '../../db/schema.ts';
import { queryRows } from '../../lib/rows.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { createSearchService } from './search.service.ts';
import { createSearchIndex, type ProductVectors, SEARCH_INDEX_REFRESH_MS, type WordMatches } from './search-index.ts';

// The index must answer what the database answers: the same products for `@@`, the same ts_rank to
// the bit, name matches first. Each query below is asked of both and compared whole.
let t: TestApp;

const CATALOGUE: Array<{ name: string; tags?: string[]; description?: string; bangla?: [string, string] }> = [
  { name: 'Cotton Panjabi', tags: ['eid', 'cotton'], description: 'Soft cotton, cotton lining and cotton thread.' },
  { name: 'Silk Saree', tags: ['wedding'], description: 'A silk saree with a cotton blouse piece.' },
  { name: 'Cotton Saree Classic', description: 'Handwoven saree in cotton; the saree of every day.' },
  { name: 'Button-down Shirt', tags: ['shirt', 'buttons'], description: 'A shirt with buttonholes and buttons.' },
  { name: "Men's T-Shirt", tags: ['tshirt'], description: 'Cotton jersey t-shirt, shirt for summer.' },
  { name: 'Leather Sandal', description: 'Leather straps; no cotton anywhere.' },
  { name: 'Jute Bag', tags: ['eco', 'bag'], description: "A bag of jute, the golden fibre. It's sturdy." },
  { name: 'Steel Tiffin Box', description: 'Three steel boxes stacked; a box for lunch.' },
  { name: 'Nakshi Kantha', description: 'Embroidered quilt.', bangla: ['নকশি কাঁথা', 'nakshi kantha'] },
  { name: 'Jamdani Saree', description: 'Fine cotton jamdani.', bangla: ['জামদানি শাড়ি', 'jamdani shari'] },
  { name: 'Shari Pin', description: 'A pin for a saree pleat.' },
  { name: 'Panjabi Pajama Set', tags: ['panjabi', 'pajama'], description: 'Panjabi and pajama, cotton both.' },
];

/** What shoppers type, turned into queries as the shop turns them (corrections included). */
const SEARCHES = [
  'cotton',
  'coton',
  'saree',
  'cotton saree',
  'saree cotton',
  'silk saree cotton',
  'button',
  'buttons',
  'shirt',
  't shirt',
  'the',
  'bag of jute',
  'box',
  'steel box lunch',
  'panjabi',
  'punjabi',
  'জামদানি',
  'শাড়ি',
  'nakshi',
  'kantha quilt',
  's',
  'p',
  'c',
];

/**
 * tsquery texts beyond those: a lexeme twice with and without a prefix, an empty query, and
 * one-letter prefixes (the shop matches short words whole, the index evaluates either).
 */
const RAW_QUERIES = [
  '(s:*)',
  '(p:*)',
  '(c:*)',
  '(button:* | button) & (shirt:*)',
  '(button | button:*)',
  '(cotton:* | cotton)',
  '(the:*)',
];

let searches: string[];
let categoryId: string;
/** Every match: the index is compared with the database whole. */
const ALL = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Everything')).id;
  for (const [i, product] of CATALOGUE.entries()) {
    const added = await addProduct(t.db, {
      name: product.name,
      tags: product.tags,
      description: product.description,
      categoryId,
      sales: i,
    });
    if (product.bangla) {
      const [nameBn, nameBnLatin] = product.bangla;
      await t.db.update(products).set({ nameBn, nameBnLatin }).where(eq(products.id, added.id));
    }
  }
  // The shop's own queries: taken as the repository builds them.
  const built: string[] = [];
  const reader = createSearchService({ db: t.db }).catalogueSearch(vectors);
  for (const text of SEARCHES) {
    const query = await reader.queryOf(text);
    if (query) built.push(query);
  }
  searches = [...new Set([...built, ...RAW_QUERIES])];
});

afterAll(() => t.close());

/** Every product's vectors, as the catalogue hands them to the index. */
const vectors = {
  all: () =>
    queryRows<ProductVectors>(
      t.db,
      sql`SELECT id, search_vector::text AS en, search_vector_bn::text AS bn FROM products ORDER BY id`,
    ),
  some: (ids: readonly string[]) =>
    queryRows<ProductVectors>(
      t.db,
      sql`SELECT id, search_vector::text AS en, search_vector_bn::text AS bn FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
    ),
};

interface Expected {
  id: string;
  rank: number;
  in_name: boolean;
  as_typed: boolean;
}

/** The query without its spelling help: in each group of the shop's `(word:* | correction | …)`, the prefixes. */
const typedOnly = (tsquery: string) =>
  tsquery.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    const alternatives = inner.split(' | ');
    const prefixes = alternatives.filter((alternative) => alternative.endsWith(':*'));
    return `(${(prefixes.length ? prefixes : alternatives).join(' | ')})`;
  });

/** The database's answer: the candidates statement's match and rank, and its name match, for every product. */
async function fromDatabase(tsquery: string): Promise<Expected[]> {
  return queryRows<Expected>(
    t.db,
    sql`SELECT p.id,
          (ts_rank(p.search_vector, to_tsquery('english', ${tsquery})) + ts_rank(p.search_vector_bn, to_tsquery('simple', ${tsquery})))::float8 AS rank,
          (ts_filter(p.search_vector, '{a}') @@ to_tsquery('english', ${tsquery}) OR p.search_vector_bn @@ to_tsquery('simple', ${tsquery})) AS in_name,
          (p.search_vector @@ to_tsquery('english', ${typedOnly(tsquery)}) OR p.search_vector_bn @@ to_tsquery('simple', ${typedOnly(tsquery)})) AS as_typed
        FROM products p
        WHERE p.search_vector @@ to_tsquery('english', ${tsquery}) OR p.search_vector_bn @@ to_tsquery('simple', ${tsquery})`,
  );
}

/** Asks the index and the database every query and compares them whole; answers how many matched. */
async function matchedAsTheDatabase(index: ReturnType<typeof createSearchIndex>, tiesById = true): Promise<number> {
  let matched = 0;
  for (const tsquery of searches) {
    const found = await index.matches(tsquery, ALL);
    expect(found, tsquery).toBeDefined();
    const expected = new Map((await fromDatabase(tsquery)).map((row) => [row.id, row]));
    const ids = idsOf(found!);
    expect([...ids].sort(), tsquery).toEqual([...expected.keys()].sort());
    expect([...found!.ranks], tsquery).toEqual(ids.map((id) => expected.get(id)!.rank));
    const order = ids.map((id) => expected.get(id)!);
    const sorted = [...order].sort(
      (a, b) =>
        Number(b.as_typed) - Number(a.as_typed) ||
        Number(b.in_name) - Number(a.in_name) ||
        b.rank - a.rank ||
        (a.id < b.id ? 1 : -1),
    );
    // A product added in place is numbered last: its ties are not in the order of the ids.
    const orderOf = (rows: Expected[]) => (tiesById ? rows : rows.map((row) => [row.as_typed, row.in_name, row.rank]));
    expect(orderOf(order), tsquery).toEqual(orderOf(sorted));
    matched += ids.length;
  }
  return matched;
}

const idsOf = (matches: WordMatches) => [...matches.products].map((product) => matches.ids[product]!);

describe('the search index', () => {
  it('matches and ranks every query as the database does, names first, ties to the larger id', async () => {
    const index = createSearchIndex(t.db, vectors);
    // The catalogue is searched for real: most queries find something, some rank by several words.
    expect(await matchedAsTheDatabase(index)).toBeGreaterThan(50);
  });

  it('still does once products are edited, added and removed in place', async () => {
    const index = createSearchIndex(t.db, vectors);
    await index.warm();
    const [silk] = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM products WHERE name = 'Silk Saree'`);
    const [bag] = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM products WHERE name = 'Jute Bag'`);
    await t.db.update(products).set({ name: 'Cotton Shirt Button' }).where(eq(products.id, silk!.id));
    const added = await addProduct(t.db, { name: 'Cotton Saree Deluxe', categoryId, tags: ['saree'] });
    await t.db.delete(products).where(eq(products.id, bag!.id));
    await index.changed([silk!.id, added.id, bag!.id]);
    expect(await matchedAsTheDatabase(index, false)).toBeGreaterThan(50);
  });

  it('reads words in one order whatever order they come in, and short words whole', async () => {
    const reader = createSearchService({ db: t.db }).catalogueSearch(vectors);
    expect(await reader.queryOf('saree cotton')).toBe(await reader.queryOf('Cotton,  SAREE'));
    // One and two letters are not prefixes: 'b' would match nearly every product.
    expect(await reader.queryOf('xl b')).toBe('(b) & (xl)');
  });

  it('leaves to the database a query it does not evaluate: a phrase', async () => {
    const index = createSearchIndex(t.db, vectors);
    // 't-shirt' is a phrase of three lexemes once normalised.
    expect(await index.matches('(t-shirt:*)', ALL)).toBeUndefined();
    expect(await index.matches('(shirt:*)', ALL)).toBeDefined();
  });

  it('reads the vectors again in the background once they are old, and at once when forgotten', async () => {
    let now = 0;
    const index = createSearchIndex(t.db, vectors, () => now);
    const sandals = async () => idsOf((await index.matches('(sandal:*)', ALL))!);
    const [sandal] = await sandals();
    expect(sandal).toBeDefined();

    await t.db.update(products).set({ name: 'Leather Slipper' }).where(eq(products.id, sandal!));
    expect(await sandals()).toEqual([sandal]);
    now += SEARCH_INDEX_REFRESH_MS + 1;
    // The old index answers while the new one is read.
    expect(await sandals()).toEqual([sandal]);
    await vi.waitFor(async () => expect(await sandals()).toEqual([]), { timeout: 10_000 });

    await t.db.update(products).set({ name: 'Leather Sandal' }).where(eq(products.id, sandal!));
    index.forget();
    expect(await sandals()).toEqual([sandal]);
  });
});
