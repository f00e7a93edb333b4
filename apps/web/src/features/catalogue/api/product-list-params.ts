import type { AdminProductSort, ProductSort } from '@dokan/domain';

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
}

/** Query of GET /admin/products: one page of the admin's (or an owner's own) product table. */
export interface AdminProductListParams {
  page: number;
  search?: string;
  category?: string;
  lowStock?: boolean;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
}
