import { describe, expect, it } from 'vitest';

import { activeFilters, applyFilterChange, clearFilters, listParams, readFilters } from './filters';

const query = (search: string) => new URLSearchParams(search);

describe('listing filter rules', () => {
  it('goes back to page 1 on any filter change', () => {
    expect(applyFilterChange(query('page=3&search=rice'), { discount: 10 }).toString()).toBe('search=rice&discount=10');
  });

  it('clears the subcategory and sub-subcategory when the category changes', () => {
    const next = applyFilterChange(query('category=a&subCategory=b&subSubCategory=c&sortBy=rating'), { category: 'x' });
    expect(next.toString()).toBe('category=x&sortBy=rating');
  });

  it('clears the sub-subcategory when the subcategory changes', () => {
    const next = applyFilterChange(query('category=a&subCategory=b&subSubCategory=c'), { subCategory: 'y' });
    expect(next.toString()).toBe('category=a&subCategory=y');
  });

  it('keeps a subcategory chosen together with its category', () => {
    const next = applyFilterChange(query('category=a&subCategory=b'), { category: 'x', subCategory: 'y' });
    expect(next.toString()).toBe('category=x&subCategory=y');
  });

  it('clears every filter but keeps the sort order', () => {
    const next = clearFilters(query('category=a&discount=5&minPrice=10&sortBy=sales&page=2'));
    expect(next.toString()).toBe('sortBy=sales');
  });

  it('counts the active filters and ignores an unknown sort and a bad page', () => {
    const filters = readFilters(query('category=a&search=tea&maxPrice=500&sortBy=cheapest&page=-2'));
    expect(activeFilters(filters)).toEqual(['category', 'search', 'maxPrice']);
    expect(filters.sortBy).toBeUndefined();
    expect(filters.page).toBe(1);
  });

  it('asks for 10 per page and leaves out a minimum of 0 and a maximum of 10000 or more', () => {
    expect(listParams(readFilters(query('minPrice=0&maxPrice=12000&page=2')))).toMatchObject({ page: 2, limit: 10 });
    const params = listParams(readFilters(query('minPrice=0&maxPrice=12000')));
    expect(params).not.toHaveProperty('minPrice');
    expect(params).not.toHaveProperty('maxPrice');
  });
});
