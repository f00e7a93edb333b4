/**
 * Product management for admins and sellers (owners). A seller creates products as their own
 * and changes or deletes only those; an admin may name any owner or admin account as the owner.
 * The selling price is always the server's: the original price less the discount (pricing.ts).
 * Images follow lib/uploads.ts; a picture an order still shows is never deleted.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import {
  ADMIN_PRODUCT_LIST_DEFAULT_LIMIT,
  type AdminProductList,
  type AdminProductListQuery,
  derivedOptions,
  discountedPricePoisha,
  type Faq,
  KEEP_IMAGES_UNKNOWN_MESSAGE,
  LABELS_BEYOND_OPTIONS_MESSAGE,
  LOW_STOCK_THRESHOLD,
  MAX_PRODUCT_IMAGES,
  NOT_YOUR_PRODUCT_MESSAGE,
  OWNER_CHOICE_ADMIN_ONLY_MESSAGE,
  OWNER_ROLE_MESSAGE,
  poishaToTaka,
  PRODUCT_IMAGES_MAX_MESSAGE,
  PRODUCT_IMAGES_REQUIRED_MESSAGE,
  type ProductCreateFields,
  type ProductUpdateFields,
  sameOptions,
  SKU_TAKEN_MESSAGE,
  SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE,
  SUBSUBCATEGORY_NOT_IN_SUBCATEGORY_MESSAGE,
  takaToPoisha,
  VARIANT_FIELDS_DERIVED_MESSAGE,
  type VariantInput,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteImages, withNewImages } from '../../lib/uploads.ts';
import type { UserDirectory, UserRow } from '../accounts/accounts.module.ts';
import type { ImagesOnOrders } from './catalogue.service.ts';
import type { CatalogueNames } from './categories.repository.ts';
import { createCategoryTreeRepository } from './category-tree.repository.ts';
import { createProductsAdminRepository, type LockedProduct, type ProductRow } from './products-admin.repository.ts';
import { isSkuTaken, replaceVariants, skusHeldElsewhere, variantsOf } from './variants.repository.ts';

/** Product photos are shown up to full width on the detail page. */
export const PRODUCT_IMAGE_SIDE = 1600;

/** After commit: the dropped pictures, except those an order still shows. */
export async function deleteDroppedImages(
  deps: { storage: Storage; imagesOnOrders: ImagesOnOrders; log?: FastifyBaseLogger | undefined },
  urls: string[],
): Promise<void> {
  if (!urls.length) return;
  const onOrders = await deps.imagesOnOrders(urls);
  await deleteImages(
    deps.storage,
    urls.filter((url) => !onOrders.has(url)),
    deps.log,
  );
}

/** A Bangla text as sent: absent leaves it, blank clears it. */
const blankIsNone = (text: string | undefined) => (text === undefined ? undefined : text || null);

/**
 * The Bangla labels kept for `options` (docs/decisions/055), one per option: those sent (a label
 * per option, in order), else the labels the options had before, found by their English name, so
 * a reordered or shortened list keeps them. [] when no option has one.
 */
function alignedLabels(
  options: readonly string[],
  sent: readonly string[] | undefined,
  before: { options: readonly string[]; labels: readonly string[] } | null,
): string[] {
  if (sent && sent.length > options.length) throw badRequest(LABELS_BEYOND_OPTIONS_MESSAGE);
  const labels = options.map((option, at) =>
    sent ? (sent[at] ?? '') : (before?.labels[before.options.indexOf(option)] ?? ''),
  );
  return labels.some(Boolean) ? labels : [];
}

/** What the audit log keeps of a product: its fields in the API's names. */
function auditView({ row, images, faqs, faqsBn }: LockedProduct, variants: VariantInput[]) {
  return {
    variants,
    productName: row.name,
    productNameBn: row.nameBn,
    productDescriptionBn: row.descriptionBn,
    quantityBn: row.quantityTextBn,
    productDetailsBn: row.detailsBn,
    productColorsBn: row.colorsBn,
    productSizesBn: row.sizesBn,
    searchTagsBn: row.tagsBn,
    faqsBn,
    productOriginalPrice: poishaToTaka(row.originalPricePoisha),
    productDiscount: row.discountPercent,
    productPrice: poishaToTaka(row.pricePoisha),
    remainingProducts: row.remaining,
    quantity: row.quantityText,
    productDescription: row.description,
    productDetails: row.details,
    productColors: row.colors,
    productSizes: row.sizes,
    searchTags: row.tags,
    video: row.video,
    categoryId: row.categoryId,
    subCategoryId: row.subcategoryId,
    subSubCategoryId: row.subSubcategoryId,
    OwnerId: row.ownerId,
    OwnerName: row.ownerName,
    productImages: images,
    faqs,
  };
}

