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
import { compareLexemes, parseTsQuery, rankedOperands, satisfies, type TsQuery } from './ts-query.ts';
import { orRank, orTerm, tsRank, weightOf } from './ts-rank.ts';

/**
 * Past this age the index is read again in the background while the old one still answers: a
 * change made to the database without the shop's knowledge is searchable within it.
 */
export const SEARCH_INDEX_REFRESH_MS = 5 * 60_000;
const WEIGHT_A = 3;
/** Products' vectors parsed between two pauses: about 25 ms of the process's time. */
const PARSED_PER_SLICE = 2_000;

/** One vector column of every product, by lexeme: which products have it, at which positions. */
class Postings {
  constructor(
    /** Sorted, as a tsvector sorts them. */
    private readonly lexemes: string[],
    /** Per lexeme, where its products start in `products` (one more entry than lexemes). */
    private readonly lexemeStart: Int32Array,
    /** Product numbers, ascending within a lexeme. */
    private readonly products: Int32Array,
    /** Per posting, where its positions start in `positions` (one more entry than postings). */
    readonly positionStart: Int32Array,
    readonly positions: Uint16Array,
    /** Per product, whether its vector has any word (ts_rank answers 0 for an empty one). */
    readonly hasWords: Uint8Array,
  ) {}

  /** The lexemes an operand matches: the one equal to it, or every one it begins. */
  private range(lexeme: string, prefix: boolean): [number, number] {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareLexemes(this.lexemes[middle]!, lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    let end = low;
    if (prefix) while (end < this.lexemes.length && this.lexemes[end]!.startsWith(lexeme)) end++;
    else if (this.lexemes[low] === lexeme) end = low + 1;
    return [low, end];
  }

  /**
   * The words an operand matches, product by product: `heads[product]` is one more than the first
   * (0 for none), `next[visit]` one more than the product's next, in the vector's order; a visit's
   * word is `from + visit`. `heads` and `tails` are the caller's, `heads` all 0 where it is read.
   */
  wordsOf(lexeme: string, prefix: boolean, heads: Int32Array, tails: Int32Array): OperandWords {
    const [first, end] = this.range(lexeme, prefix);
    const from = this.lexemeStart[first]!;
    const count = this.lexemeStart[end]! - from;
    const next = new Int32Array(count);
    // Postings run lexeme by lexeme, products ascending within each: the words in the vector's order.
    for (let visit = 0; visit < count; visit++) {
      const product = this.products[from + visit]!;
      if (heads[product] === 0) heads[product] = visit + 1;
      else next[tails[product]!] = visit + 1;
      tails[product] = visit;
    }
    return { from, heads, next };
  }

  productOf(word: number): number {
    return this.products[word]!;
  }

  /** Whether a word (a posting) has a position of weight A. */
  inName(word: number): boolean {
    for (let at = this.positionStart[word]!; at < this.positionStart[word + 1]!; at++) {
      if (weightOf(this.positions[at]!) === WEIGHT_A) return true;
    }
    return false;
  }
}

/** An operand's words, visited in posting order from `from`: see Postings.wordsOf. */
interface OperandWords {
  from: number;
  heads: Int32Array;
  next: Int32Array;
}

const code = (char: string) => char.charCodeAt(0);
const SPACE = code(' ');
const QUOTE = code("'");
const COLON = code(':');
const COMMA = code(',');
const DIGIT_0 = code('0');
const DIGIT_9 = code('9');
const LETTER_A = code('A');
const LETTER_D = code('D');

/** A typed array twice as long, holding the same values. */
function grown<T extends Int32Array | Uint16Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}

/** A lexeme with doubled quotes or backslash escapes, from just after its opening quote; and its closing quote's index. */
function escapedLexeme(text: string, from: number): [string, number] {
  let lexeme = '';
  for (let at = from; at < text.length; at++) {
    const char = text[at]!;
    if (char === '\\') lexeme += text[++at] ?? '';
    else if (char === "'" && text[at + 1] === "'") lexeme += text[at++];
    else if (char === "'") return [lexeme, at];
    else lexeme += char;
  }
  throw new Error('unterminated lexeme in tsvector text');
}

