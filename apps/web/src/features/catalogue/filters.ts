import type { ProductSort } from '@dokan/domain';
import { LISTING_PAGE_SIZE, PRODUCT_SORTS } from '@dokan/domain/constants';
import { priceFilterParams } from '@dokan/domain/listing';

import type { ProductListParams } from './api/product-list-params';

/**
 * The listing's filters live in the URL query (spec section 2, Product listing), so links, reloads
 * and Back all work. These functions are the rules of section 4, Listing filters.
 */
export const FILTER_KEYS = [
  'category',
  'subCategory',
  'subSubCategory',
  'discount',
  'search',
  'minPrice',
  'maxPrice',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ProductFilters {
  category?: string;
  subCategory?: string;
  subSubCategory?: string;
  discount?: number;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: ProductSort;
  page: number;
}

export type FilterChange = Partial<Record<FilterKey | 'sortBy', string | number | null>>;

function numberParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function textParam(params: URLSearchParams, key: string): string | undefined {
  return params.get(key)?.trim() || undefined;
}

function isSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.includes(value as ProductSort);
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const sortBy = params.get('sortBy');
  const page = numberParam(params, 'page');
  return {
    category: textParam(params, 'category'),
    subCategory: textParam(params, 'subCategory'),
    subSubCategory: textParam(params, 'subSubCategory'),
    discount: numberParam(params, 'discount'),
    search: textParam(params, 'search'),
    minPrice: numberParam(params, 'minPrice'),
    maxPrice: numberParam(params, 'maxPrice'),
    sortBy: isSort(sortBy) ? sortBy : undefined,
    page: page !== undefined && Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * Applies a change: any change goes back to page 1; a new category clears the subcategory and
 * sub-subcategory, a new subcategory clears the sub-subcategory (unless the change sets them too).
 */
export function applyFilterChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const cleared: string[] = ['page'];
  if ('category' in change) cleared.push('subCategory', 'subSubCategory');
  if ('subCategory' in change) cleared.push('subSubCategory');
  for (const key of cleared) if (!(key in change)) next.delete(key);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  return applyFilterChange(params, Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
}

export function activeFilters(filters: ProductFilters): FilterKey[] {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined);
}

/**
 * What the listing asks the server for: the filters, page size 10, the price rules of section 5, and
 * unless it is a search the products in stock before the sold-out ones, as Home lists them (decision
 * 059). A search keeps its order by relevance, matched and ranked in memory (decision 051), which a
 * filter by stock would send to the database. The API's own default stays the spec's order.
 */
export function listParams(filters: ProductFilters): ProductListParams {
  const { minPrice, maxPrice, ...rest } = filters;
  return {
    ...rest,
    limit: LISTING_PAGE_SIZE,
    ...priceFilterParams(minPrice ?? null, maxPrice ?? null),
    inStockFirst: filters.search ? undefined : true,
  };
}

/** A category-level filter may hold an id or a name (banners link by name): either picks the entry out. */
export function matchesFilterValue(id: string, name: string, value: string | undefined): boolean {
  if (!value) return false;
  return value === id || value.toLowerCase() === name.toLowerCase();
}
