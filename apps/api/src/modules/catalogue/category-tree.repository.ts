/** Writes to the category tree, inside the caller's transaction. Names compare case-insensitively, as the unique indexes do. */
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Transaction } from '../../db/client.ts';
import { categories, products, subcategories, subSubcategories } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subcategories.$inferSelect;
type SubSubCategoryRow = typeof subSubcategories.$inferSelect;

/** What still refers to a level of the tree. */
export interface Usage {
  products: number;
  subcategories: number;
  subSubcategories: number;
}

interface Changes {
  name?: string | undefined;
  /** null clears the Bangla name. */
  nameBn?: string | null | undefined;
  image?: string | undefined;
}

const sameName = (column: AnyPgColumn, name: string) => sql`lower(${column}) = lower(${name})`;
const except = (column: AnyPgColumn, id: string | undefined) => (id ? ne(column, id) : undefined);

/** Only the fields given; updatedAt always. */
const changed = <T extends object>(values: T) => ({
  ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
  updatedAt: sql`now()`,
});

/** A new entry goes after its siblings, so the shop's order of the older ones stays as it was. */
const lastPosition = (siblings: SQL) => sql<number>`(${siblings}) + 1`;

async function countWhere(
  tx: Transaction,
  table: typeof products | typeof subcategories | typeof subSubcategories,
  where: SQL,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export function createCategoryTreeRepository() {
  return {
    /* ---------- categories ---------- */

    async categoryNamed(tx: Transaction, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(sameName(categories.name, name), except(categories.id, exceptId)));
      return row !== undefined;
    },

    async mustFindCategory(tx: Transaction, id: string): Promise<CategoryRow> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id));
      if (!row) throw badRequest('The chosen category does not exist');
      return row;
    },

    async lockCategory(tx: Transaction, id: string): Promise<CategoryRow> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw notFound('Category not found');
      return row;
    },

    async insertCategory(
      tx: Transaction,
      values: { name: string; nameBn: string | null; image: string | null },
    ): Promise<CategoryRow> {
      const position = lastPosition(sql`SELECT coalesce(max(${categories.position}), -1) FROM ${categories}`);
      const [row] = await tx
        .insert(categories)
        .values({ ...values, position })
        .returning();
      return row!;
    },

    async updateCategory(tx: Transaction, id: string, values: Changes): Promise<CategoryRow> {
      const [row] = await tx.update(categories).set(changed(values)).where(eq(categories.id, id)).returning();
      return row!;
    },

    async usageOfCategory(tx: Transaction, id: string): Promise<Usage> {
      return {
        products: await countWhere(tx, products, eq(products.categoryId, id)),
        subcategories: await countWhere(tx, subcategories, eq(subcategories.categoryId, id)),
        subSubcategories: await countWhere(tx, subSubcategories, eq(subSubcategories.categoryId, id)),
      };
    },

    async deleteCategory(tx: Transaction, id: string): Promise<void> {
      await tx.delete(categories).where(eq(categories.id, id));
    },

    /* ---------- subcategories ---------- */

    async subCategoryNamed(tx: Transaction, categoryId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(
          and(
            eq(subcategories.categoryId, categoryId),
            sameName(subcategories.name, name),
            except(subcategories.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async mustFindSubCategory(tx: Transaction, id: string): Promise<SubCategoryRow> {
      const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id));
      if (!row) throw badRequest('The chosen subcategory does not exist');
      return row;
    },

    async lockSubCategory(tx: Transaction, id: string): Promise<SubCategoryRow> {
      const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
      if (!row) throw notFound('Subcategory not found');
      return row;
    },

    async insertSubCategory(
      tx: Transaction,
      values: { name: string; nameBn: string | null; categoryId: string; image: string | null },
    ): Promise<SubCategoryRow> {
      const position = lastPosition(
        sql`SELECT coalesce(max(${subcategories.position}), -1) FROM ${subcategories} WHERE ${subcategories.categoryId} = ${values.categoryId}`,
      );
      const [row] = await tx
        .insert(subcategories)
        .values({ ...values, position })
        .returning();
      return row!;
    },

    async updateSubCategory(
      tx: Transaction,
      id: string,
      values: Changes & { categoryId: string },
    ): Promise<SubCategoryRow> {
      const [row] = await tx.update(subcategories).set(changed(values)).where(eq(subcategories.id, id)).returning();
      return row!;
    },

    /** A subcategory moved to another category takes its sub-subcategories and products along. */
    async moveSubCategoryContents(tx: Transaction, id: string, categoryId: string): Promise<void> {
      await tx
        .update(subSubcategories)
        .set({ categoryId, updatedAt: sql`now()` })
        .where(eq(subSubcategories.subcategoryId, id));
      await tx
        .update(products)
        .set({ categoryId, updatedAt: sql`now()` })
        .where(eq(products.subcategoryId, id));
    },

    async usageOfSubCategory(tx: Transaction, id: string): Promise<Usage> {
      return {
        products: await countWhere(tx, products, eq(products.subcategoryId, id)),
        subcategories: 0,
        subSubcategories: await countWhere(tx, subSubcategories, eq(subSubcategories.subcategoryId, id)),
      };
    },

    async deleteSubCategory(tx: Transaction, id: string): Promise<void> {
      await tx.delete(subcategories).where(eq(subcategories.id, id));
    },

    /* ---------- sub-subcategories ---------- */

    async subSubCategoryNamed(
      tx: Transaction,
      subcategoryId: string,
      name: string,
      exceptId?: string,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: subSubcategories.id })
        .from(subSubcategories)
        .where(
          and(
            eq(subSubcategories.subcategoryId, subcategoryId),
            sameName(subSubcategories.name, name),
            except(subSubcategories.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async mustFindSubSubCategory(tx: Transaction, id: string): Promise<SubSubCategoryRow> {
      const [row] = await tx.select().from(subSubcategories).where(eq(subSubcategories.id, id));
      if (!row) throw badRequest('The chosen sub-subcategory does not exist');
      return row;
    },

    async lockSubSubCategory(tx: Transaction, id: string): Promise<SubSubCategoryRow> {
      const [row] = await tx.select().from(subSubcategories).where(eq(subSubcategories.id, id)).for('update');
      if (!row) throw notFound('Sub-subcategory not found');
      return row;
    },

    async insertSubSubCategory(
      tx: Transaction,
      values: { name: string; nameBn: string | null; categoryId: string; subcategoryId: string; image: string | null },
    ): Promise<SubSubCategoryRow> {
      const position = lastPosition(
        sql`SELECT coalesce(max(${subSubcategories.position}), -1) FROM ${subSubcategories} WHERE ${subSubcategories.subcategoryId} = ${values.subcategoryId}`,
      );
      const [row] = await tx
        .insert(subSubcategories)
        .values({ ...values, position })
        .returning();
      return row!;
    },

    async updateSubSubCategory(
      tx: Transaction,
      id: string,
      values: Changes & { categoryId: string; subcategoryId: string },
    ): Promise<SubSubCategoryRow> {
      const [row] = await tx
        .update(subSubcategories)
        .set(changed(values))
        .where(eq(subSubcategories.id, id))
        .returning();
      return row!;
    },

    /** A sub-subcategory moved under another subcategory takes its products along. */
    async moveSubSubCategoryProducts(
      tx: Transaction,
      id: string,
      categoryId: string,
      subcategoryId: string,
    ): Promise<void> {
      await tx
        .update(products)
        .set({ categoryId, subcategoryId, updatedAt: sql`now()` })
        .where(eq(products.subSubcategoryId, id));
    },

    async usageOfSubSubCategory(tx: Transaction, id: string): Promise<Usage> {
      return {
        products: await countWhere(tx, products, eq(products.subSubcategoryId, id)),
        subcategories: 0,
        subSubcategories: 0,
      };
    },

    async deleteSubSubCategory(tx: Transaction, id: string): Promise<void> {
      await tx.delete(subSubcategories).where(eq(subSubcategories.id, id));
    },
  };
}

export type CategoryTreeRepository = ReturnType<typeof createCategoryTreeRepository>;
