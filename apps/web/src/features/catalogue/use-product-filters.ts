import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';

import { useCategories } from './api/get-categories';
import {
  applyFilterChange,
  clearFilters,
  type FilterChange,
  matchesFilterValue,
  readFilters,
  withPage,
} from './filters';

/** The listing's filters read from, and written to, the URL query. */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);

  // Filter changes keep the scroll position; the page change scrolls up itself, smoothly.
  const go = (next: URLSearchParams) => setSearchParams(next, { preventScrollReset: true });

  return {
    filters,
    hrefFor: (change: FilterChange) => paths.products(Object.fromEntries(applyFilterChange(searchParams, change))),
    update: (change: FilterChange) => go(applyFilterChange(searchParams, change)),
    clearAll: () => go(clearFilters(searchParams)),
    goToPage: (page: number) => {
      go(withPage(searchParams, page));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  };
}

/** The chosen category, resolved from an id or a name in the URL. */
export function useSelectedCategory(value: string | undefined) {
  const categories = useCategories().data;
  return useMemo(
    () => categories?.find((category) => matchesFilterValue(category._id, category.categoryName, value)),
    [categories, value],
  );
}
