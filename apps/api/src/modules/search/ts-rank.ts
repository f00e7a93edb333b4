/**
 * PostgreSQL's `ts_rank(vector, query)` with its default weights and no normalisation
 * (src/backend/utils/adt/tsrank.c), computed on one product's matching words so that the search
 * index ranks as the database does, to the bit (decision 051). The C code works in single
 * precision except where it divides by a double constant; Math.fround marks each such rounding.
 */

const f = Math.fround;

/** The weights of D, C, B and A, as the C code's float array holds them. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
/** 2^14 - 1: a position's largest value, and the one a word without positions is taken to have. */
export const MAX_POSITION = 16_383;
const NO_RANK = f(1e-20);

/** A position as a tsvector keeps it: the weight (0 for D to 3 for A) above 14 bits of position. */
export const weightOf = (position: number): number => position >> 14;
const placeOf = (position: number): number => position & MAX_POSITION;

/**
 * What ranking reads of one product: for each of the query's ranked operands (sorted, each lexeme
 * once), the product's words it matches in the vector's order, as numbers whose positions run in
 * `positions` from `positionStart[word]` to `positionStart[word + 1]`.
 */
export interface RankInput {
  positions: Uint16Array;
  positionStart: Int32Array;
  words: ReadonlyArray<readonly number[]>;
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
}

const bare = (input: Positions, word: number) => input.positionStart[word + 1] === input.positionStart[word];
// A word without positions counts as one at position 0 (MAX_POSITION for rankAnd) with weight D.
type Positions = Pick<RankInput, 'positions' | 'positionStart'>;
const countOf = (input: Positions, word: number) =>
  Math.max(input.positionStart[word + 1]! - input.positionStart[word]!, 1);
const positionOf = (input: Positions, word: number, j: number, missing: number) => {
  const start = input.positionStart[word]!;
  return input.positionStart[word + 1]! > start ? input.positions[start + j]! : missing;
};

/**
 * One matching word's part of the OR rank (calc_rank_or), before it is added to the sum: a double,
 * as the C expression that divides by a double constant is.
 */
export function orTerm(positions: Uint16Array, positionStart: Int32Array, word: number): number {
  const input = { positions, positionStart };
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  const count = countOf(input, word);
  for (let j = 0; j < count; j++) {
    const weight = WEIGHTS[weightOf(positionOf(input, word, j, 0))]!;
    resj = f(resj + f(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** The OR rank of a sum of terms over `operands` ranked operands, each term added in single precision. */
export const orRank = (sum: number, operands: number): number => (operands > 0 ? f(sum / operands) : sum);

function rankOr({ positions, positionStart, words }: RankInput): number {
  let res = f(0);
  for (const matched of words) for (const word of matched) res = f(res + orTerm(positions, positionStart, word));
  return orRank(res, words.length);
}

function rankAnd(input: RankInput): number {
  if (input.words.length < 2) return rankOr(input);
  const last: number[] = [];
  let res = f(-1);
  for (let i = 0; i < input.words.length; i++) {
    for (const word of input.words[i]!) {
      last[i] = word;
      for (let k = 0; k < i; k++) {
        const other = last[k];
        if (other === undefined) continue;
        const withoutPositions = bare(input, word) || bare(input, other);
        for (let l = 0; l < countOf(input, word); l++) {
          const here = positionOf(input, word, l, MAX_POSITION);
          for (let p = 0; p < countOf(input, other); p++) {
            const there = positionOf(input, other, p, MAX_POSITION);
            let distance = Math.abs(placeOf(here) - placeOf(there));
            if (!distance && !withoutPositions) continue;
            if (!distance) distance = MAX_POSITION + 1;
            const weights = f(WEIGHTS[weightOf(here)]! * WEIGHTS[weightOf(there)]!);
            const curw = f(Math.sqrt(f(weights * wordDistance(distance))));
            res = res < 0 ? curw : f(1 - (1 - res) * (1 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank of a product's vector for a query: `all` when the query's top is an AND, else the
 * words' weights summed; 0 for an empty vector or query, and never below 1e-20 otherwise.
 */
export function tsRank(input: RankInput, { all, vectorEmpty }: { all: boolean; vectorEmpty: boolean }): number {
  if (vectorEmpty || input.words.length === 0) return 0;
  const res = all ? rankAnd(input) : rankOr(input);
  return res < 0 ? NO_RANK : res;
}
