import type { AdminProductListParams } from './get-admin-products';

/**
 * Query keys of the catalogue screens. Each starts with the spec's cache tag (section 3), like the
 * storefront's keys, so invalidating a tag after a write refreshes the admin lists and the shop together.
 */
export const catalogueAdminKeys = {
  products: (params: AdminProductListParams) => ['Product', 'admin', params] as const,
  product: (id: string) => ['Product', 'detail', id] as const,
  categories: () => ['Category', 'admin'] as const,
  subCategories: (categoryId: string) => ['SubCategory', 'admin', { categoryId }] as const,
  subSubCategories: (subCategoryId: string) => ['SubSubCategory', 'admin', { subCategoryId }] as const,
  banners: () => ['Banner', 'admin'] as const,
  owners: () => ['User', 'owners'] as const,
};
