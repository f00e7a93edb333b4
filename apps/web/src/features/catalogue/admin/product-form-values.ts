import type { Control, FieldErrors, FieldPath, UseFormRegister } from 'react-hook-form';

import { type Product, type ProductCreateFields, variantKey } from '@dokan/domain';

import type { ProductImageItem } from './product-images-field';

/** What the product form holds: texts as typed, lists as lists; the domain schema turns them into values. */
export interface ProductFormValues {
  name: string;
  nameBn: string;
  originalPrice: string;
  discount: string;
  description: string;
  descriptionBn: string;
  quantity: string;
  productDetails: string[];
  colors: string[];
  sizes: string[];
  searchTags: string[];
  category: string;
  subCategory: string;
  subSubCategory: string;
  faqs: { question: string; answer: string }[];
  remainingProducts: string;
  OwnerId: string;
  video: string;
  /**
   * The Bangla twins (decision 055). `colorsBn` and `sizesBn` hold one label per colour or size, in
   * their order ('' for none); details, tags and FAQs are lists of their own.
   */
  quantityBn: string;
  productDetailsBn: string[];
  colorsBn: string[];
  sizesBn: string[];
  searchTagsBn: string[];
  faqsBn: { question: string; answer: string }[];
  /** Each colour and size with its own SKU, stock and price, as typed (docs/decisions/077); [] for one stock. */
  variants: VariantFormRow[];
}

/** A variant's row in the form's matrix: texts as typed; a blank price is the product's. */
export interface VariantFormRow {
  color: string;
  size: string;
  sku: string;
  stock: string;
  price: string;
}

/**
 * A row for every colour and size (a colour alone, or a size alone, when the product has only one
 * of them), each keeping what its row had; [] when the product has neither.
 */
export function variantMatrix(colors: readonly string[], sizes: readonly string[], rows: readonly VariantFormRow[]) {
  if (!colors.length && !sizes.length) return [];
  const kept = new Map(rows.map((row) => [variantKey(row.color, row.size), row]));
  return (colors.length ? colors : ['']).flatMap((color) =>
    (sizes.length ? sizes : ['']).map(
      (size) => kept.get(variantKey(color, size)) ?? { color, size, sku: '', stock: '', price: '' },
    ),
  );
}

/** A SKU made from a prefix and the row's options: 'PJ-NAVY-XL'. */
export function suggestedSku(prefix: string, row: Pick<VariantFormRow, 'color' | 'size'>): string {
  return [prefix, row.color, row.size]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9._/-]+/g, '');
}

/** The form's handles as react-hook-form types them: the form's texts in, the domain's checked fields out. */
export type ProductFormControl = Control<ProductFormValues, unknown, ProductCreateFields>;
export type ProductFormRegister = UseFormRegister<ProductFormValues>;
export type ProductFormErrors = FieldErrors<ProductFormValues>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  nameBn: '',
  originalPrice: '',
  discount: '',
  description: '',
  descriptionBn: '',
  quantity: '',
  productDetails: [],
  colors: [],
  sizes: [],
  searchTags: [],
  category: '',
  subCategory: '',
  subSubCategory: '',
  faqs: [],
  remainingProducts: '',
  OwnerId: '',
  video: '',
  quantityBn: '',
  productDetailsBn: [],
  colorsBn: [],
  sizesBn: [],
  searchTagsBn: [],
  faqsBn: [],
  variants: [],
};

/** Labels realigned to a changed list of options: each keeps the label it had, a new one starts blank. */
export function realignedLabels(before: readonly string[], labels: readonly string[], after: readonly string[]) {
  const byOption = new Map(before.map((option, at) => [option, labels[at] ?? '']));
  return after.map((option) => byOption.get(option) ?? '');
}

const labelsOf = (options: string[], labels: (string | null)[] | undefined) =>
  options.map((_, at) => labels?.[at] ?? '');

