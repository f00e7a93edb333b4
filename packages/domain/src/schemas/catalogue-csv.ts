import { z } from 'zod';

import { PRODUCT_MAX_PRICE_TAKA } from '../constants.ts';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH } from './admin-catalogue.ts';
import { SkuSchema, VARIANT_MAX_STOCK } from './variants.ts';

/**
 * The catalogue as a CSV file (docs/decisions/079): one row per variant (one per product without
 * variants), with the columns the export writes and the import reads back. Rows of one product
 * share its name; its own fields (category, discount, descriptions) are read from its first row.
 */

export const CATALOGUE_CSV_COLUMNS = [
  'name',
  'name_bn',
  'sku',
  'category',
  'subcategory',
  'sub_subcategory',
  'price',
  'discount',
  'stock',
  'color',
  'size',
  'description',
  'description_bn',
  'image_urls',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

export const CATALOGUE_IMPORT_MAX_ROWS = 10_000;
/** The CSV file's size limit: 10,000 rows of a long description each fit. */
export const CATALOGUE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const CSV_UNREADABLE_MESSAGE = 'The file is not a CSV the shop can read (a quote is never closed)';
export const CSV_COLUMNS_MESSAGE = `The first row must name the columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}`;
export const CSV_TOO_MANY_ROWS_MESSAGE = `A file can have at most ${CATALOGUE_IMPORT_MAX_ROWS} rows`;
export const CSV_FILE_REQUIRED_MESSAGE = 'Please choose a CSV file (field file)';
export const CSV_TOO_LARGE_MESSAGE = 'The file is larger than 20 MB';

/** A zip of pictures may come with the CSV (field `images`); its image cells then name files in it. */
export const CATALOGUE_IMAGES_ZIP_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGES_ZIP_TOO_LARGE_MESSAGE = 'The zip of pictures is larger than 100 MB';
export const IMAGES_ZIP_ONE_MESSAGE = 'Please send one zip of pictures (field images)';
/** Picture addresses on other sites one import fetches at most (docs/decisions/081). */
export const CATALOGUE_IMPORT_MAX_FETCHED_PICTURES = 1_000;

/** Reads RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; a BOM is skipped. Null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines (a spreadsheet's trailing ones) are not rows.
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/**
 * A cell as CSV writes it. A text a spreadsheet would take for a formula (= + - @, a tab or a
 * carriage return first) gets a leading apostrophe, so opening an export runs nothing (formula
 * injection); the import takes that apostrophe off again.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The text a cell was before `csvCell` guarded it. */
export const unguardedCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const cellText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const blankIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const numberCell = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** One data row as the import reads it (cells as text, by column name). */
export const CatalogueCsvRowSchema = z.object({
  name: cellText('name', PRODUCT_NAME_MAX_LENGTH).min(1, 'name is required'),
  name_bn: cellText('name_bn', PRODUCT_NAME_MAX_LENGTH),
  sku: SkuSchema,
  category: cellText('category', 100).min(1, 'category is required'),
  subcategory: cellText('subcategory', 100),
  sub_subcategory: cellText('sub_subcategory', 100),
  price: z.preprocess(
    numberCell,
    z
      .number({ message: 'price must be a number' })
      .gt(0, 'price must be more than 0')
      .max(PRODUCT_MAX_PRICE_TAKA, 'price is too large'),
  ),
  discount: z.preprocess(
    (value) => numberCell(blankIsNone(value) ?? '0'),
    z
      .number({ message: 'discount must be a whole number from 0 to 100' })
      .int('discount must be a whole number from 0 to 100')
      .min(0, 'discount must be a whole number from 0 to 100')
      .max(100, 'discount must be a whole number from 0 to 100'),
  ),
  stock: z.preprocess(
    numberCell,
    z
      .number({ message: 'stock must be a whole number' })
      .int('stock must be a whole number')
      .min(0, 'stock must be at least 0')
      .max(VARIANT_MAX_STOCK, `stock must be at most ${VARIANT_MAX_STOCK}`),
  ),
  color: cellText('color', 100),
  size: cellText('size', 100),
  description: cellText('description', PRODUCT_DESCRIPTION_MAX_LENGTH),
  description_bn: cellText('description_bn', PRODUCT_DESCRIPTION_MAX_LENGTH),
  /** Pictures separated by spaces or '|': the shop's own, on another site (http, https), or files in the zip sent along. */
  image_urls: z
    .string()
    .transform((text) => text.split(/[\s|]+/).filter(Boolean))
    .pipe(z.array(z.string().max(1000, 'image_urls: an address is too long')).max(8, 'image_urls: at most 8 pictures')),
});
export type CatalogueCsvRow = z.output<typeof CatalogueCsvRowSchema>;

/** The import's request fields beside the file: a dry run changes nothing. */
export const CatalogueImportFieldsSchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value !== 'false'),
});

export const CatalogueImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type CatalogueImportReport = z.infer<typeof CatalogueImportReportSchema>;
