/**
 * The catalogue as other modules use it: product cards (the wishlist), stock as checkout takes and
 * gives it back inside the order's transaction (orders), products running low (the dashboard),
 * category names (banners), the rating the reviews keep, the addresses a sitemap lists (seo) and the products the feeds list (feeds). Also what the catalogue needs from the
 * modules that stand on it, handed down at construction (app.ts): it never imports them.
 */
import type { SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import type { CategoriesRepository } from './categories.repository.ts';
import { createFeedRepository } from './feed.repository.ts';
import type { ProductsService } from './products.service.ts';
import { lockForReview, setRating } from './ratings.repository.ts';
import { createSitemapRepository } from './sitemap.repository.ts';
import {
  addSales,
  lowStock,
  productsForCheckout,
  remainingOf,
  returnStock,
  returnVariantStock,
  takeStockStatement,
  takeVariantStockStatement,
  variantRemainingOf,
} from './stock.repository.ts';

export type { ProductReviews } from './product-reviews.ts';
export type { FeedProduct, FeedProducts } from './feed.repository.ts';
export type { SitemapPages } from './sitemap.repository.ts';
export type { CheckoutProduct, LowStockProduct } from './stock.repository.ts';
export type { VariantRow } from './variants.repository.ts';

/** Which of these pictures order lines still show (the orders module): a product's are never deleted while they do. */
export type ImagesOnOrders = (urls: readonly string[]) => Promise<Set<string>>;

type Tx = Database | Transaction;

/** The addresses a sitemap lists, read from the catalogue's tables (the seo module's tests build it alone). */
export const sitemapPages = (db: Database) => createSitemapRepository(db);
/** Every product as the product feeds list it (the feeds module's tests build it alone). */
export const feedProducts = (db: Database) => createFeedRepository(db);

export function createCatalogueService(deps: {
  db: Database;
  products: ProductsService;
  categories: CategoriesRepository;
}) {
  const { db, products, categories } = deps;
  return {
    /** Product cards in the order of the ids given; unknown ids are left out. */
    summaries: (ids: readonly string[]) => products.summaries(ids),

    /** The products an order names, with what checkout prices and checks them by, and `alongside` in the same statement. */
    productsForCheckout: <T = never>(ids: readonly string[], alongside?: SQL<T>) =>
      productsForCheckout(db, ids, alongside),
    /** Part of an order's statement: takes each product's units where that many remain, a row per product taken. */
    takeStockStatement: (units: ReadonlyMap<string, number>) => takeStockStatement(units),
    /** Beside it: each variant's units, once its product's row (among `taken`'s) is locked. */
    takeVariantStockStatement: (units: ReadonlyMap<string, number>, taken: SQL) =>
      takeVariantStockStatement(units, taken),
    returnStock: (tx: Tx, productId: string, quantity: number) => returnStock(tx, productId, quantity),
    returnVariantStock: (tx: Tx, productId: string, variantId: string, quantity: number) =>
      returnVariantStock(tx, productId, variantId, quantity),
    remainingOf: (tx: Tx, productId: string) => remainingOf(tx, productId),
    variantRemainingOf: (tx: Tx, variantId: string) => variantRemainingOf(tx, variantId),
    /** Units delivered count as sold, product by product in id order. */
    addSales: (tx: Tx, sold: ReadonlyMap<string, number>) => addSales(tx, sold),

    /** Products with `threshold` or fewer left, fewest first (a seller's own when `ownerId` is given). */
    lowStock: (ownerId: string | null, threshold: number, limit: number) => lowStock(db, ownerId, threshold, limit),

    categoryNames: (tx: Tx, ids: readonly string[]) => categories.categoryNamesById(tx, ids),

    /** Locks the product while a review of it is written; false when there is no such product. */
    lockForReview: (tx: Transaction, productId: string) => lockForReview(tx, productId),
    setRating: (tx: Transaction, productId: string, rating: { average: number; count: number }) =>
      setRating(tx, productId, rating),

    /** Every product and listing address with when it last changed, for the sitemap. */
    sitemapPages: sitemapPages(db),
    /** Every product with its words, prices, stock, picture, seller and variants, for the product feeds. */
    feedProducts: feedProducts(db),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
