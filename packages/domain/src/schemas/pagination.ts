import { z } from 'zod';

import { wholeNumberParam } from './common.ts';

/** One page of an admin list: `?page&limit`, at most 100 rows, 20 unless asked. */
export const PAGE_MAX_LIMIT = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** The last page any list answers: a million rows at the largest page size, more than the shop will list. */
export const PAGE_MAX = 10_000;

/** `?page` of every list, the storefront's included. */
export const pageParam = () => wholeNumberParam('page', 1, PAGE_MAX);

export const PageQuerySchema = z.object({
  page: pageParam().optional(),
  limit: wholeNumberParam('limit', 1, PAGE_MAX_LIMIT).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Where a page sits in its list: rows on this page, rows in all, this page's number, pages in all. */
export const PageMetaSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** The answer of every paginated admin list: `{ count, total, page, pages, data }` (count = rows on this page). */
export function pageOf<T extends z.ZodType>(item: T) {
  return PageMetaSchema.extend({ data: z.array(item) });
}

/** A `true`/`false` query parameter. */
export const booleanParam = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');

/** A free-text search box: trimmed, at most 100 characters, empty means no search. */
export const searchParam = (name = 'search') =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .transform((v) => v || undefined)
    .optional();
