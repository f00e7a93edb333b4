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
import { queryPrepared } from '../../lib/rows.ts';
import { type OperandWords, type Postings, PostingsBuilder } from './search-postings.ts';
import { parseTsQuery, rankedOperands, satisfies, type TsQuery, typedOperands } from './ts-query.ts';
import { orRank, orTerm, tsRank } from './ts-rank.ts';

/**
 * Past this age the index is read again in the background while the old one still answers: a
 * change made to the database without the shop's knowledge is searchable within it.
 */
export const SEARCH_INDEX_REFRESH_MS = 5 * 60_000;
/** Products' vectors parsed between two pauses: about 25 ms of the process's time. */
const PARSED_PER_SLICE = 2_000;

/**
 * A search's matches, best first: those of the words as typed before those only through spelling
 * help (decision 069), each part name matches first, then by rank, ties to the id.
 */
export interface WordMatches {
  /** Products by their number in the index: the id of each is `ids[product]`. */
  products: Int32Array;
  ranks: Float64Array;
  /** Per match, its tier (TIER_TYPED and TIER_NAME added): the order above the rank. */
  tiers: Uint8Array;
  /** Every product's id, by number: the same array for every search of one index. */
  ids: readonly string[];
  /** False when more products match than were asked for (or than were ranked): these are the best of them. */
  complete: boolean;
}

/** What a search asks of the index: its best `limit` matches among the products `keeps` keeps. */
export interface Wanted {
  limit: number;
  keeps?: (product: number) => boolean;
}

/** How much a search did: products visited and ranked, and the pauses it made. */
export interface SearchWork {
  visited: number;
  ranked: number;
  slices: number;
}

/**
 * A search ranks at most this many matches. Name matches are ranked first: a search whose name
 * matches alone pass it ranks no other, and keeps the best of the first it found (in the order of
 * the products' ids), as the database's candidates statement does (decision 028).
 */
export const MAX_RANKED = 20_000;
/** Matches visited, and ranked, between two pauses: a few milliseconds of the process's time. */
const VISITED_PER_SLICE = 20_000;
const RANKED_PER_SLICE = 1_000;

/** A query's operands beyond this are left to the database: each has a bit of a product's mask. */
const MAX_OPERANDS = 31;

/** One column's query: its tree, per operand the words it matches, and per product which operands it has. */
interface ColumnQuery {
  query: TsQuery;
  /** The operands typed (all but spelling help), as a mask. */
  typed: number;
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
  skipped: Uint8Array | undefined,
): ColumnQuery {
  const { has, hasInName } = workspace;
  const words = query.operands.map((operand, bit) => {
    const found = postings.wordsOf(operand.lexeme, operand.prefix, ...workspace.lists(bit), skipped);
    for (let visit = 0; visit < found.next.length; visit++) {
      const product = postings.productOf(found.from + visit);
      if (skipped?.[product]) continue;
      has[product]! |= 1 << bit;
      touched.add(product);
      if (postings.inName(found.from + visit)) hasInName[product]! |= 1 << bit;
    }
    return found;
  });
  const ranksByAll = query.root?.kind === 'and' && ranked.length >= 2;
  return {
    query,
    typed: typedOperands(query),
    ranked,
    words,
    postings,
    has,
    hasInName,
    scratch: ranked.map(() => []),
    orSums: ranksByAll ? undefined : orSums(ranked, words, postings, workspace.orSums, skipped),
  };
}

