import type { Control, FieldErrors, FieldPath, UseFormRegister } from 'react-hook-form';

import type { Product, ProductCreateFields } from '@dokan/domain';

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
};

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
