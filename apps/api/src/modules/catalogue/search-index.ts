/**
 * The catalogue's full-text search answered from memory (decision 051): every product's
 * `search_vector` and `search_vector_bn`, as the database computed them, read in one statement and
 * kept as an inverted index with positions. A search's words are normalised by the database (a
 * statement that reads no table), then matched and ranked here exactly as `@@` and `ts_rank` do,
 * so that a search with a price or discount filter no longer makes the database read a thousand
 * rows of every product in the range.
 */
import { setImmediate } from 'node:timers/promises';

import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { refreshedSnapshot } from '../../lib/refreshed-snapshot.ts';
import { queryPrepared, queryRows } from '../../lib/rows.ts';
import { type OperandWords, type Postings, PostingsBuilder } from './search-postings.ts';
import { parseTsQuery, rankedOperands, satisfies, type TsQuery } from './ts-query.ts';
import { orRank, orTerm, tsRank } from './ts-rank.ts';

/**
 * Past this age the index is read again in the background while the old one still answers: a
 * change made to the database without the shop's knowledge is searchable within it.
 */
export const SEARCH_INDEX_REFRESH_MS = 5 * 60_000;
/** Products' vectors parsed between two pauses: about 25 ms of the process's time. */
const PARSED_PER_SLICE = 2_000;

/** A search's matches, best first: products whose names match, then the others, each by rank, ties to the id. */
export interface WordMatches {
  /** Products by their number in the index: the id of each is `ids[product]`. */
  products: Int32Array;
  ranks: Float64Array;
  /** Every product's id, by number: the same array for every search of one index. */
  ids: readonly string[];
}

/** A query's operands beyond this are left to the database: each has a bit of a product's mask. */
const MAX_OPERANDS = 31;

/** One column's query: its tree, per operand the words it matches, and per product which operands it has. */
interface ColumnQuery {
  query: TsQuery;
  ranked: number[];
  words: OperandWords[];
  postings: Postings;
  /** Per product, a bit for each operand it has. */
  has: Uint32Array;
  /** Per product, a bit for each operand it has in words of weight A (its name, for the English vector). */
  hasInName: Uint32Array;
  /** Reused for each product ranked: per ranked operand, its words. */
  scratch: number[][];
  /**
   * For an OR rank (the query's top is not an AND, or it ranks one operand), each product's sum of
   * its words' terms, added operand by operand and word by word as calc_rank_or adds them.
   */
  orSums: Float32Array | undefined;
}

/**
 * A column's per-product arrays, which a search fills and then clears where it wrote: kept by the
 * index and reused by each search (matching runs without a pause), so that a search allocates no
 * array as long as the catalogue.
 */
class Workspace {
  private readonly heads: Int32Array[] = [];
  private readonly tails: Int32Array[] = [];
  readonly has: Uint32Array;
  readonly hasInName: Uint32Array;
  readonly orSums: Float32Array;

  constructor(private readonly products: number) {
    this.has = new Uint32Array(products);
    this.hasInName = new Uint32Array(products);
    this.orSums = new Float32Array(products);
  }

  /** The heads and tails of the operand at `slot`. */
  lists(slot: number): [Int32Array, Int32Array] {
    this.heads[slot] ??= new Int32Array(this.products);
    this.tails[slot] ??= new Int32Array(this.products);
    return [this.heads[slot], this.tails[slot]];
  }

  /** Zero again wherever a search of `operands` operands wrote: the products it touched. */
  clear(touched: readonly number[], operands: number): void {
    for (const product of touched) {
      this.has[product] = 0;
      this.hasInName[product] = 0;
      this.orSums[product] = 0;
      for (let slot = 0; slot < operands; slot++) this.heads[slot]![product] = 0;
    }
  }
}

/** Products an operand of either column matches, each once; reused and cleared as Workspace is. */
class Touched {
  readonly list: number[] = [];
  private readonly seen: Uint8Array;
  constructor(products: number) {
    this.seen = new Uint8Array(products);
  }
  add(product: number): void {
    if (this.seen[product]) return;
    this.seen[product] = 1;
    this.list.push(product);
  }
  clear(): void {
    for (const product of this.list) this.seen[product] = 0;
    this.list.length = 0;
  }
}

