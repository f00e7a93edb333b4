import {
  LISTING_PAGE_SIZE,
  PRODUCT_LIST_ALL_CAP,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
  takaToPoisha,
} from '@dokan/domain';

import { notFound } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { resolveRef } from './categories.repository.ts';
import type { ProductFilter, ProductOrder } from './product-filter.ts';
import type { ProductsRepository } from './products.repository.ts';

const CATEGORY_PREVIEW_SIZE = 8;

/**
 * Totals for 'Showing N of total products' are kept for a minute: PostgreSQL can only count by
 * visiting every matching row, and the catalogue changes far less often than shoppers page.
 */
const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_SIZE = 1000;

export function createProductsService(products: ProductsRepository) {
  const counts = new TtlCache<number>(COUNT_TTL_MS, COUNT_CACHE_SIZE);
  const countOf = (filter: ProductFilter) => counts.get(JSON.stringify(filter), () => products.count(filter));

  /**
   * Turns names into ids. A filter that names nothing known matches no product rather than
   * being ignored: a stale banner link must not show the whole shop as if it were the offer.
   */
  async function resolveFilter(query: ProductListQuery): Promise<ProductFilter | null> {
    const filter: ProductFilter = {
      minPricePoisha: query.minPrice === undefined ? undefined : takaToPoisha(query.minPrice),
      maxPricePoisha: query.maxPrice === undefined ? undefined : takaToPoisha(query.maxPrice),
      minDiscount: query.discount,
      offersOnly: query.popularProducts === 'offer',
      excludeId: query.exclude,
    };
    if (query.search) {
      const words = await products.searchQuery(query.search);
      if (words === null) return null;
      Object.assign(filter, words);
    }
    // From the names kept in memory: no query per request for a category filter.
    const names = await products.names();
    if (query.category) {
      const id = resolveRef(names.categories, names.parentOf, query.category);
      if (!id) return null;
      filter.categoryId = id;
    }
    if (query.subCategory) {
      const id = resolveRef(names.subcategories, names.parentOf, query.subCategory, filter.categoryId);
      if (!id) return null;
      filter.subCategoryId = id;
    }
    if (query.subSubCategory) {
      const id = resolveRef(names.subSubcategories, names.parentOf, query.subSubCategory, filter.subCategoryId);
      if (!id) return null;
      filter.subSubCategoryId = id;
    }
    return filter;
  }

  function orderFor(query: ProductListQuery, filter: ProductFilter): ProductOrder {
    if (query.sortBy) return query.sortBy;
    if (filter.tsquery !== undefined) return 'relevance';
    if (filter.offersOnly) return 'offer';
    return 'newest';
  }

  /**
   * Products in stock first, then the sold-out ones, each part in `order`: walked from the listing
   * keys in memory (decision 059), or for a search two index-ordered reads rather than one sort of
   * every matching product by stock, the in-stock total counted only when a page starts past the
   * in-stock products.
   */
  async function inStockFirst(filter: ProductFilter, order: ProductOrder, limit: number, offset: number) {
    const kept = await products.inStockFirstPage(filter, order, limit, offset);
    if (kept) return kept;
    const inStock: ProductFilter = { ...filter, stock: 'in' };
    const first = await products.list(inStock, order, limit, offset);
    if (first.length === limit) return first;
    const inStockTotal = first.length > 0 || offset === 0 ? offset + first.length : await countOf(inStock);
    const soldOut = await products.list(
      { ...filter, stock: 'out' },
      order,
      limit - first.length,
      Math.max(0, offset - inStockTotal),
    );
    return [...first, ...soldOut];
  }

  /** A page and its total; when the total is not kept yet, both come from one statement. */
  async function pageAndTotal(
    filter: ProductFilter,
    order: ProductOrder,
    limit: number,
    offset: number,
  ): Promise<[ProductSummary[], number]> {
    let cards: ProductSummary[] | undefined;
    const total = await counts.get(JSON.stringify(filter), async () => {
      const counted = await products.listWithTotal(filter, order, limit, offset);
      cards = counted.cards;
      return counted.total;
    });
    return [cards ?? (await products.list(filter, order, limit, offset)), total];
  }

  return {
    /** Drops totals, names and search corrections: the catalogue has just changed. */
    forgetCached(): void {
      counts.clear();
      products.forgetCached();
    },

    /** These products alone were edited, added or removed: search takes them in place. */
    productsEdited(ids: readonly string[]): Promise<void> {
      counts.clear();
      return products.productsEdited(ids);
    },

    /** One product's stock or page changed (an order): its card goes, totals and sorts stay. */
    forgetProduct: (id: string) => products.forgetProduct(id),

    /** Whether a search of these words would be answered from what is kept (its ranking done). */
    searchIsKept: (text: string) => products.searchIsKept(text),

    /** What the first listings and searches would wait for, read ahead (decision 051). */
    warm: () => products.warm(),

    /** The listing; with `ownerId`, only that seller's products (GET /products/owner/{ownerId}). */
    async list(query: ProductListQuery, ownerId?: string): Promise<ProductList> {
      const requestedLimit = query.limit ?? LISTING_PAGE_SIZE;
      // limit 0 means "all" (spec section 7), bounded so one request cannot dump a huge catalogue.
      const limit = requestedLimit === 0 ? PRODUCT_LIST_ALL_CAP : requestedLimit;
      const page = requestedLimit === 0 ? 1 : (query.page ?? 1);
      const resolved = await resolveFilter(query);
      const filter = resolved && ownerId ? { ...resolved, ownerId } : resolved;
      if (!filter) {
        return { success: true, message: 'No products found', count: 0, total: 0, page, pages: 1, data: [] };
      }
      const order = orderFor(query, filter);
      const offset = (page - 1) * limit;
      const [data, total] = query.inStockFirst
        ? await Promise.all([inStockFirst(filter, order, limit, offset), countOf(filter)])
        : await pageAndTotal(filter, order, limit, offset);
      if (query.search !== undefined && page === 1 && !ownerId) products.recordSearch(query.search, total === 0);
      return {
        success: true,
        message: total ? 'Products retrieved successfully' : 'No products found',
        count: data.length,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        data,
      };
    },

    async get(id: string) {
      const product = await products.findById(id);
      if (!product) throw notFound('Product not found');
      return product;
    },

    /** Product cards for other features (the wishlist), in the order of the ids given. */
    summaries: (ids: readonly string[]) => products.summariesByIds(ids),

    categoriesWithProducts: () => products.categoriesWithProducts(CATEGORY_PREVIEW_SIZE),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
