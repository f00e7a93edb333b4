import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { products } from '../../db/schema.ts';
import { queryRows } from '../../lib/rows.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { createProductsRepository } from './products.repository.ts';
import { createSearchIndex, SEARCH_INDEX_REFRESH_MS, type WordMatches } from './search-index.ts';

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

/** tsquery texts beyond those: a lexeme twice with and without a prefix, and an empty query. */
const RAW_QUERIES = ['(button:* | button) & (shirt:*)', '(button | button:*)', '(cotton:* | cotton)', '(the:*)'];

let searches: string[];

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await addCategory(t.db, 'Everything')).id;
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
  const repository = createProductsRepository(t.db, {
    loadNames: () => Promise.reject(new Error('not needed')),
    reviews: { listedColumn: () => sql`NULL` } as never,
  });
  for (const text of SEARCHES) {
    const query = await repository.searchQuery(text);
    if (query?.tsquery) built.push(query.tsquery);
  }
  searches = [...new Set([...built, ...RAW_QUERIES])];
});

afterAll(() => t.close());

interface Expected {
  id: string;
  rank: number;
  in_name: boolean;
}

/** The database's answer: the candidates statement's match and rank, and its name match, for every product. */
async function fromDatabase(tsquery: string): Promise<Expected[]> {
  return queryRows<Expected>(
    t.db,
    sql`SELECT p.id,
          (ts_rank(p.search_vector, to_tsquery('english', ${tsquery})) + ts_rank(p.search_vector_bn, to_tsquery('simple', ${tsquery})))::float8 AS rank,
          (ts_filter(p.search_vector, '{a}') @@ to_tsquery('english', ${tsquery}) OR p.search_vector_bn @@ to_tsquery('simple', ${tsquery})) AS in_name
        FROM products p
        WHERE p.search_vector @@ to_tsquery('english', ${tsquery}) OR p.search_vector_bn @@ to_tsquery('simple', ${tsquery})`,
  );
}

const idsOf = (matches: WordMatches) => [...matches.products].map((product) => matches.ids[product]!);

describe('the search index', () => {
  it('matches and ranks every query as the database does, names first, ties to the larger id', async () => {
    const index = createSearchIndex(t.db);
    let matched = 0;
    for (const tsquery of searches) {
      const found = await index.matches(tsquery);
      expect(found, tsquery).toBeDefined();
      const expected = new Map((await fromDatabase(tsquery)).map((row) => [row.id, row]));
      const ids = idsOf(found!);
      expect([...ids].sort(), tsquery).toEqual([...expected.keys()].sort());
      expect([...found!.ranks], tsquery).toEqual(ids.map((id) => expected.get(id)!.rank));
      const order = ids.map((id) => expected.get(id)!);
      const sorted = [...order].sort(
        (a, b) => Number(b.in_name) - Number(a.in_name) || b.rank - a.rank || (a.id < b.id ? 1 : -1),
      );
      expect(order, tsquery).toEqual(sorted);
      matched += ids.length;
    }
    // The catalogue is searched for real: most queries find something, some rank by several words.
    expect(matched).toBeGreaterThan(60);
  });

  it('leaves to the database a query it does not evaluate: a phrase', async () => {
    const index = createSearchIndex(t.db);
    // 't-shirt' is a phrase of three lexemes once normalised.
    expect(await index.matches('(t-shirt:*)')).toBeUndefined();
    expect(await index.matches('(shirt:*)')).toBeDefined();
  });

  it('reads the vectors again in the background once they are old, and at once when forgotten', async () => {
    let now = 0;
    const index = createSearchIndex(t.db, () => now);
    const sandals = async () => idsOf((await index.matches('(sandal:*)'))!);
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
