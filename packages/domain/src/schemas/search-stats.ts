import { z } from 'zod';

/** The days the owner's search figures cover: the last week or the last month. */
export const SEARCH_STATS_DAYS = [7, 30] as const;

export const SearchStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (SEARCH_STATS_DAYS as readonly number[]).includes(days), 'days must be 7 or 30')
    .default(7),
});

const SearchCountSchema = z.object({ words: z.string(), searches: z.number().int() });

/** What shoppers searched for most, and what they searched for most without finding anything. */
export const SearchStatsSchema = z.object({
  days: z.number().int(),
  top: z.array(SearchCountSchema),
  foundNothing: z.array(SearchCountSchema),
});

export type SearchStats = z.infer<typeof SearchStatsSchema>;
