/**
 * A shopper's words as a full-text query (decision 028): each word as a prefix, or any of the
 * catalogue's words most similar to it ('tshrt' -> tshirt, 'panjabi' -> punjabi); all words must
 * match. The vocabulary (`search_terms`) is search's own.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { queryPrepared } from '../../lib/rows.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

/**
 * Letters (with their marks, for Bangla) and digits; everything else separates words, except that
 * figures joined by '/' or '.' ('6/128', '6gb/128gb', '5.5') stay one word, as PostgreSQL's parser
 * reads them into a product's words (decision 069).
 */
const WORD = /\p{N}[\p{L}\p{N}]*(?:[/.]\p{N}[\p{L}\p{N}]*)+|[\p{L}\p{M}\p{N}]+/gu;
const MAX_SEARCH_WORDS = 8;
/**
 * Shorter words are too short for trigram similarity to mean anything, and are matched whole: as
 * a prefix, one letter would match nearly every product (decision 067).
 */
const MIN_CORRECTABLE_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;
/** Corrections change only when the catalogue is edited; `forget` drops them then. */
const CORRECTIONS_TTL_MS = 30_000;
const CORRECTIONS_CACHE_SIZE = 1000;
const CORRECTIONS_MAX_BYTES = 2 * 1024 * 1024;

type Corrections = Array<{ word: string; term: string }>;

/** A shopper's distinct words, in one order whatever order they were typed in; empty without a word. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_SEARCH_WORDS).sort();
}

const correctableOf = (words: string[]) => words.filter((word) => word.length >= MIN_CORRECTABLE_LENGTH);

/** Every word as a prefix (short ones whole), or any of its corrections; all words must match. */
function queryText(words: string[], found: Corrections): string {
  return words
    .map((word) => {
      const alternatives = found.filter((c) => c.word === word && c.term !== word).map((c) => c.term);
      const asTyped = word.length >= MIN_CORRECTABLE_LENGTH ? `${word}:*` : word;
      return `(${[asTyped, ...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

export function createQueryReader(db: Database, now: () => number = Date.now) {
  const corrections = new TtlCache<Corrections>(CORRECTIONS_TTL_MS, CORRECTIONS_CACHE_SIZE, now, {
    maxBytes: CORRECTIONS_MAX_BYTES,
    sizeOf: (rows) => 100 + rows.reduce((sum, row) => sum + 50 + 2 * (row.word.length + row.term.length), 0),
  });
  return {
    /** The `to_tsquery` text of a shopper's words; null when the text has no word at all. */
    async queryOf(text: string): Promise<string | null> {
      const words = wordsOf(text);
      if (!words.length) return null;
      const correctable = correctableOf(words);
      const found = correctable.length
        ? await corrections.get(correctable.join(' '), () =>
            queryPrepared<{ word: string; term: string }>(
              db,
              sql`SELECT w.word, s.term
                  FROM unnest(string_to_array(${correctable.join(' ')}, ' ')) AS w(word)
                  CROSS JOIN LATERAL (
                    SELECT term FROM search_terms WHERE term % w.word
                    ORDER BY similarity(term, w.word) DESC, term LIMIT ${CORRECTIONS_PER_WORD}
                  ) s`,
            ),
          )
        : [];
      return queryText(words, found);
    },

    /** As queryOf from what is kept: undefined when its corrections are not kept. */
    async keptQueryOf(text: string): Promise<string | null | undefined> {
      const words = wordsOf(text);
      if (!words.length) return null;
      const correctable = correctableOf(words);
      if (!correctable.length) return queryText(words, []);
      const kept = corrections.peek(correctable.join(' '));
      return kept && queryText(words, await kept);
    },

    forget: () => corrections.clear(),
  };
}
