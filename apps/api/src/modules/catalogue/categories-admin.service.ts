/**
 * The admin's category tree: categories, their subcategories and those's sub-subcategories.
 * Names are unique within their parent; a level still used by products or by a lower level
 * cannot be deleted; moving a subcategory to another category moves what hangs under it. Every
 * write runs in one transaction with its audit entry; images follow lib/uploads.ts.
 */
import type { FastifyBaseLogger } from 'fastify';

import {
  type Category,
  type CategoryInput,
  type CategoryUpdate,
  type SubCategory,
  SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE,
  type SubCategoryInput,
  type SubCategoryUpdate,
  type SubSubCategory,
  type SubSubCategoryInput,
  type SubSubCategoryUpdate,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteImages, withNewImages } from '../../lib/uploads.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import { toCategory, toSubCategory, toSubSubCategory } from './categories.repository.ts';
import { type CategoryTreeRepository, createCategoryTreeRepository, type Usage } from './category-tree.repository.ts';

/** Category pictures are small tiles and strip icons. */
const CATEGORY_IMAGE_SIDE = 800;

/** A Bangla name as sent: absent leaves it, blank clears it. */
const blankIsNone = (text: string | undefined) => (text === undefined ? undefined : text || null);

const TREE_CHANGED = 'The categories changed while you were editing. Please refresh and try again.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '"Shirts" is still used by 3 products and 1 subcategory. Move or delete them first.' */
function inUseMessage(name: string, usage: Usage): string | null {
  const parts = [
    usage.products ? plural(usage.products, 'product', 'products') : null,
    usage.subcategories ? plural(usage.subcategories, 'subcategory', 'subcategories') : null,
    usage.subSubcategories ? plural(usage.subSubcategories, 'sub-subcategory', 'sub-subcategories') : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return `"${name}" is still used by ${parts.join(' and ')}. Move or delete them first.`;
}

interface Written<T> {
  result: T;
  /** The image the change replaced or removed, deleted once it has committed. */
  dropped: string | null;
}

export function createCategoriesAdminService(deps: { db: Database; storage: Storage; log?: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  const tree: CategoryTreeRepository = createCategoryTreeRepository();

  /**
   * Every write here: the new image (if any) stored first, the change and its audit in one
   * transaction, a name taken meanwhile by someone else a 409, the dropped image deleted after commit.
   */
  async function write<T>(
    image: Buffer | undefined,
    folder: string,
    nameTaken: string | null,
    change: (tx: Transaction, imageUrl: string | null) => Promise<Written<T>>,
  ): Promise<T> {
    const { result, dropped } = await withNewImages(
      storage,
      { folder, files: image ? [image] : [], maxSide: CATEGORY_IMAGE_SIDE },
      async ([url]) => {
        try {
          return await db.transaction((tx) => change(tx, url ?? null));
        } catch (error) {
          if (nameTaken && isUniqueViolation(error)) throw conflict(nameTaken);
          // A product or lower level added to it (or its parent deleted) while this ran.
          if (isForeignKeyViolation(error)) throw conflict(TREE_CHANGED);
          throw error;
        }
      },
    );
    if (dropped) await deleteImages(storage, [dropped], log);
    return result;
  }

  const imageRequired = (image: Buffer | undefined, message: string): Buffer => {
    if (!image) throw badRequest(message);
    return image;
  };

  const categoryTaken = (name: string) => `A category named "${name}" already exists`;
  const subCategoryTaken = (name: string) => `A subcategory named "${name}" already exists in this category`;
  const subSubCategoryTaken = (name: string) => `A sub-subcategory named "${name}" already exists in this subcategory`;

  return {
    async createCategory(actor: UserRow, input: CategoryInput, image: Buffer | undefined): Promise<Category> {
      const name = input.categoryName;
      return write(
        imageRequired(image, 'Please add a category image.'),
        'categories',
        categoryTaken(name),
        async (tx, url) => {
          if (await tree.categoryNamed(tx, name)) throw conflict(categoryTaken(name));
          const created = toCategory(
            await tree.insertCategory(tx, { name, nameBn: input.categoryNameBn || null, image: url }),
          );
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'category',
            entityId: created._id,
            after: created,
          });
          return { result: created, dropped: null };
        },
      );
    },

    async updateCategory(actor: UserRow, id: string, input: CategoryUpdate, image?: Buffer): Promise<Category> {
      const name = input.categoryName;
      return write(image, 'categories', categoryTaken(name ?? ''), async (tx, url) => {
        const row = await tree.lockCategory(tx, id);
        if (name !== undefined && (await tree.categoryNamed(tx, name, id))) throw conflict(categoryTaken(name));
        const updated = toCategory(
          await tree.updateCategory(tx, id, {
            name,
            nameBn: blankIsNone(input.categoryNameBn),
            image: url ?? undefined,
          }),
        );
        const before = toCategory(row);
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'category',
          entityId: id,
          before,
          after: updated,
        });
        return { result: updated, dropped: url ? row.image : null };
      });
    },

    async deleteCategory(actor: UserRow, id: string): Promise<void> {
      await write(undefined, 'categories', null, async (tx) => {
        const row = await tree.lockCategory(tx, id);
        const refused = inUseMessage(row.name, await tree.usageOfCategory(tx, id));
        if (refused) throw conflict(refused);
        await tree.deleteCategory(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'category',
          entityId: id,
          before: toCategory(row),
        });
        return { result: undefined, dropped: row.image };
      });
    },

    async createSubCategory(actor: UserRow, input: SubCategoryInput, image: Buffer | undefined): Promise<SubCategory> {
      const name = input.subCategoryName;
      return write(
        imageRequired(image, 'Please add a subcategory image.'),
        'subcategories',
        subCategoryTaken(name),
        async (tx, url) => {
          await tree.mustFindCategory(tx, input.categoryId);
          if (await tree.subCategoryNamed(tx, input.categoryId, name)) throw conflict(subCategoryTaken(name));
          const created = toSubCategory(
            await tree.insertSubCategory(tx, {
              name,
              nameBn: input.subCategoryNameBn || null,
              categoryId: input.categoryId,
              image: url,
            }),
          );
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'subcategory',
            entityId: created._id,
            after: created,
          });
          return { result: created, dropped: null };
        },
      );
    },

    async updateSubCategory(
      actor: UserRow,
      id: string,
      input: SubCategoryUpdate,
      image?: Buffer,
    ): Promise<SubCategory> {
      return write(image, 'subcategories', subCategoryTaken(input.subCategoryName ?? ''), async (tx, url) => {
        const row = await tree.lockSubCategory(tx, id);
        const categoryId = input.categoryId ?? row.categoryId;
        const name = input.subCategoryName ?? row.name;
        const moved = categoryId !== row.categoryId;
        if (moved) await tree.mustFindCategory(tx, categoryId);
        if ((moved || input.subCategoryName !== undefined) && (await tree.subCategoryNamed(tx, categoryId, name, id))) {
          throw conflict(subCategoryTaken(name));
        }
        const updated = toSubCategory(
          await tree.updateSubCategory(tx, id, {
            name: input.subCategoryName,
            nameBn: blankIsNone(input.subCategoryNameBn),
            categoryId,
            image: url ?? undefined,
          }),
        );
        if (moved) await tree.moveSubCategoryContents(tx, id, categoryId);
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'subcategory',
          entityId: id,
          before: toSubCategory(row),
          after: updated,
        });
        return { result: updated, dropped: url ? row.image : null };
      });
    },

    async deleteSubCategory(actor: UserRow, id: string): Promise<void> {
      await write(undefined, 'subcategories', null, async (tx) => {
        const row = await tree.lockSubCategory(tx, id);
        const refused = inUseMessage(row.name, await tree.usageOfSubCategory(tx, id));
        if (refused) throw conflict(refused);
        await tree.deleteSubCategory(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'subcategory',
          entityId: id,
          before: toSubCategory(row),
        });
        return { result: undefined, dropped: row.image };
      });
    },

    async createSubSubCategory(
      actor: UserRow,
      input: SubSubCategoryInput,
      image: Buffer | undefined,
    ): Promise<SubSubCategory> {
      const name = input.subSubCategoryName;
      return write(
        imageRequired(image, 'Please add a sub-subcategory image.'),
        'subsubcategories',
        subSubCategoryTaken(name),
        async (tx, url) => {
          const parent = await tree.mustFindSubCategory(tx, input.subCategoryId);
          if (parent.categoryId !== input.categoryId) throw badRequest(SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE);
          if (await tree.subSubCategoryNamed(tx, parent.id, name)) throw conflict(subSubCategoryTaken(name));
          const created = toSubSubCategory(
            await tree.insertSubSubCategory(tx, {
              name,
              nameBn: input.subSubCategoryNameBn || null,
              categoryId: parent.categoryId,
              subcategoryId: parent.id,
              image: url,
            }),
          );
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'sub-subcategory',
            entityId: created._id,
            after: created,
          });
          return { result: created, dropped: null };
        },
      );
    },

    /**
     * A new subcategory alone brings its category along; a category alone must be the current
     * subcategory's; both must agree.
     */
    async updateSubSubCategory(
      actor: UserRow,
      id: string,
      input: SubSubCategoryUpdate,
      image?: Buffer,
    ): Promise<SubSubCategory> {
      return write(image, 'subsubcategories', subSubCategoryTaken(input.subSubCategoryName ?? ''), async (tx, url) => {
        const row = await tree.lockSubSubCategory(tx, id);
        const parent = await tree.mustFindSubCategory(tx, input.subCategoryId ?? row.subcategoryId);
        if (input.categoryId !== undefined && input.categoryId !== parent.categoryId) {
          throw badRequest(SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE);
        }
        const name = input.subSubCategoryName ?? row.name;
        const moved = parent.id !== row.subcategoryId || parent.categoryId !== row.categoryId;
        if (
          (moved || input.subSubCategoryName !== undefined) &&
          (await tree.subSubCategoryNamed(tx, parent.id, name, id))
        ) {
          throw conflict(subSubCategoryTaken(name));
        }
        const updated = toSubSubCategory(
          await tree.updateSubSubCategory(tx, id, {
            name: input.subSubCategoryName,
            nameBn: blankIsNone(input.subSubCategoryNameBn),
            categoryId: parent.categoryId,
            subcategoryId: parent.id,
            image: url ?? undefined,
          }),
        );
        if (moved) await tree.moveSubSubCategoryProducts(tx, id, parent.categoryId, parent.id);
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'sub-subcategory',
          entityId: id,
          before: toSubSubCategory(row),
          after: updated,
        });
        return { result: updated, dropped: url ? row.image : null };
      });
    },

    async deleteSubSubCategory(actor: UserRow, id: string): Promise<void> {
      await write(undefined, 'subsubcategories', null, async (tx) => {
        const row = await tree.lockSubSubCategory(tx, id);
        const refused = inUseMessage(row.name, await tree.usageOfSubSubCategory(tx, id));
        if (refused) throw conflict(refused);
        await tree.deleteSubSubCategory(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'sub-subcategory',
          entityId: id,
          before: toSubSubCategory(row),
        });
        return { result: undefined, dropped: row.image };
      });
    },
  };
}

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
