import { asc, eq, inArray } from 'drizzle-orm';

import type { Category, SubCategory, SubSubCategory } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { categories, subcategories, subSubcategories } from '../../db/schema.ts';
import { isUuid } from '../../lib/rows.ts';

type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subcategories.$inferSelect;
type SubSubCategoryRow = typeof subSubcategories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  categoryName: row.name,
  categoryNameBn: row.nameBn,
  categoryImage: row.image,
});

export const toSubCategory = (row: SubCategoryRow): SubCategory => ({
  _id: row.id,
  subCategoryName: row.name,
  subCategoryNameBn: row.nameBn,
  subCategoryImage: row.image,
  categoryId: row.categoryId,
});

export const toSubSubCategory = (row: SubSubCategoryRow): SubSubCategory => ({
  _id: row.id,
  subSubCategoryName: row.name,
  subSubCategoryNameBn: row.nameBn,
  subSubCategoryImage: row.image,
  categoryId: row.categoryId,
  subCategoryId: row.subcategoryId,
});

/**
 * Every category, subcategory and sub-subcategory name by id, with each one's parent: a few
 * hundred rows at most, kept in memory so that neither cards nor listing filters query them.
 */
export interface CatalogueNames {
  categories: ReadonlyMap<string, string>;
  subcategories: ReadonlyMap<string, string>;
  subSubcategories: ReadonlyMap<string, string>;
  /** A subcategory's category, a sub-subcategory's subcategory. */
  parentOf: ReadonlyMap<string, string>;
}

/**
 * Resolves a listing filter that may be an id or a name (banners link by category name, decision
 * 003) among `names` (one level's), under `parent` when one was chosen. Unknown values resolve to null.
 */
export function resolveRef(
  names: ReadonlyMap<string, string>,
  parentOf: ReadonlyMap<string, string>,
  ref: string,
  parent?: string,
): string | null {
  const under = (id: string) => parent === undefined || parentOf.get(id) === parent;
  if (isUuid(ref)) return names.has(ref) && under(ref) ? ref : null;
  const wanted = ref.toLowerCase();
  for (const [id, name] of names) if (name.toLowerCase() === wanted && under(id)) return id;
  return null;
}

export function createCategoriesRepository(db: Database) {
  return {
    async catalogueNames(): Promise<CatalogueNames> {
      // In shop order, so a name shared by two of them resolves to the one listed first.
      const [categoryRows, subRows, subSubRows] = await Promise.all([
        db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.name)),
        db
          .select({ id: subcategories.id, name: subcategories.name, parent: subcategories.categoryId })
          .from(subcategories)
          .orderBy(asc(subcategories.position), asc(subcategories.name)),
        db
          .select({ id: subSubcategories.id, name: subSubcategories.name, parent: subSubcategories.subcategoryId })
          .from(subSubcategories)
          .orderBy(asc(subSubcategories.position), asc(subSubcategories.name)),
      ]);
      const byId = (rows: Array<{ id: string; name: string }>) => new Map(rows.map((row) => [row.id, row.name]));
      return {
        categories: byId(categoryRows),
        subcategories: byId(subRows),
        subSubcategories: byId(subSubRows),
        parentOf: new Map([...subRows, ...subSubRows].map((row) => [row.id, row.parent])),
      };
    },

    /** The names (English and Bangla) of these categories, by id; unknown ids are left out. */
    async categoryNamesById(
      tx: Database | Transaction,
      ids: readonly string[],
    ): Promise<Map<string, { name: string; nameBn: string | null }>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({ id: categories.id, name: categories.name, nameBn: categories.nameBn })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Map(rows.map(({ id, ...names }) => [id, names]));
    },

    async listCategories(): Promise<Category[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
      return rows.map(toCategory);
    },

    /** The names alone, in shop order: what the spec's client reads from GET /categories/get-names. */
    async categoryNames(): Promise<string[]> {
      const rows = await db
        .select({ name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
      return rows.map((row) => row.name);
    },

    async findCategory(id: string): Promise<Category | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ? toCategory(row) : null;
    },

    async listSubCategories(categoryId?: string): Promise<SubCategory[]> {
      const rows = await db
        .select()
        .from(subcategories)
        .where(categoryId ? eq(subcategories.categoryId, categoryId) : undefined)
        .orderBy(asc(subcategories.position), asc(subcategories.name));
      return rows.map(toSubCategory);
    },

    async findSubCategory(id: string): Promise<SubCategory | null> {
      const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id));
      return row ? toSubCategory(row) : null;
    },

    async listSubSubCategories(subCategoryId?: string): Promise<SubSubCategory[]> {
      const rows = await db
        .select()
        .from(subSubcategories)
        .where(subCategoryId ? eq(subSubcategories.subcategoryId, subCategoryId) : undefined)
        .orderBy(asc(subSubcategories.position), asc(subSubcategories.name));
      return rows.map(toSubSubCategory);
    },

    async findSubSubCategory(id: string): Promise<SubSubCategory | null> {
      const [row] = await db.select().from(subSubcategories).where(eq(subSubcategories.id, id));
      return row ? toSubSubCategory(row) : null;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
