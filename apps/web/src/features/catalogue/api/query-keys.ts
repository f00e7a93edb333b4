import type { ProductListParams } from './product-list-params';

/** Query keys start with the spec's cache tags (section 3), so a mutation can invalidate by tag. */
export const catalogueKeys = {
  categories: () => ['Category'] as const,
  subCategories: (categoryId: string) => ['SubCategory', { categoryId }] as const,
  subSubCategories: (subCategoryId: string) => ['SubSubCategory', { subCategoryId }] as const,
  banners: () => ['Banner'] as const,
  productList: (params: ProductListParams) => ['Product', 'list', params] as const,
  product: (id: string) => ['Product', 'detail', id] as const,
};