/** The products' OR-rank sums, visiting each ranked operand's words in posting order; `sums` is all 0 where it is written. */
function orSums(
  ranked: number[],
  words: OperandWords[],
  postings: Postings,
  sums: Float32Array,
  skipped: Uint8Array | undefined,
): Float32Array {
  // A Float32Array rounds each sum as it is stored: the single-precision addition of the C code.
  for (const operand of ranked) {
    const { from, next } = words[operand]!;
    for (let visit = 0; visit < next.length; visit++) {
      const word = from + visit;
      const product = postings.productOf(word);
      if (skipped?.[product]) continue;
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

/**
 * Products changed since the vectors were read (decision 068): the words read with the index no
 * longer hold for them, and their current words are an index of their own, rebuilt at each change.
 */
interface Changes {
  /** Per product number, 1 where the words read with the index no longer hold. */
  stale: Uint8Array;
  /** The changed products' current vectors, by number (a removed product has none). */
  vectors: Map<number, { en: string; bn: string }>;
  english: Postings;
  bangla: Postings;
}

/** Products that may be added to an index in place; past it, or past MAX_CHANGED changes, it is read again. */
const ROOM_FOR_ADDED = 4_096;
const MAX_CHANGED = 5_000;

export class SearchIndex {
  private readonly touched: Touched;
  private readonly workspaces: { english: Workspace; bangla: Workspace };
  private readonly capacity: number;
  private changes: Changes | undefined;
  private numberOf: Map<string, number> | undefined;

  constructor(
    /** Every product's id by number; a new array when a product is added. */
    public ids: readonly string[],
    private readonly english: Postings,
    private readonly bangla: Postings,
  ) {
    this.capacity = ids.length + ROOM_FOR_ADDED;
    this.touched = new Touched(this.capacity);
    this.workspaces = { english: new Workspace(this.capacity), bangla: new Workspace(this.capacity) };
  }

  /**
   * Takes the current vectors of the products `ids` names (`rows`; one left out was removed):
   * each one's words read with the index are set aside and its current ones indexed apart, without
   * reading every product again. False when the index has no room for so many changes: it must be
   * read again.
   */
  apply(ids: readonly string[], rows: readonly ProductVectors[]): Promise<boolean> {
    return this.inTurn(async () => {
      const current = new Map(rows.map((row) => [row.id, row]));
      const numberOf = (this.numberOf ??= new Map(this.ids.map((id, product) => [id, product])));
      const stale = this.changes?.stale ?? new Uint8Array(this.capacity);
      const vectors = new Map(this.changes?.vectors);
      let all = this.ids;
      for (const id of ids) {
        const row = current.get(id);
        let product = numberOf.get(id);
        if (product === undefined) {
          if (!row) continue;
          if (all.length >= this.capacity) return false;
          if (all === this.ids) all = [...all];
          product = all.length;
          (all as string[]).push(id);
          numberOf.set(id, product);
        }
        stale[product] = 1;
        if (row) vectors.set(product, { en: row.en, bn: row.bn });
        else vectors.delete(product);
      }
      if (vectors.size > MAX_CHANGED) return false;
      const english = new PostingsBuilder();
      const bangla = new PostingsBuilder();
      for (const product of [...vectors.keys()].sort((a, b) => a - b)) {
        english.add(product, vectors.get(product)!.en);
        bangla.add(product, vectors.get(product)!.bn);
      }
      this.changes = { stale, vectors, english: english.build(), bangla: bangla.build() };
      this.ids = all;
      return true;
    });
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
   * The best products `to_tsquery('english', …)` matches in the English vector or `to_tsquery('simple',
   * …)` in the Bangla one, with the sum of both ranks, as the database's candidates statement
   * computes them. Undefined when either query holds more than the index evaluates. Searches take
   * turns (they share the workspaces), and each pauses every few milliseconds of work.
   */
  matches(
    englishText: string,
    banglaText: string,
    wanted: Wanted,
    work?: SearchWork,
  ): Promise<WordMatches | undefined> {
    const englishQuery = parseTsQuery(englishText);
    const banglaQuery = parseTsQuery(banglaText);
    if (!englishQuery || !banglaQuery || this.capacity > PRODUCTS_LIMIT) return Promise.resolve(undefined);
    if (Math.max(englishQuery.operands.length, banglaQuery.operands.length) > MAX_OPERANDS) {
      return Promise.resolve(undefined);
    }
    const englishRanked = rankedOperands(englishQuery);
    const banglaRanked = rankedOperands(banglaQuery);
    if (!englishRanked || !banglaRanked) return Promise.resolve(undefined);
    return this.inTurn(async () => {
      const { touched, workspaces, changes } = this;
      try {
        const stale = changes?.stale;
        const en = columnQuery(englishQuery, englishRanked, this.english, workspaces.english, touched, stale);
        const bn = columnQuery(banglaQuery, banglaRanked, this.bangla, workspaces.bangla, touched, stale);
        // A changed product's words, from its own index: the same workspaces, other products.
        const changed = changes && {
          stale: changes.stale,
          en: columnQuery(englishQuery, englishRanked, changes.english, workspaces.english, touched, undefined),
          bn: columnQuery(banglaQuery, banglaRanked, changes.bangla, workspaces.bangla, touched, undefined),
        };
        return await this.ranked(en, bn, changed, wanted, work ?? { visited: 0, ranked: 0, slices: 0 });
      } finally {
        workspaces.english.clear(touched.list, englishQuery.operands.length);
        workspaces.bangla.clear(touched.list, banglaQuery.operands.length);
        touched.clear();
      }
    });
  }

  private turn: Promise<unknown> = Promise.resolve();

  /** Runs `task` once the searches before it are done. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.turn.then(task);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /**
   * The best matches of what the two columns' queries touched, in order: name matches visited
   * first, then, unless enough name matches fill the pages, the others. A match that cannot
   * reach the pages asked is not ranked.
   */
  private async ranked(
    en: ColumnQuery,
    bn: ColumnQuery,
    changed: { stale: Uint8Array; en: ColumnQuery; bn: ColumnQuery } | undefined,
    { limit, keeps }: Wanted,
    work: SearchWork,
  ): Promise<WordMatches> {
    const { touched } = this;
    const best = new TopKeys(limit);
    let matched = 0;
    let ranked = 0;
    let visitedInSlice = 0;
    let rankedInSlice = 0;
    let stopped = false;
    for (let tier = TOP_TIER; tier >= 0; tier--) {
      if (best.full() && best.least() >= keyFloor(tier + 1)) {
        // No match of this tier or below can get in: they are not even looked at.
        stopped = true;
        break;
      }
      for (const product of touched.list) {
        if (++visitedInSlice === VISITED_PER_SLICE || rankedInSlice === RANKED_PER_SLICE) {
          work.slices++;
          visitedInSlice = rankedInSlice = 0;
          await setImmediate();
        }
        work.visited++;
        const enHas = en.has[product]!;
        const bnHas = bn.has[product]!;
        const inBangla = bn.query.root !== null && satisfies(bn.query.root, bnHas);
        if (!inBangla && !(en.query.root !== null && satisfies(en.query.root, enHas))) continue;
        const inName = inBangla || satisfies(en.query.root!, en.hasInName[product]!);
        const typed =
          (bn.query.root !== null && satisfies(bn.query.root, bnHas & bn.typed)) ||
          (en.query.root !== null && satisfies(en.query.root, enHas & en.typed));
        if ((typed ? TIER_TYPED : 0) + (inName ? TIER_NAME : 0) !== tier || (keeps && !keeps(product))) continue;
        matched++;
        if (ranked === MAX_RANKED && best.full()) {
          stopped = true;
          break;
        }
        // Float32 ranks summed in single precision, as float4 + float4 is.
        const fresh = changed?.stale[product] ? changed : undefined;
        const rank = Math.fround(rankOf(fresh?.en ?? en, product) + rankOf(fresh?.bn ?? bn, product));
        ranked++;
        rankedInSlice++;
        work.ranked++;
        best.offer(sortKey(tier, rank, product));
      }
      if (stopped) break;
    }
    const sorted = best.sorted();
    const products = new Int32Array(sorted.length);
    const ranks = new Float64Array(sorted.length);
    const tiers = new Uint8Array(sorted.length);
    sorted.forEach((key, at) => {
      products[at] = key % PRODUCTS_LIMIT;
      ranks[at] = rankOfKey(key);
      tiers[at] = tierOfKey(key);
    });
    const complete = !stopped && matched === sorted.length;
    return { products, ranks, tiers, ids: this.ids, complete };
  }
}

/** The largest keys offered, at most `limit` of them: a heap with the least at its top. */
class TopKeys {
  private readonly keys: Float64Array;
  private size = 0;

  constructor(limit: number) {
    this.keys = new Float64Array(limit);
  }

  full(): boolean {
    return this.size === this.keys.length;
  }

  /** The least key kept. */
  least(): number {
    return this.keys[0] ?? Infinity;
  }

  offer(key: number): void {
    const { keys } = this;
    if (this.size < keys.length) {
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (keys[parent]! <= key) break;
        keys[at] = keys[parent]!;
        at = parent;
      }
      keys[at] = key;
    } else if (keys.length > 0 && key > keys[0]!) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= this.size) break;
        if (child + 1 < this.size && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= key) break;
        keys[at] = keys[child]!;
        at = child;
      }
      keys[at] = key;
    }
  }

  /** The keys kept, largest first. */
  sorted(): Float64Array {
    return this.keys.subarray(0, this.size).slice().sort().reverse();
  }
}

