/**
 * Counts of what shoppers search for (decision 070): per shop day and set of words, how many
 * searches and how many found nothing. Words only, normalised as the search reads them; a search
 * holding a long number (a phone number, an order's) is not counted, and nobody's address or
 * account is. Counted in memory and added to the table once a minute.
 */
import { sql } from 'drizzle-orm';

import type { SearchStats } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import { shopToday } from '../../lib/shop-days.ts';
import { wordsOf } from './search-query.ts';

const FLUSH_EVERY_MS = 60_000;
/** Distinct sets of words counted between two flushes; others wait for the next minute. */
const MAX_PENDING = 5_000;
const MAX_WORDS_LENGTH = 100;
/** Seven digits or more: a phone number or an order's number, not something to keep. */
const LONG_NUMBER = /\d{7}/;
const TOP = 20;

/** A search's words as counted, or null for one not counted. */
export function countedWords(text: string): string | null {
  const words = wordsOf(text);
  if (!words.length || words.some((word) => LONG_NUMBER.test(word))) return null;
  return words.join(' ').slice(0, MAX_WORDS_LENGTH);
}

export function createSearchStats(db: Database) {
  const pending = new Map<string, { searches: number; foundNothing: number }>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (!pending.size) return;
    const rows = [...pending].map(([words, counts]) => ({ words, ...counts }));
    pending.clear();
    await queryRows(
      db,
      sql`INSERT INTO search_counts (day, words, searches, found_nothing)
          SELECT ${shopToday}, c.words, c.searches, c.found_nothing
          FROM json_to_recordset(${JSON.stringify(rows.map((row) => ({ words: row.words, searches: row.searches, found_nothing: row.foundNothing })))}::json)
            AS c(words text, searches int, found_nothing int)
          ON CONFLICT (day, words) DO UPDATE SET searches = search_counts.searches + excluded.searches,
            found_nothing = search_counts.found_nothing + excluded.found_nothing`,
    );
  }

  const top = (days: number, column: 'searches' | 'found_nothing') =>
    queryRows<{ words: string; searches: number }>(
      db,
      sql`SELECT words, sum(${sql.raw(column)})::int AS searches FROM search_counts
          WHERE day > ${shopToday} - ${days}::int
          GROUP BY words HAVING sum(${sql.raw(column)}) > 0
          ORDER BY 2 DESC, words LIMIT ${TOP}`,
    );

  return {
    /** Counts one search (its first page) and whether it found nothing. */
    record(text: string, foundNothing: boolean): void {
      const words = countedWords(text);
      if (words === null) return;
      const counts = pending.get(words);
      if (!counts && pending.size >= MAX_PENDING) return;
      if (counts) {
        counts.searches++;
        if (foundNothing) counts.foundNothing++;
      } else pending.set(words, { searches: 1, foundNothing: foundNothing ? 1 : 0 });
      timer ??= setInterval(() => void flush().catch(() => undefined), FLUSH_EVERY_MS).unref();
    },

    flush,

    /** The most searched words of the last `days` shop days, and those most searched without a result. */
    async top(days: number): Promise<SearchStats> {
      await flush();
      const [searched, foundNothing] = await Promise.all([top(days, 'searches'), top(days, 'found_nothing')]);
      return { days, top: searched, foundNothing };
    },

    /** Adds what is counted and stops counting by the minute (the app is closing). */
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await flush().catch(() => undefined);
    },
  };
}