const isAdmin = (actor: UserRow) => actor.role === 'admin';

/**
 * A product's colours, sizes and stock when it has variants: theirs (docs/decisions/077). What the
 * form sent of them beside the variants must agree (the spec's client sends them back unchanged);
 * without variants, null (the product's own).
 */
function fromVariants(
  variants: readonly VariantInput[],
  sent: { colors?: string[] | undefined; sizes?: string[] | undefined; remaining?: number | undefined },
): { colors: string[]; sizes: string[]; remaining: number } | null {
  if (!variants.length) return null;
  const derived = derivedOptions(variants);
  if (
    (sent.colors !== undefined && !sameOptions(sent.colors, derived.colors)) ||
    (sent.sizes !== undefined && !sameOptions(sent.sizes, derived.sizes)) ||
    (sent.remaining !== undefined && sent.remaining !== derived.remaining)
  ) {
    throw badRequest(VARIANT_FIELDS_DERIVED_MESSAGE);
  }
  return derived;
}

function assertMayChange(actor: UserRow, product: ProductRow): void {
  if (!isAdmin(actor) && product.ownerId !== actor.id) throw forbidden(NOT_YOUR_PRODUCT_MESSAGE);
}

/** Only an admin names another owner; a seller may at most name themselves. */
function assertMayChooseOwner(actor: UserRow, ownerId: string | undefined): void {
  if (ownerId !== undefined && ownerId !== actor.id && !isAdmin(actor))
    throw forbidden(OWNER_CHOICE_ADMIN_ONLY_MESSAGE);
}

/**
 * The images after an update: unchanged when neither keepImages nor files were sent; the kept
 * ones (which must be current ones) then the new files; or the new files alone. Always 1 to 8.
 */
function nextImages(current: string[], keep: string[] | undefined, added: string[]): string[] | null {
  if (keep === undefined && !added.length) return null;
  if (keep !== undefined && keep.some((url) => !current.includes(url))) throw badRequest(KEEP_IMAGES_UNKNOWN_MESSAGE);
  const images = [...new Set(keep ?? []), ...added];
  if (!images.length) throw badRequest(PRODUCT_IMAGES_REQUIRED_MESSAGE);
  if (images.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_IMAGES_MAX_MESSAGE);
  return images;
}

