/**
 * The GET /api/products requests both the load test and EXPLAIN measure: what the storefront
 * asks for most, plus the expensive corners (typo search, deep page). Each is the query string
 * the browser sends; `category` is a real category id read from the database under test.
 */

import { URLSearchParams } from 'node:url';

/** @typedef {{ name: string, query: Record<string, string>, budget?: 'listing' | 'typo' }} Scenario */

/** @param {{ categoryId: string }} catalogue @returns {Scenario[]} */
export function productListScenarios({ categoryId }) {
  return [
    { name: 'listing page 1', query: {}, budget: 'listing' },
    { name: 'category', query: { category: categoryId } },
    // What the shop's listing page sends outside a search (decision 059): in stock first.
    { name: 'listing, in stock first', query: { page: '1', limit: '10', inStockFirst: 'true' } },
    { name: 'category, in stock first', query: { category: categoryId, page: '1', limit: '10', inStockFirst: 'true' } },
    { name: 'price + discount', query: { minPrice: '500', maxPrice: '3000', discount: '10' } },
    { name: 'sort newest', query: { sortBy: 'newest' } },
    { name: 'sort rating', query: { sortBy: 'rating' } },
    { name: 'sort sales', query: { sortBy: 'sales' } },
    { name: 'offers', query: { popularProducts: 'offer' } },
    { name: "search 'panjabi'", query: { search: 'panjabi' } },
    { name: "search typo 'tshrt'", query: { search: 'tshrt' }, budget: 'typo' },
    { name: 'deep page 5000', query: { page: '5000' } },
  ];
}

export const productListPath = (query) => `/api/products?${new URLSearchParams(query)}`;
