import { z } from 'zod';

import { IMAGE_MAX_BYTES, PRODUCT_MAX_PRICE_TAKA } from '../constants.ts';
import { parseProductVideo } from '../video.ts';
import { FaqSchema, ProductSchema } from './catalogue.ts';
import { IdSchema, wholeNumberParam } from './common.ts';
import { pageParam } from './pagination.ts';
import { VariantsFieldSchema } from './variants.ts';

/**
 * What the admin catalogue screens send (multipart forms: every text field arrives as text, a
 * repeated field as several) and what the admin product list answers. The same schemas check the
 * form in the browser and the parsed fields on the server.
 */

export const MAX_PRODUCT_IMAGES = 8;
/** Per uploaded file; the same 5 MB the profile photo states (spec section 9). */
export const MAX_IMAGE_UPLOAD_BYTES = IMAGE_MAX_BYTES;
export const CATALOGUE_NAME_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
export const PRODUCT_LIST_FIELD_MAX_ITEMS = 50;
export const PRODUCT_LIST_ITEM_MAX_LENGTH = 300;
export const PRODUCT_MAX_FAQS = 30;
export const PRODUCT_MAX_STOCK = 1_000_000;
/** The admin list's "low stock" filter and the dashboard's warning: this many left or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
export const ADMIN_PRODUCT_LIST_MAX_LIMIT = 100;
export const ADMIN_PRODUCT_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'price', 'stock', 'sales'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The user-facing messages of the upload rules, shared by the form and the server. */
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB. Please choose a smaller one.';
export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).';
export const PRODUCT_IMAGES_REQUIRED_MESSAGE = 'Please add at least one product image.';
export const PRODUCT_IMAGES_MAX_MESSAGE = `A product can have at most ${MAX_PRODUCT_IMAGES} images.`;

/* ---------- field helpers: text from a form, or the typed value from a script ---------- */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A blank text (or 'null') means "none": it clears an optional reference or value. */
const blankToNull = (value: unknown) =>
  value === null || (typeof value === 'string' && (value.trim() === '' || value.trim() === 'null')) ? null : value;

const numericText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Number text ('1250', '12.5') to a number; blank is "not given", which a required field reports by name. */
const numberInput = (label: string, required: boolean) => (value: unknown, ctx: z.RefinementCtx) => {
  if (required && blankToUndefined(value) === undefined) {
    ctx.addIssue({ code: 'custom', message: `${label} is required` });
    return z.NEVER;
  }
  return numericText(value);
};