/**
 * A match's order as one number, exact in a double's 53 bits: its tier (2 bits: TIER_TYPED and
 * TIER_NAME), its rank's float32 bits (31: a rank is never negative, and such floats order as their
 * bits) and its product's number (20: products are numbered in the order of their ids).
 */
const PRODUCTS_LIMIT = 2 ** 20;
const RANK_BITS = 2 ** 31;
/** A match of the words as typed, not only through spelling help (decision 069). */
export const TIER_TYPED = 2;
/** A match in the product's name (its Bangla name and its Latin spelling included). */
export const TIER_NAME = 1;
const TOP_TIER = TIER_TYPED + TIER_NAME;
const float = new Float32Array(1);
const bits = new Uint32Array(float.buffer);

/** The least key of a tier. */
const keyFloor = (tier: number) => tier * RANK_BITS * PRODUCTS_LIMIT;

function sortKey(tier: number, rank: number, product: number): number {
  float[0] = rank;
  return (tier * RANK_BITS + bits[0]!) * PRODUCTS_LIMIT + product;
}

function rankOfKey(key: number): number {
  bits[0] = Math.floor(key / PRODUCTS_LIMIT) % RANK_BITS;
  return float[0]!;
}

const tierOfKey = (key: number) => Math.floor(key / keyFloor(1));

