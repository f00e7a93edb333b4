import { type SQL, sql } from 'drizzle-orm';

import {
  type Faq,
  isOnOffer,
  type ListedReview,
  OFFER_MARK,
  poishaToTaka,
  type Product,
  type ProductSummary,
  variantPricePoisha,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { isoDate, queryPrepared, queryRows, queryWithoutSeqScan } from '../../lib/rows.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { joinUser } from '../accounts/accounts.module.ts';
import type { CatalogueSearch, ProductVectors, SearchService, WordMatches } from '../search/search.service.ts';
import { CardCache } from './card-cache.ts';
import type { CatalogueNames } from './categories.repository.ts';
import { createListingKeys, type KeyedProduct, matcherOf } from './listing-keys.ts';
import type { ProductFilter, ProductOrder } from './product-filter.ts';
import type { ProductReviews } from './product-reviews.ts';
import { toVariant, type VariantRow, VARIANTS_FROM, VARIANTS_JSON } from './variants.repository.ts';

export interface SummaryRow {
  id: string;
  name: string;
  name_bn: string | null;
  images: string[];
  price_poisha: number;
  original_price_poisha: number;
  discount_percent: number;
  rating: string | number;
  review_count: number;
  sales: number;
  remaining: number;
  quantity_text: string;
  quantity_text_bn: string | null;
  colors: string[];
  colors_bn: string[];
  sizes: string[];
  sizes_bn: string[];
  category_id: string;
  subcategory_id: string | null;
  sub_subcategory_id: string | null;
  owner_id: string | null;
  owner_display_name: string | null;
  owner_name: string | null;
  created_at: Date | string;
  /** The lowest of its variants' original prices when not all are its own, else null (VARIANTS_FROM). */
  variants_from_poisha: number | null;
}

/** A row as lists read it: a card's columns and its slim reviews (null when it has none). */
export interface CardRow extends SummaryRow {
  listed_reviews: ListedReview[] | null;
}

export interface DetailRow extends SummaryRow {
  description: string;
  description_bn: string | null;
  details: string[];
  details_bn: string[];
  tags: string[];
  tags_bn: string[];
  video: string | null;
  faqs: Faq[] | null;
  faqs_bn: Faq[] | null;
  variants: VariantRow[] | null;
}

/** The product's owner, joined through the accounts module (their current name). */
const owner = joinUser('u', sql`p.owner_id`);

/**
 * The columns a product card needs, with its owner and images in position order. Category names
 * come from an in-process map (`CatalogueNames`), not from three more joins per request.
 */
export const SUMMARY_COLUMNS = sql`
  p.id, p.name, p.name_bn, p.price_poisha, p.original_price_poisha, p.discount_percent, p.rating, p.review_count,
  p.sales, p.remaining, p.quantity_text, p.quantity_text_bn, p.colors, p.colors_bn, p.sizes, p.sizes_bn,
  p.created_at, p.owner_name,
  p.category_id, p.subcategory_id, p.sub_subcategory_id,
  p.owner_id, ${owner.name} AS owner_display_name,
  ARRAY(SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position) AS images,
  ${VARIANTS_FROM} AS variants_from_poisha`;

export const SUMMARY_JOINS = owner.join;

/** A product's FAQs in one language, in order, as JSON (null when it has none). */
function faqsIn(language: 'en' | 'bn'): SQL {
  return sql`(SELECT json_agg(json_build_object('question', f.question, 'answer', f.answer) ORDER BY f.position)
     FROM product_faqs f WHERE f.product_id = p.id AND f.language = ${sql.raw(`'${language}'`)})`;
}

/**
 * The Bangla labels of a product's colours or sizes, one per option (docs/decisions/055): null
 * where none is given, and for every option when the product has no Bangla for them.
 */
export function optionLabels(options: readonly string[], labels: readonly string[] | null): (string | null)[] {
  return options.map((_, at) => labels?.[at] || null);
}

/** A card's columns and everything the product page adds, except the reviews. */
export const DETAIL_COLUMNS = sql`${SUMMARY_COLUMNS}, p.description, p.description_bn, p.details, p.details_bn,
  p.tags, p.tags_bn, p.video, ${faqsIn('en')} AS faqs, ${faqsIn('bn')} AS faqs_bn, ${VARIANTS_JSON} AS variants`;

/** True when `names` knows every category a row refers to. */
function namesCover(names: CatalogueNames, rows: SummaryRow[]): boolean {
  return rows.every(
    (row) =>
      names.categories.has(row.category_id) &&
      (row.subcategory_id === null || names.subcategories.has(row.subcategory_id)) &&
      (row.sub_subcategory_id === null || names.subSubcategories.has(row.sub_subcategory_id)),
  );
}

/**
 * A card's fields of a row with the reviews given: slim ones for lists, the full ones for the product
 * page. Built as one literal, so every card has one shape and the answer's serializer stays fast.
 */
export function toSummary<R>(
  row: SummaryRow,
  names: CatalogueNames,
  reviews: R,
): Omit<ProductSummary, 'reviews'> & { reviews: R } {
  const subcategoryName = row.subcategory_id ? names.subcategories.get(row.subcategory_id) : undefined;
  const subSubcategoryName = row.sub_subcategory_id ? names.subSubcategories.get(row.sub_subcategory_id) : undefined;
  return {
    _id: row.id,
    productName: row.name,
    productNameBn: row.name_bn,
    productImages: row.images ?? [],
    productPrice: poishaToTaka(row.price_poisha),
    productOriginalPrice: poishaToTaka(row.original_price_poisha),
    productDiscount: row.discount_percent,
    productRating: Number(row.rating),
    reviewCount: row.review_count,
    reviews,
    popularProducts: isOnOffer(row.discount_percent) ? OFFER_MARK : null,
    sales: row.sales,
    remainingProducts: row.remaining,
    quantity: row.quantity_text,
    quantityBn: row.quantity_text_bn || null,
    productColors: row.colors ?? [],
    productColorsBn: optionLabels(row.colors ?? [], row.colors_bn),
    productSizes: row.sizes ?? [],
    productSizesBn: optionLabels(row.sizes ?? [], row.sizes_bn),
    productCategory: { _id: row.category_id, categoryName: names.categories.get(row.category_id) ?? '' },
    productSubCategory:
      row.subcategory_id && subcategoryName ? { _id: row.subcategory_id, subCategoryName: subcategoryName } : null,
    productSubSubCategory:
      row.sub_subcategory_id && subSubcategoryName
        ? { _id: row.sub_subcategory_id, subSubCategoryName: subSubcategoryName }
        : null,
    OwnerId: row.owner_id ? { _id: row.owner_id, name: row.owner_display_name ?? row.owner_name ?? '' } : null,
    OwnerName: row.owner_display_name ?? row.owner_name,
    createdAt: isoDate(row.created_at),
    // Undefined, not left out, so that every card keeps one shape; the answer then has no such field.
    priceFrom:
      row.variants_from_poisha === null
        ? undefined
        : poishaToTaka(
            variantPricePoisha(row.variants_from_poisha, {
              originalPricePoisha: row.original_price_poisha,
              discountPercent: row.discount_percent,
            }),
          ),
  };
}

/** A product as lists answer it. */
function toCard(row: CardRow, names: CatalogueNames): ProductSummary {
  return toSummary(row, names, row.listed_reviews ?? []);
}

/** The product page's fields of a row, with the reviews given. */
export function toDetail<R>(
  row: DetailRow,
  names: CatalogueNames,
  reviews: R,
): Omit<Product, 'reviews'> & { reviews: R } {
  return {
    ...toSummary(row, names, reviews),
    productDescription: row.description,
    productDescriptionBn: row.description_bn,
    productDetails: row.details ?? [],
    productDetailsBn: row.details_bn ?? [],
    searchTags: row.tags ?? [],
    searchTagsBn: row.tags_bn ?? [],
    faqs: row.faqs ?? [],
    faqsBn: row.faqs_bn ?? [],
    video: row.video,
    variants: (row.variants ?? []).map((variant) =>
      toVariant(variant, { originalPricePoisha: row.original_price_poisha, discountPercent: row.discount_percent }),
    ),
  };
}

/**
 * A product sits in its sub-subcategory's subcategory and that one's category (the admin keeps
 * them so, moves included), and filters resolve each level under the one before: only the most
 * specific level is a condition, so one index with the sort's columns serves the page.
 */
function categoryCondition(filter: ProductFilter): SQL | undefined {
  if (filter.subSubCategoryId) return sql`p.sub_subcategory_id = ${filter.subSubCategoryId}`;
  if (filter.subCategoryId) return sql`p.subcategory_id = ${filter.subCategoryId}`;
  if (filter.categoryId) return sql`p.category_id = ${filter.categoryId}`;
  return undefined;
}

function whereClause(filter: ProductFilter, ...more: SQL[]): SQL {
  const conditions: SQL[] = [...more];
  const category = categoryCondition(filter);
  if (category) conditions.push(category);
  if (filter.minPricePoisha !== undefined) conditions.push(sql`p.price_poisha >= ${filter.minPricePoisha}`);
  if (filter.maxPricePoisha !== undefined) conditions.push(sql`p.price_poisha <= ${filter.maxPricePoisha}`);
  if (filter.minDiscount) conditions.push(sql`p.discount_percent >= ${filter.minDiscount}`);
  if (filter.offersOnly) conditions.push(sql`p.discount_percent > 0`);
  if (filter.excludeId) conditions.push(sql`p.id <> ${filter.excludeId}`);
  if (filter.ownerId) conditions.push(sql`p.owner_id = ${filter.ownerId}`);
  if (filter.stock) conditions.push(filter.stock === 'in' ? sql`p.remaining > 0` : sql`p.remaining = 0`);
  // The English vector, or the Bangla name's words and their Latin spelling (docs/decisions/033).
  if (filter.tsquery !== undefined) {
    conditions.push(
      sql`(p.search_vector @@ to_tsquery('english', ${filter.tsquery}) OR p.search_vector_bn @@ to_tsquery('simple', ${filter.tsquery}))`,
    );
  }
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** Sort keys are NOT NULL and indexed ascending, so these orders are backward index scans. */
function orderClause(order: ProductOrder, rank: SQL): SQL {
  switch (order) {
    case 'rating':
      return sql`ORDER BY p.rating DESC, p.review_count DESC, p.id DESC`;
    case 'sales':
      return sql`ORDER BY p.sales DESC, p.id DESC`;
    case 'offer':
      return sql`ORDER BY p.discount_percent DESC, p.id DESC`;
    case 'relevance':
      return sql`ORDER BY ${rank} DESC, p.id DESC`;
    case 'newest':
      return sql`ORDER BY p.created_at DESC, p.id DESC`;
  }
}

type KeysetOrder = Exclude<ProductOrder, 'relevance'>;

/**
 * Each order's sort key as text (exact: timestamps keep their microseconds), and the condition
 * "at or after this key" in that order, which the same index serves as a range.
 */
const SORT_KEYS: Record<KeysetOrder, { text: SQL; atOrAfter: (key: string[]) => SQL }> = {
  newest: {
    text: sql`ARRAY[p.created_at::text, p.id::text]`,
    atOrAfter: ([at, id]) => sql`(p.created_at, p.id) <= (${at}::timestamptz, ${id}::uuid)`,
  },
  rating: {
    text: sql`ARRAY[p.rating::text, p.review_count::text, p.id::text]`,
    atOrAfter: ([rating, reviews, id]) =>
      sql`(p.rating, p.review_count, p.id) <= (${rating}::numeric, ${reviews}::int, ${id}::uuid)`,
  },
  sales: {
    text: sql`ARRAY[p.sales::text, p.id::text]`,
    atOrAfter: ([sales, id]) => sql`(p.sales, p.id) <= (${sales}::int, ${id}::uuid)`,
  },
  offer: {
    text: sql`ARRAY[p.discount_percent::text, p.id::text]`,
    atOrAfter: ([discount, id]) => sql`(p.discount_percent, p.id) <= (${discount}::smallint, ${id}::uuid)`,
  },
};

/**
 * From this offset on, a page remembers where it starts and where the next one starts, so that
 * asking again or for the next page reads from that key instead of skipping OFFSET rows (docs/decisions/011).
 */
const DEEP_OFFSET = 1000;
const ANCHOR_TTL_MS = 60_000;
const ANCHOR_CACHE_SIZE = 1000;

/**
 * Category names change only when the catalogue is edited: they are kept for half a minute, and
 * `forgetCached` (called on every response-cache invalidation) drops them.
 */
const NAMES_TTL_MS = 30_000;
/**
 * A search ranks at most this many matches, those matching in a product's name first, rather than
 * ranking (and reading) every product a common word matches; its total is capped alike (decision 028).
 */
export const SEARCH_CANDIDATES = 1_000;
/**
 * Totals are counted exactly up to this many matches (an index range read with a LIMIT); above it,
 * the planner's estimate from the table's statistics stands in (decision 028).
 */
export const EXACT_TOTAL_UP_TO = 2_000;

/** The rows a filter matches, up to one more than EXACT_TOTAL_UP_TO: an index range read, to count. */
const cappedRows = (filter: ProductFilter) =>
  sql`(SELECT 1 FROM products p ${whereClause(filter)} LIMIT ${EXACT_TOTAL_UP_TO + 1}) capped`;
/**
 * A search's candidates, with their rank and sort keys, are kept as long as totals (decision 005):
 * its next pages and other sorts are ordered in memory and read their cards by id (kept as decision
 * 050 says: an order's stock change drops its product's card); a product edit or review forgets them
 * (forgetCached). So are its words' matches in the search index (decision 051), which every filter
 * of the same words picks from.
 */
const CANDIDATES_TTL_MS = 60_000;
const CANDIDATES_CACHE_SIZE = 500;
/**
 * What kept candidates may take: each a small object pointing at its product's keys, and a place
 * in the array of each order asked (decision 067).
 */
const CANDIDATES_MAX_BYTES = 16 * 1024 * 1024;
const sizeOfCandidates = ({ found }: SearchCandidates) => 200 + found.length * (48 + 8 * ORDERS);
/** The orders a search's candidates may be sorted in. */
const ORDERS = 5;

/**
 * A search's candidate: its rank for the words, and its product's keys as the listing keys hold
 * them (decision 050): its place in each sort, and what filters look at.
 */
interface Candidate {
  /** Matches of the words as typed, then name matches, come first (decision 069); 0 from the database. */
  tier: number;
  rank: number;
  keys: KeyedProduct;
}

/** A search's candidates as found, and in each order asked so far. */
interface SearchCandidates {
  found: Candidate[];
  sorted: Map<ProductOrder, Candidate[]>;
}

/**
 * orderClause's orders over a search's candidates: by rank, ties to the id (whose text sorts as its
 * bytes, as the database sorts uuids), or by the product's place in the listing's order. A place
 * and the candidate's index make one number, so those orders are a numeric sort of a typed array,
 * without a comparison function called for every pair.
 */
function sortCandidates(found: readonly Candidate[], order: ProductOrder): Candidate[] {
  if (order === 'relevance') {
    return [...found].sort(
      (a, b) => b.tier - a.tier || b.rank - a.rank || (a.keys.id < b.keys.id ? 1 : a.keys.id > b.keys.id ? -1 : 0),
    );
  }
  const keyed = Float64Array.from(found, (candidate, at) => candidate.keys[order] * SEARCH_CANDIDATES + at).sort();
  return Array.from(keyed, (key) => found[key % SEARCH_CANDIDATES]!);
}

/**
 * A search's candidates from its words' matches: the first SEARCH_CANDIDATES, best first, that are
 * in the listing keys (a product added since they were read waits for its addition to drop them)
 * and that the filter keeps. `keyed` holds each product's keys by its number in the search index.
 */
function pick(
  words: WordMatches,
  keyed: ReadonlyArray<KeyedProduct | undefined>,
  keeps: ((keys: KeyedProduct) => boolean) | undefined,
): SearchCandidates {
  const found: Candidate[] = [];
  for (let at = 0; at < words.products.length && found.length < SEARCH_CANDIDATES; at++) {
    const product = keyed[words.products[at]!];
    if (product && (!keeps || keeps(product))) {
      found.push({ tier: words.tiers[at]!, rank: words.ranks[at]!, keys: product });
    }
  }
  return { found, sorted: new Map() };
}

/**
 * The listing keys of each product of a search index, by its number there, so that picking a
 * search's candidates looks up no id. Kept per index (words' matches kept from before a refresh
 * still point at the older one), for the latest keys asked with it.
 */
function keysByNumber(): (
  ids: readonly string[],
  keyed: ReadonlyMap<string, KeyedProduct>,
) => ReadonlyArray<KeyedProduct | undefined> {
  const byIndex = new WeakMap<
    readonly string[],
    { keyed: ReadonlyMap<string, KeyedProduct>; aligned: Array<KeyedProduct | undefined> }
  >();
  return (ids, keyed) => {
    let kept = byIndex.get(ids);
    if (kept?.keyed !== keyed) byIndex.set(ids, (kept = { keyed, aligned: ids.map((id) => keyed.get(id)) }));
    return kept.aligned;
  };
}

/** Every product's search vectors as text, in the order of their ids: what the search index reads. */
const VECTORS = sql`SELECT v.id, v.search_vector::text AS en, v.search_vector_bn::text AS bn FROM products v ORDER BY v.id`;

export function createProductsRepository(
  db: Database,
  {
    loadNames,
    reviews,
    search,
  }: { loadNames: () => Promise<CatalogueNames>; reviews: ProductReviews; search: SearchService },
) {
  /**
   * What lists answer: a card's columns and its slim reviews (decision 021). review_count is written
   * with the reviews in one transaction (the reviews module), so a product without any, most of a
   * large catalogue, skips the subselect.
   */
  const cardColumns = sql`${SUMMARY_COLUMNS},
    CASE WHEN p.review_count > 0 THEN ${reviews.listedColumn(sql`p.id`)} END AS listed_reviews`;
  const namesCache = new TtlCache<CatalogueNames>(NAMES_TTL_MS, 1);
  const anchors = new TtlCache<string[]>(ANCHOR_TTL_MS, ANCHOR_CACHE_SIZE);
  const candidates = new TtlCache<SearchCandidates>(CANDIDATES_TTL_MS, CANDIDATES_CACHE_SIZE, Date.now, {
    maxBytes: CANDIDATES_MAX_BYTES,
    sizeOf: sizeOfCandidates,
  });
  const index: CatalogueSearch = search.catalogueSearch({
    all: () => queryRows<ProductVectors>(db, VECTORS),
    some: (ids) =>
      queryPrepared<ProductVectors>(
        db,
        sql`SELECT v.id, v.search_vector::text AS en, v.search_vector_bn::text AS bn
            FROM products v WHERE v.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
      ),
  });
  const alignedKeys = keysByNumber();
  const keys = createListingKeys(db);
  const cards = new CardCache();

  /** The names the rows need; a category created since the map was loaded reloads it once. */
  async function namesFor(rows: SummaryRow[], loading: Promise<CatalogueNames>): Promise<CatalogueNames> {
    const names = await loading;
    if (namesCover(names, rows)) return names;
    namesCache.clear();
    return namesCache.get('all', loadNames);
  }
  const currentNames = () => namesCache.get('all', loadNames);

  /** Rows to cards, with the category names the rows refer to. */
  async function summaries<R extends CardRow>(rows: R[], loading = currentNames()) {
    const names = await namesFor(rows, loading);
    return { names, cards: rows.map((row) => toCard(row, names)) };
  }

  /**
   * A page far down the list. The first time, OFFSET skips to it and the keys of its first row
   * and of the row after it are remembered; a repeat, or the next page, starts at that key
   * with an index range. Products added or removed above the page since shift it by that
   * many rows until the key expires or the catalogue cache is invalidated.
   */
  async function deepPage(
    filter: ProductFilter,
    order: KeysetOrder,
    limit: number,
    offset: number,
  ): Promise<ProductSummary[]> {
    const anchorKey = (at: number) => JSON.stringify([filter, order, at]);
    const anchor = await anchors.peek(anchorKey(offset));
    const key = SORT_KEYS[order];
    const loadingNames = currentNames();
    const rows = await queryPrepared<CardRow & { sort_key: string[] }>(
      db,
      sql`SELECT ${cardColumns}, page.sort_key
          FROM (SELECT p.id, ${key.text} AS sort_key FROM products p
                ${anchor ? whereClause(filter, key.atOrAfter(anchor)) : whereClause(filter)}
                ${orderClause(order, sql`0`)} LIMIT ${limit + 1} ${anchor ? sql`` : sql`OFFSET ${offset}`}) page
          JOIN products p ON p.id = page.id
          ${SUMMARY_JOINS}
          ${orderClause(order, sql`0`)}`,
    );
    if (!anchor && rows[0]) anchors.set(anchorKey(offset), rows[0].sort_key);
    const next = rows[limit];
    if (next) anchors.set(anchorKey(offset + limit), next.sort_key);
    return (await summaries(rows.slice(0, limit), loadingNames)).cards;
  }

  /**
   * A search's candidates from the database: up to SEARCH_CANDIDATES matches (name matches first,
   * then the others, as the full-text index yields them) with their rank, and their keys from the
   * listing keys. For what the search index does not answer: a filter by stock (which every order
   * changes), and words whose normalised query holds more than it evaluates (decision 051). Planned
   * for its words every time: a generic plan cannot know how many products a word matches (as a
   * named statement it took twice as long in bench `mix`). Only ids and ranks come back: with every
   * sort and filter key in its rows, sending and reading them took nearly as long again.
   */
  async function findCandidates(filter: ProductFilter): Promise<SearchCandidates> {
    const { tsquery, ...rest } = filter;
    const query = sql`to_tsquery('english', ${tsquery})`;
    // A Bangla name's words and their Latin spelling are name words too (docs/decisions/033). The
    // name's own words (weight A) have an index of their own, so that name matches are found
    // without reading the products whose other words match.
    const banglaQuery = sql`to_tsquery('simple', ${tsquery})`;
    const nameMatch = sql`(ts_filter(p.search_vector, '{a}') @@ ${query} OR p.search_vector_bn @@ ${banglaQuery})`;
    const columns = sql`p.id, p.search_vector, p.search_vector_bn`;
    // Sequential scans are priced out: with a LIMIT the planner may guess that reading the table
    // finds the first matches sooner than the full-text index does, which holds only for a word in
    // most products, and costs a scan of thousands of rows for the others.
    const [found, keyed] = await Promise.all([
      queryWithoutSeqScan<{ id: string; rank: number }>(
        db,
        sql`SELECT p.id, (ts_rank(p.search_vector, ${query}) + ts_rank(p.search_vector_bn, ${banglaQuery}))::float8 AS rank
            FROM ((SELECT ${columns} FROM products p ${whereClause(rest, nameMatch)}
                   LIMIT ${SEARCH_CANDIDATES})
                  UNION ALL
                  (SELECT ${columns} FROM products p
                   ${whereClause(rest, sql`p.search_vector @@ ${query}`, sql`NOT ${nameMatch}`)}
                   LIMIT ${SEARCH_CANDIDATES})
                  LIMIT ${SEARCH_CANDIDATES}) p`,
      ),
      keys.byId(),
    ]);
    const candidates: Candidate[] = [];
    for (const { id, rank } of found) {
      // A product added after the keys were read is not in them; its addition drops them (and
      // these candidates), so the next search finds it.
      const product = keyed.get(id);
      if (product) candidates.push({ tier: 0, rank, keys: product });
    }
    return { found: candidates, sorted: new Map() };
  }

  /**
   * The candidates of a search, kept a minute: its other pages, sorts and total read them from
   * memory. They are picked from its words' matches in the search index, best first, those the
   * filter keeps, up to SEARCH_CANDIDATES; the database finds them when the index cannot.
   */
  const candidatesOf = (filter: ProductFilter): Promise<SearchCandidates> =>
    // `offersOnly: false` is no condition: a plain search and the words' own candidates share a key.
    candidates.get(
      JSON.stringify(filter, (_, value: unknown) => (value === false ? undefined : value)),
      async () => {
        const { tsquery, stock } = filter;
        if (tsquery !== undefined && stock === undefined) {
          const [found, keyed] = await Promise.all([index.matches(tsquery), keys.byId()]);
          const keeps = matcherOf(filter);
          // The kept matches serve a filter when they are every match; else the index finds the filter's own best.
          if (found && (found.complete || !keeps)) return pick(found, alignedKeys(found.ids, keyed), keeps);
          if (found && keeps) {
            const among = await index.matchesAmong(tsquery, SEARCH_CANDIDATES, (ids) => {
              const aligned = alignedKeys(ids, keyed);
              return (product) => {
                const keys = aligned[product];
                return keys !== undefined && keeps(keys);
              };
            });
            if (among) return pick(among, alignedKeys(among.ids, keyed), undefined);
          }
        }
        return findCandidates(filter);
      },
    );

  /** Cards for the given ids in the order given: those not kept are read in one named statement whatever their number. */
  async function cardsByIds(ids: readonly string[], loading = currentNames()): Promise<ProductSummary[]> {
    if (!ids.length) return [];
    return cards.get(ids, async (missing) => {
      const rows = await queryPrepared<CardRow>(
        db,
        sql`SELECT ${cardColumns} FROM products p ${SUMMARY_JOINS} WHERE p.id = ANY(${`{${missing.join(',')}}`}::uuid[])`,
      );
      return (await summaries(rows, loading)).cards;
    });
  }

  /**
   * A page of a search: its candidates ordered by rank or the sort asked for, in memory, and the
   * page's cards read by id. Neither the ranking nor the sort ever sees more than the candidates.
   */
  async function searchPage(filter: ProductFilter, order: ProductOrder, limit: number, offset: number) {
    const loadingNames = currentNames();
    const { found, sorted: byOrder } = await candidatesOf(filter);
    // Each order is sorted once, by the first page asked in it; its next pages slice it.
    let sorted = byOrder.get(order);
    if (!sorted) byOrder.set(order, (sorted = sortCandidates(found, order)));
    return cardsByIds(
      sorted.slice(offset, offset + limit).map((candidate) => candidate.keys.id),
      loadingNames,
    );
  }

  /**
   * A page's cards by an index read with LIMIT; only those rows are joined to their names and
   * images. With `withCount`, each row carries the filter's capped count too.
   */
  async function plainPage(
    filter: ProductFilter,
    order: ProductOrder,
    limit: number,
    offset: number,
    withCount: boolean,
  ): Promise<{ cards: ProductSummary[]; counted: number | undefined }> {
    const loadingNames = currentNames();
    const rows = await queryPrepared<CardRow & { counted?: number }>(
      db,
      sql`SELECT ${cardColumns}${withCount ? sql`, (SELECT count(*)::int FROM ${cappedRows(filter)}) AS counted` : sql``}
          FROM (SELECT p.id FROM products p ${whereClause(filter)}
                ${orderClause(order, sql`0`)} LIMIT ${limit} OFFSET ${offset}) page
          JOIN products p ON p.id = page.id
          ${SUMMARY_JOINS}
          ${orderClause(order, sql`0`)}`,
    );
    return { cards: (await summaries(rows, loadingNames)).cards, counted: rows[0]?.counted };
  }

  /** The total of a capped count: exact below the cap, else the planner's estimate, never below the cap. */
  async function totalFrom(counted: number, filter: ProductFilter): Promise<number> {
    const cap = EXACT_TOTAL_UP_TO + 1;
    return counted < cap ? counted : Math.max(cap, await estimatedCount(filter));
  }

  /**
   * One page of cards: from the listing keys in memory (decision 050), or, by stock, a deep page's
   * (from remembered keys) or one near the top; a search's from its candidates.
   */
  async function list(
    filter: ProductFilter,
    order: ProductOrder,
    limit: number,
    offset: number,
  ): Promise<ProductSummary[]> {
    if (keys.serves(filter, order)) {
      const loadingNames = currentNames();
      return cardsByIds((await keys.page(filter, order, limit, offset, false)).ids, loadingNames);
    }
    if (filter.tsquery !== undefined) return searchPage(filter, order, limit, offset);
    if (order !== 'relevance' && offset >= DEEP_OFFSET) return deepPage(filter, order, limit, offset);
    return (await plainPage(filter, order, limit, offset, false)).cards;
  }

  /**
   * The listing's total: exact from the listing keys; a search's up to SEARCH_CANDIDATES, all it
   * shows; by stock, exact up to EXACT_TOTAL_UP_TO, read with a LIMIT so a broad filter never counts
   * every row, and above it the planner's estimate, never below the exact bound.
   */
  async function count(filter: ProductFilter): Promise<number> {
    if (keys.serves(filter, 'newest')) return (await keys.page(filter, 'newest', 0, 0, true)).total;
    if (filter.tsquery !== undefined) return (await candidatesOf(filter)).found.length;
    const [row] = await queryPrepared<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM ${cappedRows(filter)}`,
    );
    return totalFrom(row?.total ?? 0, filter);
  }

  /** The planner's estimate of the rows a filter matches, from the table's statistics. */
  async function estimatedCount(filter: ProductFilter): Promise<number> {
    const [row] = await queryRows<{ 'QUERY PLAN': string | Array<{ Plan: { 'Plan Rows': number } }> }>(
      db,
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products p ${whereClause(filter)}`,
    );
    const plan = row?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: { 'Plan Rows': number } }>) : plan;
    return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  }

  return {
    /** The catalogue's category names and parents, from memory. */
    names: currentNames,

    forgetCached(): void {
      namesCache.clear();
      anchors.clear();
      candidates.clear();
      index.forget();
      keys.forget();
      cards.forget();
    },

    /**
     * These products alone were edited, added or removed: the search index takes their words in
     * place (decision 068); the listing keys and every search's candidates are read again.
     */
    productsEdited(ids: readonly string[]): Promise<void> {
      anchors.clear();
      candidates.clear();
      keys.forget();
      for (const id of ids) cards.forget(id);
      return index.changed(ids);
    },

    /**
     * Reads the category names, the listing keys and the search index ahead of the first request,
     * and lines the keys up with the index's products (100k lookups by id).
     */
    async warm(): Promise<void> {
      const [, keyed, ids] = await Promise.all([currentNames(), keys.byId(), index.warm()]);
      alignedKeys(ids, keyed);
    },

    /** One product's stock or page changed: only its card goes, and its stock is read again for in stock first. */
    forgetProduct: (id: string) => {
      cards.forget(id);
      keys.stockChanged(id);
    },

    list,

    /**
     * A page with the products in stock before the sold-out ones, walked from the listing keys
     * (decision 059); null for what the keys do not answer (a search), which the database orders.
     */
    async inStockFirstPage(
      filter: ProductFilter,
      order: ProductOrder,
      limit: number,
      offset: number,
    ): Promise<ProductSummary[] | null> {
      if (!keys.serves(filter, order)) return null;
      const loadingNames = currentNames();
      return cardsByIds(await keys.pageInStockFirst(filter, order, limit, offset), loadingNames);
    },

    /**
     * A page and the filter's total. A page near the top (most of them) counts in its own statement,
     * a scalar subquery run once: one round trip instead of two the first time a filter is asked.
     */
    async listWithTotal(
      filter: ProductFilter,
      order: ProductOrder,
      limit: number,
      offset: number,
    ): Promise<{ cards: ProductSummary[]; total: number }> {
      if (keys.serves(filter, order)) {
        const loadingNames = currentNames();
        const { ids, total } = await keys.page(filter, order, limit, offset, true);
        return { cards: await cardsByIds(ids, loadingNames), total };
      }
      if (filter.tsquery !== undefined || (order !== 'relevance' && offset >= DEEP_OFFSET)) {
        const [cards, total] = await Promise.all([list(filter, order, limit, offset), count(filter)]);
        return { cards, total };
      }
      const { cards, counted } = await plainPage(filter, order, limit, offset, true);
      // A page past the end has no row to carry the count.
      return { cards, total: counted === undefined ? await count(filter) : await totalFrom(counted, filter) };
    },

    /** Cards for the given ids, in the order given; unknown ids are left out. */
    summariesByIds: (ids: readonly string[]) => cardsByIds(ids),

    count,

    /**
     * Turns a shopper's words into a full-text query: each word as a prefix, or any of the
     * catalogue's words most similar to it ('tshrt' -> tshirt, 'panjabi' -> punjabi); all words
     * must match. Null when the text has no word at all.
     */
    searchIsKept: (text: string) => index.isKept(text),

    /** Counts a shopper's search (its first page) for the owner's figures. */
    recordSearch: (text: string, foundNothing: boolean) => search.record(text, foundNothing),

    async searchQuery(text: string): Promise<Pick<ProductFilter, 'tsquery'> | null> {
      const tsquery = await index.queryOf(text);
      return tsquery === null ? null : { tsquery };
    },

    async findById(id: string): Promise<Product | null> {
      const loadingNames = currentNames();
      const [row] = await queryPrepared<DetailRow>(
        db,
        sql`SELECT ${DETAIL_COLUMNS} FROM products p ${SUMMARY_JOINS} WHERE p.id = ${id}`,
      );
      if (!row) return null;
      const productReviews = await reviews.ofProduct(id);
      const names = await namesFor([row], loadingNames);
      return toDetail(row, names, productReviews);
    },

    /** Categories that have products, each with its count and newest products. */
    async categoriesWithProducts(perCategory: number) {
      const loadingNames = currentNames();
      const rows = await queryRows<
        CardRow & {
          product_count: number;
          c_id: string;
          c_name: string;
          c_name_bn: string | null;
          c_image: string | null;
        }
      >(
        db,
        sql`SELECT cat.id AS c_id, cat.name AS c_name, cat.name_bn AS c_name_bn, cat.image AS c_image, counts.product_count, top.*
            FROM categories cat
            JOIN LATERAL (SELECT count(*)::int AS product_count FROM products WHERE category_id = cat.id) counts ON counts.product_count > 0
            JOIN LATERAL (
              SELECT ${cardColumns} FROM products p ${SUMMARY_JOINS}
              WHERE p.category_id = cat.id ORDER BY p.created_at DESC, p.id DESC LIMIT ${perCategory}
            ) top ON true
            ORDER BY cat.position, cat.name, top.created_at DESC, top.id DESC`,
      );
      const byCategory = new Map<
        string,
        {
          _id: string;
          categoryName: string;
          categoryNameBn: string | null;
          categoryImage: string | null;
          productCount: number;
          products: ProductSummary[];
        }
      >();
      const names = await namesFor(rows, loadingNames);
      for (const row of rows) {
        let entry = byCategory.get(row.c_id);
        if (!entry) {
          entry = {
            _id: row.c_id,
            categoryName: row.c_name,
            categoryNameBn: row.c_name_bn,
            categoryImage: row.c_image,
            productCount: row.product_count,
            products: [],
          };
          byCategory.set(row.c_id, entry);
        }
        entry.products.push(toCard(row, names));
      }
      return [...byCategory.values()];
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
