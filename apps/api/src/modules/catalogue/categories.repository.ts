import { and, asc, eq, inArray, sql } from 'drizzle-orm';

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

/** Every category, subcategory and sub-subcategory name by id: a few hundred rows at most. */
export interface CatalogueNames {
  categories: ReadonlyMap<string, string>;
  subcategories: ReadonlyMap<string, string>;
  subSubcategories: ReadonlyMap<string, string>;
}

export function createCategoriesRepository(db: Database) {
  return {
    async catalogueNames(): Promise<CatalogueNames> {
      const [categoryRows, subRows, subSubRows] = await Promise.all([
        db.select({ id: categories.id, name: categories.name }).from(categories),
        db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
        db.select({ id: subSubcategories.id, name: subSubcategories.name }).from(subSubcategories),
      ]);
      const byId = (rows: Array<{ id: string; name: string }>) => new Map(rows.map((row) => [row.id, row.name]));
      return {
        categories: byId(categoryRows),
        subcategories: byId(subRows),
        subSubcategories: byId(subSubRows),
      };
    },

    /** The names of these categories, by id; unknown ids are left out. */
    async categoryNamesById(tx: Database | Transaction, ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
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

    /**
     * Resolves a listing filter that may be an id or a name (banners link by category name).
     * A name under a chosen parent is looked up there only. Unknown values resolve to null.
     */
    async resolveCategoryRef(ref: string): Promise<string | null> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(isUuid(ref) ? eq(categories.id, ref) : eq(sql`lower(${categories.name})`, ref.toLowerCase()));
      return row?.id ?? null;
    },

    async resolveSubCategoryRef(ref: string, categoryId?: string): Promise<string | null> {
      const match = isUuid(ref) ? eq(subcategories.id, ref) : eq(sql`lower(${subcategories.name})`, ref.toLowerCase());
      const [row] = await db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(categoryId ? and(match, eq(subcategories.categoryId, categoryId)) : match)
        .limit(1);
      return row?.id ?? null;
    },

    async resolveSubSubCategoryRef(ref: string, subCategoryId?: string): Promise<string | null> {
      const match = isUuid(ref)
        ? eq(subSubcategories.id, ref)
        : eq(sql`lower(${subSubcategories.name})`, ref.toLowerCase());
      const [row] = await db
        .select({ id: subSubcategories.id })
        .from(subSubcategories)
        .where(subCategoryId ? and(match, eq(subSubcategories.subcategoryId, subCategoryId)) : match)
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
