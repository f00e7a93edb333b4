/** What a product list asks for, as the catalogue's repository and its listing keys read it. */

/** A resolved product list request: ids instead of names, poisha instead of taka. */
export interface ProductFilter {
  categoryId?: string;
  subCategoryId?: string;
  subSubCategoryId?: string;
  minPricePoisha?: number;
  maxPricePoisha?: number;
  minDiscount?: number;
  offersOnly?: boolean;
  excludeId?: string;
  /** One seller's products (GET /products/owner/{ownerId}). */
  ownerId?: string;
  /** A `to_tsquery` text built by `searchQuery`, never the shopper's raw words. */
  tsquery?: string;
  /** Only products with stock left ('in'), or only sold-out ones ('out'). */
  stock?: 'in' | 'out';
}

export type ProductOrder = 'newest' | 'rating' | 'sales' | 'offer' | 'relevance';
