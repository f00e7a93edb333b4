/**
 * The three levels of the category tree and how the API names each one's path and multipart fields
 * (spec section 7, Catalogue): one description, so saving and deleting are written once for all three.
 */
export const CATEGORY_LEVELS = {
  category: { path: '/categories', nameField: 'categoryName', imageField: 'categoryImage', tag: 'Category' },
  subCategory: {
    path: '/subcategories',
    nameField: 'subCategoryName',
    imageField: 'subCategoryImage',
    tag: 'SubCategory',
  },
  subSubCategory: {
    path: '/subsubcategories',
    nameField: 'subSubCategoryName',
    imageField: 'subSubCategoryImage',
    tag: 'SubSubCategory',
  },
} as const;

export type CategoryLevel = keyof typeof CATEGORY_LEVELS;

/** The cache tags a change at `level` makes stale: its own, the levels below it, and the products that show its name. */
export function tagsChangedBy(level: CategoryLevel): string[] {
  if (level === 'category') return ['Category', 'SubCategory', 'SubSubCategory', 'Product', 'Banner'];
  if (level === 'subCategory') return ['SubCategory', 'SubSubCategory', 'Product'];
  return ['SubSubCategory', 'Product'];
}
