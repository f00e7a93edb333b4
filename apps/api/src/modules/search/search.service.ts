/**
 * Search as the catalogue uses it (decision 067): an index of the products' words kept in memory,
 * matched and ranked as the database would (decision 051), and the matches of words asked lately.
 * The catalogue hands in where the vectors are read from; it never sees postings or ranks' maths.
 */
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { createSearchIndex, type VectorSource, type WordMatches } from './search-index.ts';
import { createQueryReader } from './search-query.ts';
import { createSearchStats } from './search-stats.ts';

export type { ProductVectors, VectorSource, WordMatches } from './search-index.ts';

/** A search's words' matches are kept as long as its candidates (decision 046). */
const WORD_MATCHES_TTL_MS = 60_000;
const WORD_MATCHES_CACHE_SIZE = 500;
/** What the kept words' matches may take: each match a product's number and its rank. */
const WORD_MATCHES_MAX_BYTES = 16 * 1024 * 1024;
/**
 * The best matches kept of a search's words: a filter picks its candidates from them when they
 * are every match, else the index finds the filter's own best (decision 067).
 */
export const MATCHES_KEPT = 2_000;

const sizeOfMatches = (matches: WordMatches | undefined) => 200 + (matches ? matches.products.length * 12 : 0);

export function createSearchService(deps: { db: Database }) {
  const counts = createSearchStats(deps.db);
  return {
    /** Counts a search's first page, and whether it found nothing (decision 070). */
    record: (text: string, foundNothing: boolean) => counts.record(text, foundNothing),
    /** What shoppers searched for most in the last `days` days, and most without a result. */
    stats: (days: number) => counts.top(days),
    /** The app is closing: what is counted is written. */
    close: () => counts.close(),

    /** The catalogue's search over the products `source` reads. */
    catalogueSearch(source: VectorSource, now: () => number = Date.now) {
      const index = createSearchIndex(deps.db, source, now);
      const reader = createQueryReader(deps.db, now);
      const wordMatches = new TtlCache<WordMatches | undefined>(WORD_MATCHES_TTL_MS, WORD_MATCHES_CACHE_SIZE, now, {
        maxBytes: WORD_MATCHES_MAX_BYTES,
        sizeOf: sizeOfMatches,
      });
      return {
        /** The `to_tsquery` text of a shopper's words, corrections included; null without a word. */
        queryOf: (text: string) => reader.queryOf(text),
        /**
         * A search's best MATCHES_KEPT matches, best first, for a `to_tsquery` text, kept a minute;
         * undefined when its normalised form holds what the index does not evaluate (the database
         * answers it then).
         */
        matches: (tsquery: string) => wordMatches.get(tsquery, () => index.matches(tsquery, MATCHES_KEPT)),
        /** The best `limit` matches among the products `keepsFor` keeps (given the index's ids by number); not kept. */
        matchesAmong: (
          tsquery: string,
          limit: number,
          keepsFor: (ids: readonly string[]) => (product: number) => boolean,
        ) => index.matches(tsquery, limit, keepsFor),
        /** Whether a search of these words would be answered from what is kept, costing no new work. */
        async isKept(text: string): Promise<boolean> {
          const tsquery = await reader.keptQueryOf(text);
          return tsquery === null || (tsquery !== undefined && wordMatches.peek(tsquery) !== undefined);
        },
        /** Reads the vectors ahead of the first search; answers their products' ids by number. */
        warm: () => index.warm(),
        /**
         * These products alone were edited, added or removed: the index takes their words in
         * place (decision 068); what was kept of earlier searches is forgotten.
         */
        async changed(ids: readonly string[]): Promise<void> {
          reader.forget();
          wordMatches.clear();
          await index.changed(ids);
          // A search that started meanwhile ranked on the words before.
          wordMatches.clear();
        },
        /** The catalogue has changed: the next search reads the vectors again and waits for them. */
        forget(): void {
          reader.forget();
          wordMatches.clear();
          index.forget();
        },
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
export type CatalogueSearch = ReturnType<SearchService['catalogueSearch']>;
