/**
 * The listing's filters, sorts and totals answered from memory (decision 050): every product's
 * category, owner, price and discount, and its place in each sort, read in one statement. A page
 * is then a walk down an array and its cards are read by id; a total is exact and costs no query.
 * Stock filters (in stock first) and searches stay with the database.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { refreshedSnapshot } from '../../lib/refreshed-snapshot.ts';
import { queryRows } from '../../lib/rows.ts';
import type { ProductFilter, ProductOrder } from './products.repository.ts';

export type KeyedOrder = Exclude<ProductOrder, 'relevance'>;
const ORDERS: readonly KeyedOrder[] = ['newest', 'rating', 'sales', 'offer'];

/**
 * Past this age the keys are read again in the background while the old ones still answer: a
 * delivery moves its products in the sales sort without a catalogue change that drops the keys.
 */
export const KEYS_REFRESH_MS = 60_000;

/** What a product's filters look at; a search's candidates carry it too. */
export interface FilterKeys {
  id: string;
  categoryId: string;
  subcategoryId: string | null;
  subSubcategoryId: string | null;
  ownerId: string | null;
  pricePoisha: number;
  discountPercent: number;
}

/** A product's filter keys and its place in each order (0 first), as the keys were read. */
export type KeyedProduct = FilterKeys & Record<KeyedOrder, number>;

type Row = {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  sub_subcategory_id: string | null;
  owner_id: string | null;
  price_poisha: number;
  discount_percent: number;
} & Record<KeyedOrder, number>;

/** The orders of orderClause (products.repository.ts), each a place from 0, computed by the database. */
const LOAD = sql`SELECT k.id, k.category_id, k.subcategory_id, k.sub_subcategory_id, k.owner_id,
    k.price_poisha, k.discount_percent,
    (row_number() OVER (ORDER BY k.created_at DESC, k.id DESC))::int - 1 AS newest,
    (row_number() OVER (ORDER BY k.rating DESC, k.review_count DESC, k.id DESC))::int - 1 AS rating,
    (row_number() OVER (ORDER BY k.sales DESC, k.id DESC))::int - 1 AS sales,
    (row_number() OVER (ORDER BY k.discount_percent DESC, k.id DESC))::int - 1 AS offer
  FROM products k`;

/** A search's or the listing's filter as one test of a product's keys; undefined when it has no condition. */
export function matcherOf(filter: ProductFilter): ((keys: FilterKeys) => boolean) | undefined {
  const category = categoryOf(filter);
  const rest = restOf(filter);
  if (!category) return rest;
  const level = filter.subSubCategoryId
    ? ('subSubcategoryId' as const)
    : filter.subCategoryId
      ? ('subcategoryId' as const)
      : ('categoryId' as const);
  return (keys) => keys[level] === category && (!rest || rest(keys));
}

/**
 * Ids of categories and owners repeat on thousands of rows read at once: the function gives one
 * string for each, so that the rows kept hold a reference instead of a copy.
 */
export function sharedIds(): <T extends string | null>(id: T) => T {
  const shared = new Map<string, string>();
  return <T extends string | null>(id: T): T => {
    if (id === null) return id;
    const known = shared.get(id);
    if (known !== undefined) return known as T;
    shared.set(id, id);
    return id;
  };
}

/** The one category level a filter names, most specific first (as categoryCondition does). */
function categoryOf(filter: ProductFilter): string | undefined {
  return filter.subSubCategoryId ?? filter.subCategoryId ?? filter.categoryId;
}

/** whereClause's other conditions in one test; undefined when there are none. */
function restOf(filter: ProductFilter): ((entry: FilterKeys) => boolean) | undefined {
  const { minPricePoisha, maxPricePoisha, excludeId, ownerId } = filter;
  // Discounts are whole percents: on offer is a discount of at least 1.
  const minDiscount = Math.max(filter.minDiscount ?? 0, filter.offersOnly ? 1 : 0);
  if (minPricePoisha === undefined && maxPricePoisha === undefined && !minDiscount && !excludeId && !ownerId) {
    return undefined;
  }
  const min = minPricePoisha ?? -Infinity;
  const max = maxPricePoisha ?? Infinity;
  return (entry) =>
    entry.pricePoisha >= min &&
    entry.pricePoisha <= max &&
    entry.discountPercent >= minDiscount &&
    (excludeId === undefined || entry.id !== excludeId) &&
    (ownerId === undefined || entry.ownerId === ownerId);
}

