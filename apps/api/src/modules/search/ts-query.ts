/**
 * A PostgreSQL `tsquery` as its text output writes it (`( 'button':* | 'button' ) & 'shirt':*`),
 * read back into a tree the search index can evaluate (decision 051). Only what the shop's own
 * queries hold once normalised is read: words, prefixes, `&`, `|` and parentheses. Anything else
 * (`!`, phrases, weights) is left to the database.
 */

export interface Operand {
  lexeme: string;
  prefix: boolean;
}

export type QueryNode = { kind: 'word'; operand: number } | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode };

export interface TsQuery {
  /** Null for a query without words (only stop words were typed): it matches nothing. */
  root: QueryNode | null;
  /** In the order PostgreSQL stores them: a node's right operand before its left. */
  operands: Operand[];
}

/** Thrown for query text that holds more than the shop's queries do. */
class Unsupported extends Error {}

/** Reads `text`, or answers undefined when it holds what the index does not evaluate. */
export function parseTsQuery(text: string): TsQuery | undefined {
  let at = 0;
  const found: Operand[] = [];
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };

  const operand = (): QueryNode => {
    skipSpaces();
    if (text[at] === '(') {
      at++;
      const inner = either();
      skipSpaces();
      if (text[at] !== ')') throw new Unsupported();
      at++;
      return inner;
    }
    if (text[at] !== "'") throw new Unsupported();
    let lexeme = '';
    for (at++; ; at++) {
      if (at >= text.length) throw new Unsupported();
      const char = text[at];
      if (char === '\\') lexeme += text[++at] ?? '';
      else if (char === "'" && text[at + 1] === "'") lexeme += text[at++];
      else if (char === "'") break;
      else lexeme += char;
    }
    at++;
    let prefix = false;
    if (text[at] === ':') {
      if (text[at + 1] !== '*' || /[A-Da-d*]/.test(text[at + 2] ?? '')) throw new Unsupported();
      prefix = true;
      at += 2;
    }
    found.push({ lexeme, prefix });
    return { kind: 'word', operand: found.length - 1 };
  };

  /** `next` once or more, joined by `operator` from the left: `&` binds tighter than `|`. */
  const chain = (operator: '&' | '|', kind: 'and' | 'or', next: () => QueryNode) => (): QueryNode => {
    let node = next();
    for (skipSpaces(); text[at] === operator; skipSpaces()) {
      at++;
      node = { kind, left: node, right: next() };
    }
    return node;
  };
  const both = chain('&', 'and', operand);
  const either = chain('|', 'or', both);

  try {
    if (!text.trim()) return { root: null, operands: [] };
    const parsed = either();
    skipSpaces();
    if (at !== text.length) return undefined;
    // Renumbered in PostgreSQL's order, which decides which of two equal words ranking keeps.
    const operands: Operand[] = [];
    const renumber = (node: QueryNode): QueryNode => {
      if (node.kind === 'word') {
        operands.push(found[node.operand]!);
        return { kind: 'word', operand: operands.length - 1 };
      }
      const right = renumber(node.right);
      return { kind: node.kind, left: renumber(node.left), right };
    };
    return { root: renumber(parsed), operands };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** The order of lexemes in a tsvector: by their bytes, which for text without surrogates is by code unit. */
export const compareLexemes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * ts_rank's operands: sorted by lexeme, each lexeme once, the first of equal ones kept
 * (SortAndUniqItems). PostgreSQL sorts with a quicksort that keeps equal lexemes in order only
 * below seven operands; undefined when more than that hold one lexeme twice.
 */
export function rankedOperands(query: TsQuery): number[] | undefined {
  const sorted = query.operands
    .map((operand, index) => ({ lexeme: operand.lexeme, index }))
    .sort((a, b) => compareLexemes(a.lexeme, b.lexeme) || a.index - b.index);
  const kept = sorted.filter((entry, i) => i === 0 || entry.lexeme !== sorted[i - 1]!.lexeme);
  if (kept.length < sorted.length && sorted.length >= 7) return undefined;
  return kept.map((entry) => entry.index);
}

/** Whether a product whose operands are the bits of `mask` satisfies the query. */
export function satisfies(node: QueryNode, mask: number): boolean {
  if (node.kind === 'word') return (mask & (1 << node.operand)) !== 0;
  return node.kind === 'and'
    ? satisfies(node.left, mask) && satisfies(node.right, mask)
    : satisfies(node.left, mask) || satisfies(node.right, mask);
}

/**
 * The operands a shopper typed, as a mask: all but spelling help. The shop writes each word as
 * `(word:* | correction | …)`: in an OR holding a prefix, the operands that are not prefixes are
 * corrections or transliterations (decision 069).
 */
export function typedOperands(query: TsQuery): number {
  let help = 0;
  const leaves = (node: QueryNode, into: number[]): number[] => {
    if (node.kind === 'word') into.push(node.operand);
    else if (node.kind === 'or') {
      leaves(node.left, into);
      leaves(node.right, into);
    }
    return into;
  };
  const visit = (node: QueryNode) => {
    if (node.kind === 'word') return;
    if (node.kind === 'and') {
      visit(node.left);
      visit(node.right);
      return;
    }
    const words = leaves(node, []);
    if (words.length !== countWords(node)) {
      // An OR over an AND (not the shop's shape): every operand counts as typed.
      return;
    }
    if (words.some((operand) => query.operands[operand]!.prefix)) {
      for (const operand of words) if (!query.operands[operand]!.prefix) help |= 1 << operand;
    }
  };
  if (query.root) visit(query.root);
  return ~help;
}

function countWords(node: QueryNode): number {
  return node.kind === 'word' ? 1 : countWords(node.left) + countWords(node.right);
}