/** Taka with at most 2 decimals (poisha), above 0. */
const priceTaka = (label: string, required = false) =>
  z.preprocess(
    numberInput(label, required),
    z
      .number({ message: `${label} must be a number` })
      .gt(0, `${label} must be more than 0`)
      .max(PRODUCT_MAX_PRICE_TAKA, `${label} is too large`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} can have at most 2 decimals`),
  );

const wholeNumber = (label: string, min: number, max: number, required = false) =>
  z.preprocess(
    numberInput(label, required),
    z
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

const percent = (label: string) => wholeNumber(label, 0, 100);

/** A required reference: the id of a record chosen in a select. */
const requiredRef = (message: string) =>
  z.preprocess(blankToUndefined, IdSchema.optional()).pipe(z.string({ message }));

/** An optional reference: blank or 'null' clears it. */
const optionalRef = z.preprocess(blankToNull, IdSchema.nullable());

/**
 * A list of texts sent as JSON text of an array ('["Red","Navy"]'), or as the field repeated, or
 * once as a single plain value. With `splitCommas` that single value is a comma-separated list
 * ('Red, Navy'), as the spec's admin client sends them (decision 021): an item that holds a comma
 * comes as JSON or repeated. Blank items are dropped, unless `keepBlanks` (an item's place means
 * something: null becomes a blank).
 */
function parseTextList(label: string, { splitCommas = false, keepBlanks = false } = {}) {
  const kept = (items: unknown[]) =>
    keepBlanks
      ? items.map((item) => item ?? '')
      : items.filter((item) => !(typeof item === 'string' && item.trim() === ''));
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (splitCommas && typeof value === 'string' && !value.trim().startsWith('[')) {
      return kept(value.split(','));
    }
    const items = Array.isArray(value) ? value : [value];
    const out: unknown[] = [];
    for (const item of items) {
      if (typeof item === 'string' && item.trim().startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(item);
          if (Array.isArray(parsed)) {
            out.push(...parsed);
            continue;
          }
        } catch {
          /* reported below */
        }
        ctx.addIssue({ code: 'custom', message: `${label} must be a JSON array of text` });
        return z.NEVER;
      }
      out.push(item);
    }
    return kept(out);
  };
}

/**
 * Colours, sizes, tags and details: a JSON array, the field repeated, or one comma-separated value.
 * With `keepBlanks`, the Bangla labels of colours or sizes (docs/decisions/055): the i-th names the
 * i-th option, so a blank item stays (that option has no Bangla).
 */
const textList = (label: string, { keepBlanks = false } = {}) =>
  z.preprocess(
    parseTextList(label, { splitCommas: true, keepBlanks }),
    z
      .array(
        z
          .string({ message: `${label} must be a list of text` })
          .trim()
          .max(
            PRODUCT_LIST_ITEM_MAX_LENGTH,
            `Each of ${label} must be at most ${PRODUCT_LIST_ITEM_MAX_LENGTH} characters`,
          ),
      )
      .max(PRODUCT_LIST_FIELD_MAX_ITEMS, `${label} can have at most ${PRODUCT_LIST_FIELD_MAX_ITEMS} items`),
  );

const labelList = (label: string) => textList(label, { keepBlanks: true });

/** The 400 of Bangla labels for more colours or sizes than the product has. */
export const LABELS_BEYOND_OPTIONS_MESSAGE = 'There are more Bangla names than options';

const FAQS_FORMAT_MESSAGE = 'faqs must be a JSON array of {question, answer}';

/** FAQs as JSON text of [{question, answer}], or repeated fields each holding one such object. */
const faqList = z.preprocess(
  (value: unknown, ctx) => {
    if (value === undefined) return value;
    const items = Array.isArray(value) ? value : [value];
    const out: unknown[] = [];
    for (const item of items) {
      if (typeof item !== 'string') {
        out.push(item);
        continue;
      }
      if (item.trim() === '') continue;
      try {
        const parsed: unknown = JSON.parse(item);
        if (Array.isArray(parsed)) out.push(...parsed);
        else out.push(parsed);
      } catch {
        ctx.addIssue({ code: 'custom', message: FAQS_FORMAT_MESSAGE });
        return z.NEVER;
      }
    }
    return out;
  },
  z
    .array(
      FaqSchema.extend({
        question: requiredText('Each FAQ question', 500),
        answer: requiredText('Each FAQ answer', 2000),
      }),
      { message: FAQS_FORMAT_MESSAGE },
    )
    .max(PRODUCT_MAX_FAQS, `A product can have at most ${PRODUCT_MAX_FAQS} FAQs`),
);

const VIDEO_MESSAGE = 'Video must be a YouTube or Vimeo link, or the web address of a video file';

/** A video link (spec section 5); blank clears it. */
const videoLink = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, VIDEO_MESSAGE)
    .refine((link) => parseProductVideo(link) !== null, VIDEO_MESSAGE)
    .nullable(),
);

/** keepImages: JSON text of the current image URLs to keep, in order (or the field repeated). */
const imageUrlList = z.preprocess(
  parseTextList('keepImages'),
  z
    .array(z.string({ message: 'keepImages must be a list of image addresses' }).trim().max(1000))
    .max(MAX_PRODUCT_IMAGES, PRODUCT_IMAGES_MAX_MESSAGE),
);

/* ---------- categories ---------- */

const categoryName = requiredText('Category name', CATALOGUE_NAME_MAX_LENGTH);
const subCategoryName = requiredText('Subcategory name', CATALOGUE_NAME_MAX_LENGTH);
const subSubCategoryName = requiredText('Sub-subcategory name', CATALOGUE_NAME_MAX_LENGTH);
/** A Bangla name beside the English one; blank clears it (docs/decisions/033). */
const banglaName = optionalText('Bangla name', CATALOGUE_NAME_MAX_LENGTH).optional();
const categoryRef = requiredRef('Please choose a category');
const subCategoryRef = requiredRef('Please choose a subcategory');

/** POST /categories text fields (the image is the file field categoryImage). */
export const CategoryInputSchema = z.object({ categoryName, categoryNameBn: banglaName });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
/** PUT /categories/:id: every field optional. */
export const CategoryUpdateSchema = CategoryInputSchema.partial();
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/** POST /subcategories text fields (file field subCategoryImage). */
export const SubCategoryInputSchema = z.object({
  subCategoryName,
  subCategoryNameBn: banglaName,
  categoryId: categoryRef,
});
export type SubCategoryInput = z.infer<typeof SubCategoryInputSchema>;
export const SubCategoryUpdateSchema = SubCategoryInputSchema.partial();
export type SubCategoryUpdate = z.infer<typeof SubCategoryUpdateSchema>;

/** POST /subsubcategories text fields (file field subSubCategoryImage); the subcategory must be in the category. */
export const SubSubCategoryInputSchema = z.object({
  subSubCategoryName,
  subSubCategoryNameBn: banglaName,
  categoryId: categoryRef,
  subCategoryId: subCategoryRef,
});
export type SubSubCategoryInput = z.infer<typeof SubSubCategoryInputSchema>;
export const SubSubCategoryUpdateSchema = SubSubCategoryInputSchema.partial();
export type SubSubCategoryUpdate = z.infer<typeof SubSubCategoryUpdateSchema>;

/** The message of a sub-subcategory whose subcategory is in another category. */
export const SUBCATEGORY_NOT_IN_CATEGORY_MESSAGE = 'The subcategory does not belong to the chosen category';
export const SUBSUBCATEGORY_NOT_IN_SUBCATEGORY_MESSAGE =
  'The sub-subcategory does not belong to the chosen subcategory';
/** The 403 of a seller touching another seller's product, or naming another owner. */
export const NOT_YOUR_PRODUCT_MESSAGE = 'You can only change your own products';
export const OWNER_CHOICE_ADMIN_ONLY_MESSAGE = 'Only an admin can choose the owner of a product';
export const OWNER_ROLE_MESSAGE = 'The owner must be a seller (owner) or an admin account';
export const KEEP_IMAGES_UNKNOWN_MESSAGE = "keepImages may only list the product's current images";
/** The 403 of a seller asking for another seller's list (GET /products/owner/{ownerId}). */
export const OWN_PRODUCTS_ONLY_MESSAGE = 'You can only list your own products';

/* ---------- products ---------- */

/**
 * POST /products text fields (spec section 3, Product as sent on create); the files are
 * productImages, 1 to MAX_PRODUCT_IMAGES. OwnerName is never taken from the form: it is the
 * owner's own name. OwnerId is for admins only.
 */
export const ProductCreateFieldsSchema = z.object({
  name: requiredText('Product name', PRODUCT_NAME_MAX_LENGTH),
  /** Bangla name and description beside the English ones; blank means none (docs/decisions/033). */
  nameBn: optionalText('Bangla name', PRODUCT_NAME_MAX_LENGTH).optional(),
  descriptionBn: optionalText('Bangla description', PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  originalPrice: priceTaka('Original price', true),
  discount: z.preprocess(blankToUndefined, percent('Discount').optional()),
  description: optionalText('Description', PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  quantity: optionalText('Quantity', 100).optional(),
  productDetails: textList('productDetails').optional(),
  colors: textList('colors').optional(),
  sizes: textList('sizes').optional(),
  searchTags: textList('searchTags').optional(),
  /** The Bangla twins (docs/decisions/055); the spec's clients never send them. */
  quantityBn: optionalText('Bangla quantity', 100).optional(),
  productDetailsBn: textList('productDetailsBn').optional(),
  colorsBn: labelList('colorsBn').optional(),
  sizesBn: labelList('sizesBn').optional(),
  searchTagsBn: textList('searchTagsBn').optional(),
  faqsBn: faqList.optional(),
  category: requiredRef('Please choose a category'),
  subCategory: optionalRef.optional(),
  subSubCategory: optionalRef.optional(),
  faqs: faqList.optional(),
  remainingProducts: wholeNumber('Stock (remainingProducts)', 0, PRODUCT_MAX_STOCK, true),
  OwnerId: z.preprocess(blankToUndefined, IdSchema.optional()),
  video: videoLink.optional(),
  /** The variants (docs/decisions/077): with them, colours, sizes and stock are theirs. */
  variants: VariantsFieldSchema.optional(),
});
export type ProductCreateFields = z.infer<typeof ProductCreateFieldsSchema>;

/**
 * PUT /products/:id text fields (spec section 3, Product as sent on update): only the fields sent
 * change. Images: neither productImages nor keepImages sent leaves them; keepImages keeps those
 * (in that order) and appends the new files; productImages alone replaces them all.
 */
export const ProductUpdateFieldsSchema = z.object({
  productName: requiredText('Product name', PRODUCT_NAME_MAX_LENGTH).optional(),
  /** Blank clears the Bangla name or description. */
  productNameBn: optionalText('Bangla name', PRODUCT_NAME_MAX_LENGTH).optional(),
  productDescriptionBn: optionalText('Bangla description', PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  productOriginalPrice: z.preprocess(blankToUndefined, priceTaka('Original price').optional()),
  productDiscount: z.preprocess(blankToUndefined, percent('Discount').optional()),
  productDescription: optionalText('Description', PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  productDetails: textList('productDetails').optional(),
  productColors: textList('productColors').optional(),
  productSizes: textList('productSizes').optional(),
  searchTags: textList('searchTags').optional(),
  productCategory: z.preprocess(blankToUndefined, IdSchema.optional()),
  productSubCategory: optionalRef.optional(),
  productSubSubCategory: optionalRef.optional(),
  faqs: faqList.optional(),
  remainingProducts: z.preprocess(
    blankToUndefined,
    wholeNumber('Stock (remainingProducts)', 0, PRODUCT_MAX_STOCK).optional(),
  ),
  video: videoLink.optional(),
  quantity: optionalText('Quantity', 100).optional(),
  /** The Bangla twins (docs/decisions/055): absent leaves them, blank or [] clears them. */
  quantityBn: optionalText('Bangla quantity', 100).optional(),
  productDetailsBn: textList('productDetailsBn').optional(),
  productColorsBn: labelList('productColorsBn').optional(),
  productSizesBn: labelList('productSizesBn').optional(),
  searchTagsBn: textList('searchTagsBn').optional(),
  faqsBn: faqList.optional(),
  OwnerId: z.preprocess(blankToUndefined, IdSchema.optional()),
  keepImages: imageUrlList.optional(),
  /** Absent keeps the variants; '[]' removes them (the product's own stock, remainingProducts, again). */
  variants: VariantsFieldSchema.optional(),
});
export type ProductUpdateFields = z.infer<typeof ProductUpdateFieldsSchema>;

/* ---------- banners ---------- */

/** POST /banner and PUT /banner/:id text fields (file field bannerImage); blank clears either. */
export const BANNER_TITLE_MAX_LENGTH = 80;
export const BANNER_SUBTITLE_MAX_LENGTH = 140;

/** A banner's words (docs/decisions/056): blank clears them. */
const bannerWords = (label: string, max: number) =>
  z.preprocess(blankToNull, optionalText(label, max).nullable()).optional();

export const BannerInputSchema = z.object({
  bannerOffer: z.preprocess(blankToNull, percent('Banner offer').nullable()).optional(),
  bannerCategory: optionalRef.optional(),
  bannerTitle: bannerWords('Banner title', BANNER_TITLE_MAX_LENGTH),
  bannerTitleBn: bannerWords('Bangla banner title', BANNER_TITLE_MAX_LENGTH),
  bannerSubtitle: bannerWords('Banner subtitle', BANNER_SUBTITLE_MAX_LENGTH),
  bannerSubtitleBn: bannerWords('Bangla banner subtitle', BANNER_SUBTITLE_MAX_LENGTH),
});
export type BannerInput = z.infer<typeof BannerInputSchema>;

/* ---------- the admin product list ---------- */

/** GET /products/owner/{ownerId}: a seller's products, with the listing's query and shape. */
export const OwnerParamsSchema = z.object({ ownerId: IdSchema });

export const AdminProductListQuerySchema = z.object({
  page: pageParam().optional(),
  limit: wholeNumberParam('limit', 1, ADMIN_PRODUCT_LIST_MAX_LIMIT).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: IdSchema.optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }).optional(),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc' }).optional(),
  lowStock: z
    .enum(['true', 'false'], { message: 'lowStock must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/**
 * A product as the admin list answers it: the Product read shape with the category ids and name
 * spelled out for the edit form, and without its reviews (reviewCount says how many).
 */
export const AdminProductSchema = ProductSchema.omit({ reviews: true }).extend({
  categoryName: z.string(),
  subCategoryId: z.string().nullable(),
  subSubCategoryId: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  data: z.array(AdminProductSchema),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;
