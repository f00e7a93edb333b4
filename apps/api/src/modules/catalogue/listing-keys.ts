/**
 * The listing's filters, sorts and totals answered from memory (decision 050): every product's
 * category, owner, price and discount, and its place in each sort, read in one statement. A page
 * is then a walk down an array and its cards are read by id; a total is exact and costs no query.
 * In stock first walks it too, with each product's stock as last read (decision 059); searches
 * and filters by stock alone stay with the database.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { refreshedSnapshot } from '../../lib/refreshed-snapshot.ts';
import { queryPrepared, queryRows } from '../../lib/rows.ts';
import type { ProductFilter, ProductOrder } from './product-filter.ts';

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
  sold_out: boolean;
} & Record<KeyedOrder, number>;

/** The orders of orderClause (products.repository.ts), each a place from 0, computed by the database. */
const LOAD = sql`SELECT k.id, k.category_id, k.subcategory_id, k.sub_subcategory_id, k.owner_id,
    k.price_poisha, k.discount_percent, k.remaining = 0 AS sold_out,
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
    /** The products with no stock when the keys were read. */
    readonly soldOut: ReadonlySet<string>,
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
    const soldOut = new Set<string>();
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
      if (row.sold_out) soldOut.add(entry.id);
    }
    return new Snapshot(sorted, byId, soldOut);
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

  /**
   * The ids of a page with the products in stock before the sold-out ones, each part in `order`: the
   * in-stock ones up to the page's end, then, when the page reaches past them, the sold-out ones.
   */
  pageInStockFirst(
    filter: ProductFilter,
    order: KeyedOrder,
    limit: number,
    offset: number,
    isSoldOut: (id: string) => boolean,
  ): string[] {
    const entries = this.inOrder(filter, order);
    const matches = restOf(filter);
    const ids: string[] = [];
    const walk = (soldOut: boolean, skip: number): number => {
      let seen = 0;
      for (const entry of entries) {
        if (ids.length === limit) break;
        if (isSoldOut(entry.id) !== soldOut || (matches && !matches(entry))) continue;
        if (seen >= skip) ids.push(entry.id);
        seen++;
      }
      return seen;
    };
    // A page left unfilled has seen every product in stock.
    const inStock = walk(false, offset);
    if (ids.length < limit) walk(true, Math.max(0, offset - inStock));
    return ids;
  }
}

export function createListingKeys(db: Database, now: () => number = Date.now) {
  const keys = refreshedSnapshot(async () => Snapshot.from(await queryRows<Row>(db, LOAD)), KEYS_REFRESH_MS, now);
  const snapshot = () => keys.get();
  /**
   * Stock changes with every order, which does not read the keys again: the products whose stock
   * changed since are read again (by id, in one statement) before the next page in stock first,
   * and what that read says stands over the keys' until the keys are read anew after a change of
   * the catalogue. Each value was read after its product's last change, so a refresh of the keys
   * that started before it cannot make it older.
   */
  const stockChanged = new Set<string>();
  const soldOutSince = new Map<string, boolean>();
  let stockRead: Promise<void> | undefined;
  async function readChangedStock(): Promise<void> {
    const ids = [...stockChanged];
    stockChanged.clear();
    const rows = await queryPrepared<{ id: string; sold_out: boolean }>(
      db,
      sql`SELECT id, remaining = 0 AS sold_out FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
    ).catch((error: unknown) => {
      for (const id of ids) stockChanged.add(id);
      throw error;
    });
    for (const row of rows) soldOutSince.set(row.id, row.sold_out);
  }
  /**
   * Reads the stock of the products changed so far: a read under way may have started before the
   * last of them changed, hence a second round. While the database cannot answer, a page goes by the
   * stock last read rather than fail, as the rest of the keys do (decision 050).
   */
  async function currentStock(): Promise<void> {
    for (let round = 0; round < 2 && stockChanged.size > 0; round++) {
      stockRead ??= readChangedStock().finally(() => (stockRead = undefined));
      await stockRead.catch(() => undefined);
    }
  }

  return {
    /** Whether the keys answer this filter in this order, in stock first or not: not a search's, nor one by stock. */
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

    /** A page's product ids, those in stock first, as their stock is now. */
    async pageInStockFirst(filter: ProductFilter, order: KeyedOrder, limit: number, offset: number) {
      const [keyed] = await Promise.all([snapshot(), currentStock()]);
      const isSoldOut = (id: string) => soldOutSince.get(id) ?? keyed.soldOut.has(id);
      return keyed.pageInStockFirst(filter, order, limit, offset, isSoldOut);
    },

    /** One product's stock changed (an order, a cancellation, a return): read again before the next page in stock first. */
    stockChanged: (id: string) => void stockChanged.add(id),

    /** The catalogue has changed: the next listing reads the keys again and waits for them. */
    forget: () => {
      keys.forget();
      // The keys read next hold the stock as it is from now on.
      soldOutSince.clear();
      stockChanged.clear();
    },
  };
}

export type ListingKeys = ReturnType<typeof createListingKeys>;
