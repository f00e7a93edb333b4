import type { ProductSort } from '@dokan/domain';

/** Query of GET /api/products (spec section 7); absent values are not sent. */
export interface ProductListParams {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
  subCategory?: string;
  subSubCategory?: string;
  minPrice?: number;
  maxPrice?: number;
  discount?: number;
  sortBy?: ProductSort;
  popularProducts?: 'offer';
  exclude?: string;
  /** Products in stock before sold-out ones (Home's strips and the listing). */
  inStockFirst?: boolean;
}
