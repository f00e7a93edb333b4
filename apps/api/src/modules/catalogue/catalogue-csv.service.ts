/**
 * The catalogue in and out as CSV (docs/decisions/079). The export writes a row per variant (one
 * per product without variants); the import reads the same columns back, groups rows by product
 * name, and creates or updates each product by its SKUs, all or nothing per product: a product
 * with any bad row is left as it was and each bad row is reported. A dry run does every step in a
 * transaction it rolls back, so its report is the real run's, except for the pictures it does not
 * fetch or unpack (docs/decisions/081). Sellers reach only their own products.
 */
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueCsvRow,
  CatalogueCsvRowSchema,
  type CatalogueImportReport,
  CSV_COLUMNS_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  CSV_UNREADABLE_MESSAGE,
  csvLine,
  derivedOptions,
  discountedPricePoisha,
  parseCsv,
  poishaToTaka,
  takaToPoisha,
  unguardedCell,
  type VariantInput,
  variantsProblem,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { openPictureZip } from '../../lib/picture-zip.ts';
import { queryRows } from '../../lib/rows.ts';
import type { Storage } from '../../lib/storage.ts';
import { withStoredImages } from '../../lib/uploads.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import type { ImagesOnOrders } from './catalogue.service.ts';
import {
  DEFAULT_IMPORT_PICTURE_LIMITS,
  gatherPictures,
  type ImportPictureLimits,
  type PictureContext,
  pictureProblem,
  sourceOf,
} from './catalogue-csv-pictures.ts';
import type { CatalogueNames } from './categories.repository.ts';
import { createProductsAdminRepository } from './products-admin.repository.ts';
import { deleteDroppedImages } from './products-admin.service.ts';
import { replaceVariants } from './variants.repository.ts';

/** A row's problem, reported with its number (data rows from 1, the header not counted). */
class RowError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** A row's several problems (each picture that could not be had). */
class RowErrors extends Error {
  constructor(readonly errors: RowError[]) {
    super(errors[0]?.message);
  }
}

interface NumberedRow {
  row: number;
  cells: CatalogueCsvRow;
}

/** Where a category path leads, by lower-case names. */
interface Placement {
  categoryId: string;
  subcategoryId: string | null;
  subSubcategoryId: string | null;
}

/** A SKU the shop holds already: whose product, and whose. */
interface HeldSku {
  productId: string;
  ownerId: string | null;
}

/** Where an import's product goes: the product its SKUs found, or a new one. */
interface Target {
  id: string;
  existing: boolean;
}

const isAdmin = (actor: UserRow) => actor.role === 'admin';

/** Rolls a dry run's transaction back once its report is made. */
class DryRunDone extends Error {}

export interface CatalogueCsvDeps {
  db: Database;
  loadNames: () => Promise<CatalogueNames>;
  /** Pictures fetched or unpacked are stored as product uploads are, and those an update drops deleted. */
  storage: Storage;
  imagesOnOrders: ImagesOnOrders;
  log?: FastifyBaseLogger;
  pictureLimits?: Partial<ImportPictureLimits>;
}

/** How an import is sent beside its CSV text. */
export interface ImportOptions {
  dryRun: boolean;
  /** A zip of pictures the image cells may name files of. */
  zip?: Buffer | undefined;
  /** Addresses of this machine and its network may be fetched (a laptop, decision 020). */
  allowPrivateAddresses: boolean;
}

