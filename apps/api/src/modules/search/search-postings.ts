/**
 * One tsvector column of every product as an inverted index (decision 051): for each lexeme, the
 * products that have it and their positions with weights, in typed arrays; read from the
 * vectors' text output.
 */
import { compareLexemes } from './ts-query.ts';
import { weightOf } from './ts-rank.ts';

const WEIGHT_A = 3;

/** One vector column of every product, by lexeme: which products have it, at which positions. */
export class Postings {
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
   * Products `skipped` marks are left out (their words are elsewhere: an index's changes).
   */
  wordsOf(lexeme: string, prefix: boolean, heads: Int32Array, tails: Int32Array, skipped?: Uint8Array): OperandWords {
    const [first, end] = this.range(lexeme, prefix);
    const from = this.lexemeStart[first]!;
    const count = this.lexemeStart[end]! - from;
    const next = new Int32Array(count);
    // Postings run lexeme by lexeme, products ascending within each: the words in the vector's order.
    for (let visit = 0; visit < count; visit++) {
      const product = this.products[from + visit]!;
      if (skipped?.[product]) continue;
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
export interface OperandWords {
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
export class PostingsBuilder {
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
