/** One page of an admin list (packages/domain schemas/pagination.ts): where it starts, and its answer. */
import { DEFAULT_PAGE_SIZE, type PageQuery } from '@dokan/domain';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export function pageWindow({ page = 1, limit = DEFAULT_PAGE_SIZE }: PageQuery): PageWindow {
  return { page, limit, offset: (page - 1) * limit };
}

export function pageAnswer<T>(data: T[], total: number, { page, limit }: PageWindow) {
  return { count: data.length, total, page, pages: Math.max(1, Math.ceil(total / limit)), data };
}

/** LIKE pattern for a literal term: %, _ and \ in what the admin typed match themselves. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