/** The form as it starts for editing `product`. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.productName,
    nameBn: product.productNameBn ?? '',
    originalPrice: String(product.productOriginalPrice),
    discount: product.productDiscount ? String(product.productDiscount) : '',
    description: product.productDescription,
    descriptionBn: product.productDescriptionBn ?? '',
    quantity: product.quantity,
    productDetails: product.productDetails,
    colors: product.productColors,
    sizes: product.productSizes,
    searchTags: product.searchTags,
    category: product.productCategory._id,
    subCategory: product.productSubCategory?._id ?? '',
    subSubCategory: product.productSubSubCategory?._id ?? '',
    faqs: product.faqs.map(({ question, answer }) => ({ question, answer })),
    remainingProducts: String(product.remainingProducts),
    OwnerId: product.OwnerId?._id ?? '',
    video: product.video ?? '',
    quantityBn: product.quantityBn ?? '',
    productDetailsBn: product.productDetailsBn ?? [],
    colorsBn: labelsOf(product.productColors, product.productColorsBn),
    sizesBn: labelsOf(product.productSizes, product.productSizesBn),
    searchTagsBn: product.searchTagsBn ?? [],
    faqsBn: (product.faqsBn ?? []).map(({ question, answer }) => ({ question, answer })),
    variants: product.variants.map((variant) => ({
      color: variant.color,
      size: variant.size,
      sku: variant.sku,
      stock: String(variant.remainingProducts),
      price: variant.originalPrice === product.productOriginalPrice ? '' : String(variant.originalPrice),
    })),
  };
}

type FieldName = keyof ProductFormValues;

/** Spec section 3: the same field under its create name (the form's) and its update name. */
const UPDATE_NAMES: Record<FieldName, string> = {
  name: 'productName',
  nameBn: 'productNameBn',
  originalPrice: 'productOriginalPrice',
  discount: 'productDiscount',
  description: 'productDescription',
  descriptionBn: 'productDescriptionBn',
  quantity: 'quantity',
  productDetails: 'productDetails',
  colors: 'productColors',
  sizes: 'productSizes',
  searchTags: 'searchTags',
  category: 'productCategory',
  subCategory: 'productSubCategory',
  subSubCategory: 'productSubSubCategory',
  faqs: 'faqs',
  remainingProducts: 'remainingProducts',
  OwnerId: 'OwnerId',
  video: 'video',
  quantityBn: 'quantityBn',
  productDetailsBn: 'productDetailsBn',
  colorsBn: 'productColorsBn',
  sizesBn: 'productSizesBn',
  searchTagsBn: 'searchTagsBn',
  faqsBn: 'faqsBn',
  variants: 'variants',
};

const FORM_NAMES = new Map<string, FieldName>(
  (Object.entries(UPDATE_NAMES) as [FieldName, string][]).flatMap(([form, update]) => [
    [form, form],
    [update, form],
  ]),
);

/**
 * The form field a server's problem is about: its `path` names the sent field (create or update name,
 * dotted inside FAQs: 'faqs.0.answer'). Null for a field the form does not show as such (the pictures).
 */
export function formFieldOf(path: string): FieldPath<ProductFormValues> | null {
  const [head = '', ...rest] = path.split('.');
  const field = FORM_NAMES.get(head);
  if (!field) return null;
  return (rest.length ? `${field}.${rest.join('.')}` : field) as FieldPath<ProductFormValues>;
}

/** A checked value as multipart text: lists and FAQs as JSON text of an array, none as '' (which clears). */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What the form's value means, for telling whether it changed: blanks trimmed away, numbers as numbers. */
function normalised(value: ProductFormValues[FieldName]): string {
  if (typeof value === 'string') {
    const text = value.trim();
    return text !== '' && !Number.isNaN(Number(text)) ? String(Number(text)) : text;
  }
  // Labels of options that all are blank say nothing, however many options there are.
  if (value.every((item) => typeof item === 'string' && item.trim() === '')) return '[]';
  return JSON.stringify(value);
}

/** POST /products: every given field under the spec's create names, the lists as JSON text, the files repeated. */
export function createProductBody(
  fields: ProductCreateFields,
  images: ProductImageItem[],
  { mayChooseOwner }: { mayChooseOwner: boolean },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'OwnerId' && !mayChooseOwner) continue;
    body.append(name, asText(value));
  }
  for (const image of images) if (image.kind === 'new') body.append('productImages', image.file);
  return body;
}

/**
 * PUT /products/{id}: only the fields that differ from `initial`, under the spec's update names. The
 * pictures are sent only when they changed: keepImages (the saved ones kept, in order) and the new files.
 * Null when nothing changed.
 */
export function updateProductBody(
  initial: ProductFormValues,
  values: ProductFormValues,
  fields: ProductCreateFields,
  initialImages: string[],
  images: ProductImageItem[],
  { mayChooseOwner }: { mayChooseOwner: boolean },
): FormData | null {
  const body = new FormData();
  for (const name of Object.keys(UPDATE_NAMES) as FieldName[]) {
    if (name === 'OwnerId' && !mayChooseOwner) continue;
    if (normalised(initial[name]) === normalised(values[name])) continue;
    body.append(UPDATE_NAMES[name], asText(fields[name as keyof ProductCreateFields]));
  }
  const kept = images.flatMap((image) => (image.kind === 'saved' ? [image.url] : []));
  const files = images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
  if (files.length > 0 || JSON.stringify(kept) !== JSON.stringify(initialImages)) {
    body.append('keepImages', JSON.stringify(kept));
    for (const file of files) body.append('productImages', file);
  }
  return [...body.keys()].length > 0 ? body : null;
}