function columnQuery(
  query: TsQuery,
  ranked: number[],
  postings: Postings,
  workspace: Workspace,
  touched: Touched,
): ColumnQuery {
  const { has, hasInName } = workspace;
  const words = query.operands.map((operand, bit) => {
    const found = postings.wordsOf(operand.lexeme, operand.prefix, ...workspace.lists(bit));
    for (let visit = 0; visit < found.next.length; visit++) {
      const product = postings.productOf(found.from + visit);
      has[product]! |= 1 << bit;
      touched.add(product);
      if (postings.inName(found.from + visit)) hasInName[product]! |= 1 << bit;
    }
    return found;
  });
  const ranksByAll = query.root?.kind === 'and' && ranked.length >= 2;
  return {
    query,
    ranked,
    words,
    postings,
    has,
    hasInName,
    scratch: ranked.map(() => []),
    orSums: ranksByAll ? undefined : orSums(ranked, words, postings, workspace.orSums),
  };
}

/** The products' OR-rank sums, visiting each ranked operand's words in posting order; `sums` is all 0 where it is written. */
function orSums(ranked: number[], words: OperandWords[], postings: Postings, sums: Float32Array): Float32Array {
  // A Float32Array rounds each sum as it is stored: the single-precision addition of the C code.
  for (const operand of ranked) {
    const { from, next } = words[operand]!;
    for (let visit = 0; visit < next.length; visit++) {
      const word = from + visit;
      const product = postings.productOf(word);
      sums[product] = sums[product]! + orTerm(postings.positions, postings.positionStart, word);
    }
  }
  return sums;
}

function rankOf(column: ColumnQuery, product: number): number {
  const { query, ranked, words, postings, scratch, orSums } = column;
  if (orSums) return postings.hasWords[product] ? orRank(orSums[product]!, ranked.length) : 0;
  ranked.forEach((operand, i) => {
    const list = scratch[i]!;
    list.length = 0;
    const { from, heads, next } = words[operand]!;
    for (let visit = heads[product]! - 1; visit !== -1; visit = next[visit]! - 1) list.push(from + visit);
  });
  return tsRank(
    { positions: postings.positions, positionStart: postings.positionStart, words: scratch },
    { all: query.root?.kind === 'and', vectorEmpty: !postings.hasWords[product] },
  );
}

class SearchIndex {
  private readonly touched: Touched;
  private readonly workspaces: { english: Workspace; bangla: Workspace };

  constructor(
    readonly ids: string[],
    private readonly english: Postings,
    private readonly bangla: Postings,
  ) {
    this.touched = new Touched(ids.length);
    this.workspaces = { english: new Workspace(ids.length), bangla: new Workspace(ids.length) };
  }

  /**
   * Reads the rows a slice at a time, letting the process answer requests between slices: a
   * refresh in the background must not hold every request for the second the parsing takes.
   */
  static async from(rows: Array<{ id: string; en: string; bn: string }>): Promise<SearchIndex> {
    const english = new PostingsBuilder();
    const bangla = new PostingsBuilder();
    for (let product = 0; product < rows.length; product++) {
      if (product > 0 && product % PARSED_PER_SLICE === 0) await setImmediate();
      english.add(product, rows[product]!.en);
      bangla.add(product, rows[product]!.bn);
    }
    return new SearchIndex(
      rows.map((row) => row.id),
      english.build(),
      bangla.build(),
    );
  }

  /**
   * The products `to_tsquery('english', …)` matches in the English vector or `to_tsquery('simple',
   * …)` in the Bangla one, with the sum of both ranks, as the database's candidates statement
   * computes them. Undefined when either query holds more than the index evaluates.
   */
  matches(englishText: string, banglaText: string): WordMatches | undefined {
    const englishQuery = parseTsQuery(englishText);
    const banglaQuery = parseTsQuery(banglaText);
    if (!englishQuery || !banglaQuery || this.ids.length > PRODUCTS_LIMIT) return undefined;
    if (Math.max(englishQuery.operands.length, banglaQuery.operands.length) > MAX_OPERANDS) return undefined;
    const englishRanked = rankedOperands(englishQuery);
    const banglaRanked = rankedOperands(banglaQuery);
    if (!englishRanked || !banglaRanked) return undefined;
    const { touched, workspaces } = this;
    try {
      const en = columnQuery(englishQuery, englishRanked, this.english, workspaces.english, touched);
      const bn = columnQuery(banglaQuery, banglaRanked, this.bangla, workspaces.bangla, touched);
      return this.ranked(en, bn);
    } finally {
      workspaces.english.clear(touched.list, englishQuery.operands.length);
      workspaces.bangla.clear(touched.list, banglaQuery.operands.length);
      touched.clear();
    }
  }