/** Reads tsvectors' text output (`'cotton':12B,18B 'eid':11B`) product by product into Postings. */
class PostingsBuilder {
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** Per entry (a product's word): its lexeme, its product, and where its positions start. */
  private entryLexeme = new Int32Array(1 << 16);
  private entryProduct = new Int32Array(1 << 16);
  private entryPositions = new Int32Array(1 << 16);
  private entryCount = 0;
  private positions = new Uint16Array(1 << 16);
  private positionCount = 0;
  private readonly hasWords: number[] = [];

  add(product: number, text: string): void {
    const words = this.entryCount;
    let at = 0;
    while (at < text.length) {
      if (text.charCodeAt(at) === SPACE) {
        at++;
        continue;
      }
      if (text.charCodeAt(at) !== QUOTE) throw new Error(`unexpected tsvector text: ${text.slice(at, at + 20)}`);
      let end = text.indexOf("'", at + 1);
      let lexeme = text.slice(at + 1, end);
      // Quotes are written twice and backslashes escaped: rare, read character by character.
      if (text.charCodeAt(end + 1) === QUOTE || lexeme.includes('\\')) [lexeme, end] = escapedLexeme(text, at + 1);
      at = end + 1;
      this.addEntry(product, lexeme);
      if (text.charCodeAt(at) === COLON) {
        at++;
        while (at < text.length && text.charCodeAt(at) !== SPACE) {
          let place = 0;
          let code = text.charCodeAt(at);
          for (; code >= DIGIT_0 && code <= DIGIT_9; code = text.charCodeAt(++at)) place = place * 10 + code - DIGIT_0;
          // A to D are weights 3 to 0; D, the default, is not written.
          const weight = code >= LETTER_A && code <= LETTER_D ? LETTER_D - code : -1;
          if (weight >= 0) code = text.charCodeAt(++at);
          this.push((Math.max(weight, 0) << 14) | place);
          if (code === COMMA) at++;
        }
      }
    }
    this.hasWords[product] = this.entryCount > words ? 1 : 0;
  }

  private addEntry(product: number, lexeme: string): void {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemes.push(lexeme);
    }
    if (this.entryCount === this.entryLexeme.length) {
      this.entryLexeme = grown(this.entryLexeme);
      this.entryProduct = grown(this.entryProduct);
      this.entryPositions = grown(this.entryPositions);
    }
    this.entryLexeme[this.entryCount] = id;
    this.entryProduct[this.entryCount] = product;
    this.entryPositions[this.entryCount++] = this.positionCount;
  }

  private push(position: number): void {
    if (this.positionCount === this.positions.length) this.positions = grown(this.positions);
    this.positions[this.positionCount++] = position;
  }

  /** Sorts the lexemes and groups the entries by lexeme, products ascending as they were added. */
  build(): Postings {
    const order = this.lexemes.map((_, id) => id).sort((a, b) => compareLexemes(this.lexemes[a]!, this.lexemes[b]!));
    const place = new Int32Array(order.length);
    order.forEach((id, at) => (place[id] = at));
    const count = this.entryCount;
    const lexemeStart = new Int32Array(order.length + 1);
    for (let entry = 0; entry < count; entry++) lexemeStart[place[this.entryLexeme[entry]!]! + 1]!++;
    for (let at = 0; at < order.length; at++) lexemeStart[at + 1]! += lexemeStart[at]!;
    const endOf = (entry: number) => (entry + 1 < count ? this.entryPositions[entry + 1]! : this.positionCount);
    const products = new Int32Array(count);
    const positionStart = new Int32Array(count + 1);
    const positions = new Uint16Array(this.positionCount);
    // Each entry's slot, then the positions copied in the slots' order.
    const slotOf = new Int32Array(count);
    const next = lexemeStart.slice(0, order.length);
    for (let entry = 0; entry < count; entry++) {
      const slot = next[place[this.entryLexeme[entry]!]!]!++;
      slotOf[entry] = slot;
      products[slot] = this.entryProduct[entry]!;
      positionStart[slot + 1] = endOf(entry) - this.entryPositions[entry]!;
    }
    for (let slot = 0; slot < count; slot++) positionStart[slot + 1]! += positionStart[slot]!;
    for (let entry = 0; entry < count; entry++) {
      positions.set(this.positions.subarray(this.entryPositions[entry]!, endOf(entry)), positionStart[slotOf[entry]!]!);
    }
    return new Postings(
      order.map((id) => this.lexemes[id]!),
      lexemeStart,
      products,
      positionStart,
      positions,
      Uint8Array.from(this.hasWords),
    );
  }
}

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