/** The products of each category, subcategory and sub-subcategory, in the order given. */
function groupsOf(sorted: readonly FilterKeys[]): Map<string, FilterKeys[]> {
  const groups = new Map<string, FilterKeys[]>();
  const add = (id: string | null, entry: FilterKeys) => {
    if (id === null) return;
    const group = groups.get(id);
    if (group) group.push(entry);
    else groups.set(id, [entry]);
  };
  for (const entry of sorted) {
    add(entry.categoryId, entry);
    add(entry.subcategoryId, entry);
    add(entry.subSubcategoryId, entry);
  }
  return groups;
}

/**
 * The keys as read at one moment, with each order's products of each category, subcategory and
 * sub-subcategory picked out together.
 */
class Snapshot {
  /**
   * Each category level's products in each order: 20-30 ms an order at 100k products, spent as the
   * keys are read so that no listing waits for it.
   */
  private readonly byCategory: Record<KeyedOrder, Map<string, FilterKeys[]>>;

  constructor(
    private readonly sorted: Record<KeyedOrder, KeyedProduct[]>,
    readonly byId: ReadonlyMap<string, KeyedProduct>,
  ) {
    this.byCategory = Object.fromEntries(ORDERS.map((order) => [order, groupsOf(sorted[order])])) as Record<
      KeyedOrder,
      Map<string, FilterKeys[]>
    >;
  }

  static from(rows: Row[]): Snapshot {
    const one = sharedIds();
    const sorted = Object.fromEntries(ORDERS.map((order) => [order, new Array<KeyedProduct>(rows.length)])) as Record<
      KeyedOrder,
      KeyedProduct[]
    >;
    const byId = new Map<string, KeyedProduct>();
    for (const row of rows) {
      const entry: KeyedProduct = {
        id: row.id,
        categoryId: one(row.category_id),
        subcategoryId: one(row.subcategory_id),
        subSubcategoryId: one(row.sub_subcategory_id),
        ownerId: one(row.owner_id),
        pricePoisha: row.price_poisha,
        discountPercent: row.discount_percent,
        newest: row.newest,
        rating: row.rating,
        sales: row.sales,
        offer: row.offer,
      };
      for (const order of ORDERS) sorted[order][row[order]] = entry;
      byId.set(entry.id, entry);
    }
    return new Snapshot(sorted, byId);
  }

  private inOrder(filter: ProductFilter, order: KeyedOrder): FilterKeys[] {
    const category = categoryOf(filter);
    if (!category) return this.sorted[order];
    return this.byCategory[order].get(category) ?? [];
  }

  /** The ids of a page, and the filter's total when asked for (then every match is counted). */
  page(filter: ProductFilter, order: KeyedOrder, limit: number, offset: number, withTotal: boolean) {
    const entries = this.inOrder(filter, order);
    const matches = restOf(filter);
    if (!matches) {
      const ids = entries.slice(offset, offset + limit).map((entry) => entry.id);
      return { ids, total: entries.length };
    }
    const ids: string[] = [];
    let seen = 0;
    for (const entry of entries) {
      if (!matches(entry)) continue;
      if (seen >= offset && ids.length < limit) ids.push(entry.id);
      seen++;
      if (!withTotal && ids.length === limit) break;
    }
    return { ids, total: seen };
  }
}

export function createListingKeys(db: Database, now: () => number = Date.now) {
  const keys = refreshedSnapshot(async () => Snapshot.from(await queryRows<Row>(db, LOAD)), KEYS_REFRESH_MS, now);
  const snapshot = () => keys.get();

  return {
    /** Whether the keys answer this filter in this order: not a search's, nor one by stock. */
    serves: (filter: ProductFilter, order: ProductOrder): order is KeyedOrder =>
      filter.tsquery === undefined && filter.stock === undefined && order !== 'relevance',

    /** Every product's keys and places by id: a search orders and filters its candidates by them. */
    async byId(): Promise<ReadonlyMap<string, KeyedProduct>> {
      return (await snapshot()).byId;
    },

    /** A page's product ids in order, and the filter's exact total when `withTotal`. */
    async page(filter: ProductFilter, order: KeyedOrder, limit: number, offset: number, withTotal: boolean) {
      return (await snapshot()).page(filter, order, limit, offset, withTotal);
    },

    /** The catalogue has changed: the next listing reads the keys again and waits for them. */
    forget: () => keys.forget(),
  };
}

export type ListingKeys = ReturnType<typeof createListingKeys>;