  /** The matching products of what the two columns' queries touched, ranked and in order. */
  private ranked(en: ColumnQuery, bn: ColumnQuery): WordMatches {
    const { touched } = this;
    const found = new Float64Array(touched.list.length);
    let size = 0;
    for (const product of touched.list) {
      const inBangla = bn.query.root !== null && satisfies(bn.query.root, bn.has[product]!);
      if (!inBangla && !(en.query.root !== null && satisfies(en.query.root, en.has[product]!))) continue;
      // Float32 ranks summed in single precision, as float4 + float4 is.
      const rank = Math.fround(rankOf(en, product) + rankOf(bn, product));
      const inName = inBangla || satisfies(en.query.root!, en.hasInName[product]!);
      found[size++] = sortKey(inName, rank, product);
    }
    // Ascending keys, read from the end: name matches first, then by rank, ties to the larger id.
    const sorted = found.subarray(0, size).sort();
    const products = new Int32Array(size);
    const ranks = new Float64Array(size);
    for (let at = 0; at < size; at++) {
      const key = sorted[size - 1 - at]!;
      products[at] = key % PRODUCTS_LIMIT;
      ranks[at] = rankOfKey(key);
    }
    return { products, ranks, ids: this.ids };
  }
}

/**
 * A match's order as one number, exact in a double's 53 bits: whether it is in the name (1 bit),
 * its rank's float32 bits (31: a rank is never negative, and such floats order as their bits) and
 * its product's number (20: products are numbered in the order of their ids).
 */
const PRODUCTS_LIMIT = 2 ** 20;
const RANK_BITS = 2 ** 31;
const float = new Float32Array(1);
const bits = new Uint32Array(float.buffer);

function sortKey(inName: boolean, rank: number, product: number): number {
  float[0] = rank;
  return ((inName ? RANK_BITS : 0) + bits[0]!) * PRODUCTS_LIMIT + product;
}

function rankOfKey(key: number): number {
  bits[0] = Math.floor(key / PRODUCTS_LIMIT) % RANK_BITS;
  return float[0]!;
}

const LOAD = sql`SELECT v.id, v.search_vector::text AS en, v.search_vector_bn::text AS bn FROM products v ORDER BY v.id`;

export function createSearchIndex(db: Database, now: () => number = Date.now) {
  const vectors = refreshedSnapshot(
    async () => SearchIndex.from(await queryRows<{ id: string; en: string; bn: string }>(db, LOAD)),
    SEARCH_INDEX_REFRESH_MS,
    now,
  );
  const index = () => vectors.get();

  return {
    /**
     * A search's matches for a `to_tsquery` text built by `searchQuery`; undefined when its
     * normalised form holds what the index does not evaluate (the database answers it then).
     */
    async matches(tsquery: string): Promise<WordMatches | undefined> {
      const [[normalised], loaded] = await Promise.all([
        queryPrepared<{ en: string; bn: string }>(
          db,
          sql`SELECT to_tsquery('english', ${tsquery})::text AS en, to_tsquery('simple', ${tsquery})::text AS bn`,
        ),
        index(),
      ]);
      return normalised ? loaded.matches(normalised.en, normalised.bn) : undefined;
    },

    /** Reads the vectors ahead of the first search that needs them; answers their products' ids by number. */
    async warm(): Promise<readonly string[]> {
      return (await index()).ids;
    },

    /** The catalogue has changed: the next search reads the vectors again and waits for them. */
    forget: () => vectors.forget(),
  };
}

export type SearchIndexReader = ReturnType<typeof createSearchIndex>;