export function createProductsAdminService(deps: {
  db: Database;
  storage: Storage;
  loadNames: () => Promise<CatalogueNames>;
  /** Who may own a product: an owner or admin account. */
  accounts: Pick<UserDirectory, 'find'>;
  imagesOnOrders: ImagesOnOrders;
  log?: FastifyBaseLogger;
}) {
  const { db, storage, accounts, imagesOnOrders, log } = deps;
  const repository = createProductsAdminRepository(db, deps.loadNames);
  const tree = createCategoryTreeRepository();

  /** The owner a product gets: the seller themselves, or the account an admin names. */
  async function ownerFor(tx: Transaction, actor: UserRow, requested: string | undefined): Promise<UserRow> {
    if (requested === undefined || requested === actor.id) return actor;
    assertMayChooseOwner(actor, requested);
    const owner = await accounts.find(tx, requested);
    if (!owner || (owner.role !== 'owner' && owner.role !== 'admin')) throw badRequest(OWNER_ROLE_MESSAGE);
    return owner;
  }

  /** The category, subcategory and sub-subcategory exist and each sits in the one before it. */
  async function checkPlacement(tx: Transaction, categoryId: string, subId: string | null, subSubId: string | null) {
    await tree.mustFindCategory(tx, categoryId);
    if (subId) {
      const sub = await tree.mustFindSubCategory(tx, subId);
      if (sub.categoryId !== categoryId) throw badRequest(SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE);
    }
    if (subSubId) {
      const subSub = await tree.mustFindSubSubCategory(tx, subSubId);
      if (subSub.subcategoryId !== subId) throw badRequest(SUBSUBCATEGORY_NOT_IN_SUBCATEGORY_MESSAGE);
    }
  }

  /** Runs a write's transaction; a category deleted meanwhile (a foreign key) is a 409. */
  async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw conflict('The categories changed while you were editing. Please refresh and try again.');
      }
      throw error;
    }
  }

  /** Writes the product's variants; a SKU another product holds is a 409 that names it. */
  async function writeVariants(tx: Transaction, productId: string, variants: readonly VariantInput[]): Promise<void> {
    const [taken] = await skusHeldElsewhere(
      tx,
      productId,
      variants.map((variant) => variant.sku),
    );
    if (taken) throw conflict(SKU_TAKEN_MESSAGE.replace('{}', taken));
    try {
      await tx.transaction((savepoint) => replaceVariants(savepoint, productId, variants));
    } catch (error) {
      // Taken by another product in the same moment.
      if (isSkuTaken(error)) throw conflict(SKU_TAKEN_MESSAGE.replace('{}', variants.map((v) => v.sku).join(', ')));
      throw error;
    }
  }

  const deleteDropped = (urls: string[]) => deleteDroppedImages({ storage, imagesOnOrders, log }, urls);

  return {
    async list(actor: UserRow, query: AdminProductListQuery): Promise<AdminProductList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? ADMIN_PRODUCT_LIST_DEFAULT_LIMIT;
      const sort = query.sort ?? 'newest';
      const dir = query.dir ?? (sort === 'name' ? 'asc' : 'desc');
      const { rows, total } = await repository.list(
        {
          ownerId: isAdmin(actor) ? undefined : actor.id,
          search: query.search || undefined,
          categoryId: query.category,
          maxRemaining: query.lowStock ? LOW_STOCK_THRESHOLD : undefined,
        },
        sort,
        dir,
        limit,
        (page - 1) * limit,
      );
      return { count: rows.length, total, page, pages: Math.max(1, Math.ceil(total / limit)), data: rows };
    },

    /** Answers the new product's id. */
    async create(actor: UserRow, fields: ProductCreateFields, files: Buffer[]): Promise<string> {
      if (!files.length) throw badRequest(PRODUCT_IMAGES_REQUIRED_MESSAGE);
      assertMayChooseOwner(actor, fields.OwnerId);
      const id = randomUUID();
      await withNewImages(storage, { folder: `products/${id}`, files, maxSide: PRODUCT_IMAGE_SIDE }, (images) =>
        transaction(async (tx) => {
          const owner = await ownerFor(tx, actor, fields.OwnerId);
          const subId = fields.subCategory ?? null;
          const subSubId = fields.subSubCategory ?? null;
          await checkPlacement(tx, fields.category, subId, subSubId);
          const originalPricePoisha = takaToPoisha(fields.originalPrice);
          const discountPercent = fields.discount ?? 0;
          const variants = fields.variants ?? [];
          const derived = fromVariants(variants, {});
          const colors = derived?.colors ?? fields.colors ?? [];
          const sizes = derived?.sizes ?? fields.sizes ?? [];
          const row = await repository.insert(tx, {
            id,
            name: fields.name,
            description: fields.description ?? '',
            nameBn: fields.nameBn || null,
            descriptionBn: fields.descriptionBn || null,
            quantityText: fields.quantity ?? '',
            originalPricePoisha,
            discountPercent,
            pricePoisha: discountedPricePoisha(originalPricePoisha, discountPercent),
            categoryId: fields.category,
            subcategoryId: subId,
            subSubcategoryId: subSubId,
            ownerId: owner.id,
            ownerName: owner.name,
            remaining: derived?.remaining ?? fields.remainingProducts,
            colors,
            sizes,
            details: fields.productDetails ?? [],
            tags: fields.searchTags ?? [],
            quantityTextBn: fields.quantityBn || null,
            colorsBn: alignedLabels(colors, fields.colorsBn, null),
            sizesBn: alignedLabels(sizes, fields.sizesBn, null),
            detailsBn: fields.productDetailsBn ?? [],
            tagsBn: fields.searchTagsBn ?? [],
            video: fields.video ?? null,
          });
          const faqs = fields.faqs ?? [];
          const faqsBn = fields.faqsBn ?? [];
          await repository.replaceImages(tx, id, images);
          await repository.replaceFaqs(tx, id, 'en', faqs);
          await repository.replaceFaqs(tx, id, 'bn', faqsBn);
          if (variants.length) await writeVariants(tx, id, variants);
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'product',
            entityId: id,
            after: auditView({ row, images, faqs, faqsBn }, variants),
          });
        }),
      );
      return id;
    },

    /** Changes only the fields sent; answers nothing (the caller reads the product afresh). */
    async update(actor: UserRow, id: string, fields: ProductUpdateFields, files: Buffer[]): Promise<void> {
      // Refusals that need no upload come first, so a refused request stores no file.
      const existing = await repository.find(id);
      if (!existing) throw notFound('Product not found');
      assertMayChange(actor, existing);
      assertMayChooseOwner(actor, fields.OwnerId);
      const dropped = await withNewImages(
        storage,
        { folder: `products/${id}`, files, maxSide: PRODUCT_IMAGE_SIDE },
        (added) =>
          transaction(async (tx) => {
            const before = await repository.lock(tx, id);
            const { row } = before;
            assertMayChange(actor, row);
            const categoryId = fields.productCategory ?? row.categoryId;
            const subId = fields.productSubCategory === undefined ? row.subcategoryId : fields.productSubCategory;
            const subSubId =
              fields.productSubSubCategory === undefined ? row.subSubcategoryId : fields.productSubSubCategory;
            await checkPlacement(tx, categoryId, subId, subSubId);
            const owner =
              fields.OwnerId !== undefined ? await ownerFor(tx, actor, fields.OwnerId) : isAdmin(actor) ? null : actor;
            const originalPricePoisha =
              fields.productOriginalPrice === undefined
                ? row.originalPricePoisha
                : takaToPoisha(fields.productOriginalPrice);
            const discountPercent = fields.productDiscount ?? row.discountPercent;
            const variantsBefore = await variantsOf(tx, id);
            const variants = fields.variants ?? variantsBefore;
            const derived = fromVariants(variants, {
              colors: fields.productColors,
              sizes: fields.productSizes,
              remaining: fields.remainingProducts,
            });
            const colors = derived?.colors ?? fields.productColors;
            const sizes = derived?.sizes ?? fields.productSizes;
            // An option's Bangla label follows its English name when the options change without it.
            const labelsOf = (
              options: string[] | undefined,
              sent: string[] | undefined,
              current: { options: string[]; labels: string[] },
            ) =>
              options === undefined && sent === undefined
                ? undefined
                : alignedLabels(options ?? current.options, sent, current);
            const updated = await repository.update(tx, id, {
              name: fields.productName,
              description: fields.productDescription,
              nameBn: blankIsNone(fields.productNameBn),
              descriptionBn: blankIsNone(fields.productDescriptionBn),
              quantityText: fields.quantity,
              originalPricePoisha,
              discountPercent,
              pricePoisha: discountedPricePoisha(originalPricePoisha, discountPercent),
              categoryId,
              subcategoryId: subId,
              subSubcategoryId: subSubId,
              remaining: derived?.remaining ?? fields.remainingProducts,
              colors,
              sizes,
              details: fields.productDetails,
              tags: fields.searchTags,
              quantityTextBn: blankIsNone(fields.quantityBn),
              colorsBn: labelsOf(colors, fields.productColorsBn, { options: row.colors, labels: row.colorsBn }),
              sizesBn: labelsOf(sizes, fields.productSizesBn, { options: row.sizes, labels: row.sizesBn }),
              detailsBn: fields.productDetailsBn,
              tagsBn: fields.searchTagsBn,
              video: fields.video,
              ...(owner ? { ownerId: owner.id, ownerName: owner.name } : {}),
            });
            const images = nextImages(before.images, fields.keepImages, added) ?? before.images;
            if (images !== before.images) await repository.replaceImages(tx, id, images);
            const faqs: Faq[] = fields.faqs ?? before.faqs;
            const faqsBn: Faq[] = fields.faqsBn ?? before.faqsBn;
            if (fields.faqs) await repository.replaceFaqs(tx, id, 'en', faqs);
            if (fields.faqsBn) await repository.replaceFaqs(tx, id, 'bn', faqsBn);
            if (fields.variants) await writeVariants(tx, id, fields.variants);
            await audit(tx, {
              actorId: actor.id,
              action: 'update',
              entity: 'product',
              entityId: id,
              before: auditView(before, variantsBefore),
              after: auditView({ row: updated, images, faqs, faqsBn }, variants),
            });
            return before.images.filter((url) => !images.includes(url));
          }),
      );
      await deleteDropped(dropped);
    },

    async remove(actor: UserRow, id: string): Promise<void> {
      const images = await transaction(async (tx) => {
        const before = await repository.lock(tx, id);
        assertMayChange(actor, before.row);
        const variants = await variantsOf(tx, id);
        await repository.remove(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'product',
          entityId: id,
          before: auditView(before, variants),
        });
        return before.images;
      });
      await deleteDropped(images);
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
