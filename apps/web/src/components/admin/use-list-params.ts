import { useSearchParams } from 'react-router';

import type { SortState } from './data-table';

export interface ListParams {
  /** The URL's value of `key`, '' when absent. */
  get: (key: string) => string;
  /** One of `allowed`, or '' when the URL has anything else. */
  oneOf: <T extends string>(key: string, allowed: readonly T[]) => T | '';
  page: number;
  sort: SortState | undefined;
  /** Sets (or with '' removes) values; any change but the page's goes back to page 1. */
  set: (changes: Record<string, string>) => void;
  setPage: (page: number) => void;
  setSort: (sort: SortState) => void;
  clear: (keys: readonly string[]) => void;
}

/**
 * A list's search, filters, sort and page kept in the URL's query, so a filtered list can be shared,
 * reloaded and left with Back. Values are read as text; the page decides which are valid.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();

  const update = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { preventScrollReset: true },
    );

  const get = (key: string) => params.get(key) ?? '';
  const page = Number.parseInt(get('page'), 10);
  const sortColumn = get('sort');
  const dir = get('dir');

  return {
    get,
    oneOf: <T extends string>(key: string, allowed: readonly T[]) => {
      const value = get(key);
      return (allowed as readonly string[]).includes(value) ? (value as T) : '';
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: sortColumn ? { column: sortColumn, dir: dir === 'asc' ? 'asc' : 'desc' } : undefined,
    set: (changes) =>
      update((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
      }),
    setPage: (value) =>
      update((next) => {
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
      }),
    setSort: (sort) =>
      update((next) => {
        next.set('sort', sort.column);
        next.set('dir', sort.dir);
        next.delete('page');
      }),
    clear: (keys) =>
      update((next) => {
        for (const key of keys) next.delete(key);
        next.delete('page');
      }),
  };
}