/** One product's vectors as the database writes them as text. */
export interface ProductVectors {
  id: string;
  en: string;
  bn: string;
}

/** Where the index reads the products' vectors from: the catalogue, which owns them. */
export interface VectorSource {
  /** Every product's vectors, in the order of their ids. */
  all(): Promise<ProductVectors[]>;
  /** The vectors of the products named that still exist. */
  some(ids: readonly string[]): Promise<ProductVectors[]>;
}

export function createSearchIndex(db: Database, source: VectorSource, now: () => number = Date.now) {
  /** Per read under way, the products changed since it started: applied to it once it is read. */
  const changedDuringReads = new Set<Set<string>>();

  /** Applies changes to an index until none came meanwhile; false when it has no room left. */
  async function caughtUp(index: SearchIndex, changed: Set<string>): Promise<boolean> {
    while (changed.size) {
      const ids = [...changed];
      changed.clear();
      if (!(await index.apply(ids, await source.some(ids)))) return false;
    }
    return true;
  }

  const vectors = refreshedSnapshot(
    async () => {
      const changed = new Set<string>();
      changedDuringReads.add(changed);
      try {
        const read = await SearchIndex.from(await source.all());
        if (!(await caughtUp(read, changed))) throw new Error('too many products changed while the index was read');
        return read;
      } finally {
        changedDuringReads.delete(changed);
      }
    },
    SEARCH_INDEX_REFRESH_MS,
    now,
  );
  const index = () => vectors.get();

  return {
    /**
     * A search's best `limit` matches for a `to_tsquery` text built by the query reader, among the
     * products `keepsFor` keeps (it is given the index's ids by number); undefined when its
     * normalised form holds what the index does not evaluate (the database answers it then).
     */
    async matches(
      tsquery: string,
      limit: number,
      keepsFor?: (ids: readonly string[]) => (product: number) => boolean,
    ): Promise<WordMatches | undefined> {
      const [[normalised], loaded] = await Promise.all([
        queryPrepared<{ en: string; bn: string }>(
          db,
          sql`SELECT to_tsquery('english', ${tsquery})::text AS en, to_tsquery('simple', ${tsquery})::text AS bn`,
        ),
        index(),
      ]);
      if (!normalised) return undefined;
      return loaded.matches(normalised.en, normalised.bn, { limit, keeps: keepsFor?.(loaded.ids) });
    },

    /** Reads the vectors ahead of the first search that needs them; answers their products' ids by number. */
    async warm(): Promise<readonly string[]> {
      return (await index()).ids;
    },

    /**
     * These products were edited, added or removed: the index kept takes their current words in
     * place (a read under way takes them once read); read again only when it has no room left.
     */
    async changed(ids: readonly string[]): Promise<void> {
      for (const changed of changedDuringReads) for (const id of ids) changed.add(id);
      const kept = vectors.current();
      if (!kept) return;
      try {
        if (await caughtUp(await kept, new Set(ids))) return;
      } catch {
        // Either read failed: the next search reads the index again.
      }
      vectors.forget();
    },

    /** The catalogue has changed: the next search reads the vectors again and waits for them. */
    forget: () => vectors.forget(),
  };
}

export type SearchIndexReader = ReturnType<typeof createSearchIndex>;