export function createCatalogueCsvService(deps: CatalogueCsvDeps) {
  const { db, storage } = deps;
  const pictureLimits = { ...DEFAULT_IMPORT_PICTURE_LIMITS, ...deps.pictureLimits };
  const repository = createProductsAdminRepository(db, deps.loadNames);

  async function placements(): Promise<(row: number, cells: CatalogueCsvRow) => Placement> {
    const rows = await queryRows<{ level: number; id: string; parent: string | null; name: string }>(
      db,
      sql`SELECT 1 AS level, id, NULL::uuid AS parent, lower(name) AS name FROM categories
          UNION ALL SELECT 2, id, category_id, lower(name) FROM subcategories
          UNION ALL SELECT 3, id, subcategory_id, lower(name) FROM sub_subcategories`,
    );
    const key = (level: number, parent: string | null, name: string) => `${level}|${parent ?? ''}|${name}`;
    const ids = new Map(rows.map((r) => [key(r.level, r.parent, r.name), r.id]));
    return (row, cells) => {
      const categoryId = ids.get(key(1, null, cells.category.toLowerCase()));
      if (!categoryId) throw new RowError(row, `Category ${cells.category} not found`);
      const subcategoryId = cells.subcategory ? ids.get(key(2, categoryId, cells.subcategory.toLowerCase())) : null;
      if (subcategoryId === undefined)
        throw new RowError(row, `Subcategory ${cells.subcategory} not found in ${cells.category}`);
      const subSubcategoryId =
        cells.sub_subcategory && subcategoryId
          ? ids.get(key(3, subcategoryId, cells.sub_subcategory.toLowerCase()))
          : null;
      if (subSubcategoryId === undefined || (cells.sub_subcategory && !subcategoryId)) {
        throw new RowError(
          row,
          `Sub-subcategory ${cells.sub_subcategory} not found in ${cells.subcategory || cells.category}`,
        );
      }
      return { categoryId, subcategoryId, subSubcategoryId };
    };
  }

  /**
   * Of the pictures a product dropped, those no product shows: a row may name any of the shop's own
   * pictures, so one file can be shown by two products, and must stay while either does.
   */
  async function notShownElsewhere(urls: string[]): Promise<string[]> {
    if (!urls.length) return urls;
    const shown = await queryRows<{ url: string }>(
      db,
      sql`SELECT DISTINCT url FROM product_images WHERE url = ANY(${sql.param(urls)}::text[])`,
    );
    const kept = new Set(shown.map((row) => row.url));
    return urls.filter((url) => !kept.has(url));
  }

  /** Every SKU of the file the shop already holds, on a variant or a product without variants. */
  async function heldSkus(skus: string[]): Promise<Map<string, HeldSku>> {
    if (!skus.length) return new Map();
    const rows = await queryRows<{ sku: string; product_id: string; owner_id: string | null }>(
      db,
      sql`SELECT lower(v.sku) AS sku, p.id AS product_id, p.owner_id FROM product_variants v JOIN products p ON p.id = v.product_id
            WHERE lower(v.sku) = ANY(${sql.param(skus)}::text[])
          UNION ALL
          SELECT lower(p.sku), p.id, p.owner_id FROM products p WHERE lower(p.sku) = ANY(${sql.param(skus)}::text[])`,
    );
    return new Map(rows.map((r) => [r.sku, { productId: r.product_id, ownerId: r.owner_id }]));
  }

  /** The file's rows checked one by one: the good ones, and a message for each bad one. */
  function readRows(
    text: string,
    pictures: PictureContext,
  ): { rows: NumberedRow[]; errors: RowError[]; badNames: Set<string> } {
    const table = parseCsv(text);
    if (!table) throw badRequest(CSV_UNREADABLE_MESSAGE);
    const [header = [], ...data] = table;
    const names = header.map((name) => name.trim().toLowerCase());
    if (!CATALOGUE_CSV_COLUMNS.every((column) => names.includes(column))) throw badRequest(CSV_COLUMNS_MESSAGE);
    if (data.length > CATALOGUE_IMPORT_MAX_ROWS) throw badRequest(CSV_TOO_MANY_ROWS_MESSAGE);
    const rows: NumberedRow[] = [];
    const errors: RowError[] = [];
    // The products (by name) with a bad row: none of their rows is written.
    const badNames = new Set<string>();
    let fetched = 0;
    data.forEach((cells, at) => {
      const row = at + 1;
      const record = Object.fromEntries(
        CATALOGUE_CSV_COLUMNS.map((column) => [column, unguardedCell(cells[names.indexOf(column)] ?? '')]),
      );
      const parsed = CatalogueCsvRowSchema.safeParse(record);
      const pictureError = parsed.success
        ? parsed.data.image_urls.map((name) => pictureProblem(name, pictures)).find(Boolean)
        : undefined;
      if (!parsed.success || pictureError) badNames.add((record.name ?? '').trim().toLowerCase());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const column = issue?.path[0];
        const message = issue?.message ?? 'Invalid row';
        errors.push(
          new RowError(row, column && !message.startsWith(String(column)) ? `${String(column)}: ${message}` : message),
        );
        return;
      }
      if (pictureError) {
        errors.push(new RowError(row, pictureError));
        return;
      }
      fetched += parsed.data.image_urls.filter((name) => sourceOf(name) === 'web').length;
      rows.push({ row, cells: parsed.data });
    });
    if (fetched > pictures.limits.maxFetched) {
      throw badRequest(
        `A file can name at most ${pictures.limits.maxFetched} pictures on other sites; put the rest in a zip or in another file`,
      );
    }
    return { rows, errors, badNames };
  }

  /**
   * The product a group of rows updates (found by its SKUs, which must be the actor's unless an
   * admin's), or a new one's id: settled before any picture is fetched for it.
   */
  function targetOf(actor: UserRow, group: NumberedRow[], held: Map<string, HeldSku>): Target {
    const first = group[0]!;
    const owners = new Set(group.flatMap(({ cells }) => held.get(cells.sku.toLowerCase())?.productId ?? []));
    if (owners.size > 1) throw new RowError(first.row, `The SKUs of ${first.cells.name} belong to different products`);
    const [existingId] = owners;
    const existing = existingId ? [...held.values()].find((h) => h.productId === existingId) : undefined;
    if (existing && !isAdmin(actor) && existing.ownerId !== actor.id) {
      throw new RowError(first.row, `SKU ${first.cells.sku} belongs to another seller's product`);
    }
    return existingId ? { id: existingId, existing: true } : { id: randomUUID(), existing: false };
  }

  /** Writes one product's rows (inside `tx`); answers whether it was created, and the pictures it no longer shows. */
  async function writeProduct(
    tx: Transaction,
    actor: UserRow,
    group: NumberedRow[],
    target: Target,
    images: string[] | undefined,
    place: (row: number, cells: CatalogueCsvRow) => Placement,
  ): Promise<{ outcome: 'created' | 'updated'; dropped: string[] }> {
    const first = group[0]!;
    const head = first.cells;
    const hasVariants = group.length > 1 || group.some(({ cells }) => cells.color || cells.size);
    const variants: VariantInput[] = hasVariants
      ? group.map(({ row, cells }) => {
          if (!cells.color && !cells.size)
            throw new RowError(row, 'A product with several rows needs a colour or a size on each');
          return {
            sku: cells.sku,
            color: cells.color,
            size: cells.size,
            stock: cells.stock,
            price: cells.price === head.price ? null : cells.price,
          };
        })
      : [];
    const problem = variantsProblem(variants);
    if (problem) throw new RowError(first.row, problem);
    const { id, existing } = target;
    const placement = place(first.row, head);
    const originalPricePoisha = takaToPoisha(head.price);
    const derived = derivedOptions(variants);
    const values = {
      name: head.name,
      nameBn: head.name_bn || null,
      description: head.description,
      descriptionBn: head.description_bn || null,
      originalPricePoisha,
      discountPercent: head.discount,
      pricePoisha: discountedPricePoisha(originalPricePoisha, head.discount),
      ...placement,
      remaining: hasVariants ? derived.remaining : head.stock,
      colors: derived.colors,
      sizes: derived.sizes,
      sku: hasVariants ? null : head.sku,
    };
    let dropped: string[] = [];
    if (existing) {
      const before = await repository.lock(tx, id);
      // The Bangla labels follow their colour or size by its English name.
      const labels = (options: string[], was: string[], wasLabels: string[]) => {
        const kept = options.map((option) => wasLabels[was.indexOf(option)] ?? '');
        return kept.some(Boolean) ? kept : [];
      };
      await repository.update(tx, id, {
        ...values,
        colorsBn: labels(values.colors, before.row.colors, before.row.colorsBn),
        sizesBn: labels(values.sizes, before.row.sizes, before.row.sizesBn),
      });
      if (images) dropped = before.images.filter((url) => !images.includes(url));
    } else {
      await repository.insert(tx, { id, ...values, ownerId: actor.id, ownerName: actor.name });
    }
    if (images) await repository.replaceImages(tx, id, images);
    await replaceVariants(tx, id, variants);
    await audit(tx, {
      actorId: actor.id,
      action: existing ? 'update' : 'create',
      entity: 'product',
      entityId: id,
      after: { source: 'csv import', ...values, images, variants },
    });
    return { outcome: existing ? 'updated' : 'created', dropped };
  }

  /**
   * A product's pictures, as its first row with any names them: in a dry run the names as they are
   * (checked, not fetched); in a real run fetched, unpacked and stored around `write`, and deleted
   * again if it fails. Either way `write` gets the addresses the product will show.
   */
  async function withPictures<T>(
    group: NumberedRow[],
    target: Target,
    run: { dryRun: boolean; context: PictureContext; deadline: number },
    write: (images: string[] | undefined) => Promise<T>,
  ): Promise<T> {
    const named = group.find(({ cells }) => cells.image_urls.length);
    if (!named || run.dryRun) return write(named?.cells.image_urls);
    const { pictures, problems } = await gatherPictures(named.cells.image_urls, run.context, run.deadline);
    if (problems.length) throw new RowErrors(problems.map((message) => new RowError(named.row, message)));
    const fresh = pictures.flatMap((picture) => ('bytes' in picture ? [picture.bytes] : []));
    return withStoredImages(storage, `products/${target.id}`, fresh, (stored) => {
      let next = 0;
      return write(pictures.map((picture) => ('url' in picture ? picture.url : stored[next++]!)));
    });
  }

  return {
    async export(actor: UserRow): Promise<string> {
      const rows = await queryRows<{
        name: string;
        name_bn: string | null;
        product_sku: string | null;
        category: string;
        subcategory: string | null;
        sub_subcategory: string | null;
        original_price_poisha: number;
        discount_percent: number;
        remaining: number;
        description: string;
        description_bn: string | null;
        images: string[] | null;
        variants: { sku: string; color: string; size: string; remaining: number; price: number | null }[] | null;
      }>(
        db,
        sql`SELECT p.name, p.name_bn, p.sku AS product_sku, c.name AS category, s.name AS subcategory,
              ss.name AS sub_subcategory, p.original_price_poisha, p.discount_percent, p.remaining, p.description,
              p.description_bn,
              ARRAY(SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position) AS images,
              (SELECT json_agg(json_build_object('sku', v.sku, 'color', v.color, 'size', v.size,
                  'remaining', v.remaining, 'price', v.original_price_poisha) ORDER BY v.position)
                FROM product_variants v WHERE v.product_id = p.id) AS variants
            FROM products p JOIN categories c ON c.id = p.category_id
            LEFT JOIN subcategories s ON s.id = p.subcategory_id
            LEFT JOIN sub_subcategories ss ON ss.id = p.sub_subcategory_id
            ${isAdmin(actor) ? sql`` : sql`WHERE p.owner_id = ${actor.id}`}
            ORDER BY p.created_at, p.id`,
      );
      let csv = csvLine(CATALOGUE_CSV_COLUMNS);
      for (const p of rows) {
        const line = (sku: string | null, price: number, stock: number, color: string, size: string) =>
          csvLine([
            p.name,
            p.name_bn,
            sku,
            p.category,
            p.subcategory,
            p.sub_subcategory,
            poishaToTaka(price),
            p.discount_percent,
            stock,
            color,
            size,
            p.description,
            p.description_bn,
            (p.images ?? []).join(' '),
          ]);
        if (!p.variants?.length) csv += line(p.product_sku, p.original_price_poisha, p.remaining, '', '');
        for (const v of p.variants ?? [])
          csv += line(v.sku, v.price ?? p.original_price_poisha, v.remaining, v.color, v.size);
      }
      return csv;
    },

    async import(
      actor: UserRow,
      text: string,
      { dryRun, zip: zipBytes, allowPrivateAddresses }: ImportOptions,
    ): Promise<{ report: CatalogueImportReport; changed: boolean }> {
      const zip = zipBytes ? await openPictureZip(zipBytes, pictureLimits.zip) : null;
      try {
        return await importRows(actor, text, {
          dryRun,
          context: { zip, allowPrivate: allowPrivateAddresses, limits: pictureLimits },
          deadline: Date.now() + pictureLimits.totalFetchTimeMs,
        });
      } finally {
        zip?.close();
      }
    },
  };

  async function importRows(
    actor: UserRow,
    text: string,
    run: { dryRun: boolean; context: PictureContext; deadline: number },
  ): Promise<{ report: CatalogueImportReport; changed: boolean }> {
    const { dryRun } = run;
    const { rows, errors, badNames: badGroups } = readRows(text, run.context);
    const groups = new Map<string, NumberedRow[]>();
    const skuRows = new Map<string, number>();
    for (const numbered of rows) {
      const key = numbered.cells.name.toLowerCase();
      const sku = numbered.cells.sku.toLowerCase();
      const earlier = skuRows.get(sku);
      if (earlier !== undefined) {
        errors.push(new RowError(numbered.row, `SKU ${numbered.cells.sku} is also on row ${earlier}`));
        badGroups.add(key);
      }
      skuRows.set(sku, numbered.row);
      groups.set(key, [...(groups.get(key) ?? []), numbered]);
    }
    const [place, held] = await Promise.all([placements(), heldSkus([...skuRows.keys()])]);
    const report: CatalogueImportReport = { created: 0, updated: 0, errors: [] };
    const writeAll = async (inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>) => {
      for (const [key, group] of groups) {
        // A product with a bad row is left as it was: its other rows are not written.
        if (badGroups.has(key)) continue;
        try {
          const target = targetOf(actor, group, held);
          const { outcome, dropped } = await withPictures(group, target, run, (images) =>
            inTransaction((tx) => writeProduct(tx, actor, group, target, images, place)),
          );
          report[outcome] += 1;
          if (!dryRun) await deleteDroppedImages(deps, await notShownElsewhere(dropped));
        } catch (error) {
          if (error instanceof RowErrors) errors.push(...error.errors);
          else if (error instanceof RowError) errors.push(error);
          else throw error;
        }
      }
    };
    if (dryRun) {
      await db
        .transaction(async (outer) => {
          await writeAll((work) => outer.transaction(work));
          throw new DryRunDone();
        })
        .catch((error: unknown) => {
          if (!(error instanceof DryRunDone)) throw error;
        });
    } else {
      await writeAll((work) => db.transaction(work));
    }
    report.errors = errors.sort((a, b) => a.row - b.row).map((error) => ({ row: error.row, message: error.message }));
    return { report, changed: !dryRun && report.created + report.updated > 0 };
  }
}

export type CatalogueCsvService = ReturnType<typeof createCatalogueCsvService>;
