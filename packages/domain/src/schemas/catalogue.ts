import { z } from 'zod';

import { PRODUCT_LIST_MAX_LIMIT, PRODUCT_MAX_PRICE_TAKA, PRODUCT_SORTS, SEARCH_TERM_MAX_LENGTH } from '../constants.ts';
import { IdSchema, wholeNumberParam } from './common.ts';
import { pageParam } from './pagination.ts';
import { VariantSchema } from './variants.ts';

/* ---------- what the catalogue calls answer (spec section 3) ---------- */

/**
 * A Bangla name or description beside the English one (docs/decisions/033): the API always sends
 * it, null when the shop has not given one, and the page shows it to a Bangla reader.
 */
const banglaText = z.string().nullable().optional();

/**
 * The Bangla labels of a product's colours or sizes (docs/decisions/055), one per option in the
 * same order as the English, which stays the option's key (carts and orders keep it): null where
 * the shop has given none, so the page shows the English there.
 */
const banglaLabels = z.array(z.string().nullable()).optional();

export const CategorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryNameBn: banglaText,
  categoryImage: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubCategorySchema = z.object({
  _id: z.string(),
  subCategoryName: z.string(),
  subCategoryNameBn: banglaText,
  subCategoryImage: z.string().nullable(),
  categoryId: z.string(),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const SubSubCategorySchema = z.object({
  _id: z.string(),
  subSubCategoryName: z.string(),
  subSubCategoryNameBn: banglaText,
  subSubCategoryImage: z.string().nullable(),
  categoryId: z.string(),
  subCategoryId: z.string(),
});
export type SubSubCategory = z.infer<typeof SubSubCategorySchema>;

export const CategoryNameSchema = z.object({ _id: z.string(), categoryName: z.string() });
export type CategoryName = z.infer<typeof CategoryNameSchema>;

export const BannerSchema = z.object({
  _id: z.string(),
  bannerImage: z.string(),
  bannerOffer: z.number().nullable(),
  bannerCategory: CategoryNameSchema.extend({ categoryNameBn: banglaText }).nullable(),
  /**
   * The words the page draws over the picture, in its language (docs/decisions/056): null when the
   * shop gave none (the picture then speaks for itself, as the spec's banners did).
   */
  bannerTitle: z.string().nullable().optional(),
  bannerTitleBn: banglaText,
  bannerSubtitle: z.string().nullable().optional(),
  bannerSubtitleBn: banglaText,
});
export type Banner = z.infer<typeof BannerSchema>;

export const LogoSchema = z.object({ _id: z.string(), logo: z.string() });
export type Logo = z.infer<typeof LogoSchema>;

export const ShippingFeeSchema = z.object({
  shippingFee: z.number(),
  shippingFeeOutside: z.number(),
  /** Kept for the spec's admin client; checkout never charges it (decision 021). */
  shippingFeeInternational: z.number().nullable(),
});
export type ShippingFee = z.infer<typeof ShippingFeeSchema>;

/** The shop's public details: the home page's support phone, checkout's receiving number. */
export const PublicSettingsSchema = z.object({
  shopName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  receivingNumber: z.string(),
  /** Google sign-in client id; null hides the Google button. */
  googleClientId: z.string().nullable(),
  /** Digits in a one-time code (4 by default, the spec's four boxes). */
  otpLength: z.number().int(),
  /** Whether a card gateway (SSLCommerz, or the sandbox off production) takes online payments. */
  cardPayments: z.boolean(),
  /** Whether bKash (a configured merchant) takes online payments. */
  bkashPayments: z.boolean(),
  /** Whether Nagad (a configured merchant) takes online payments. */
  nagadPayments: z.boolean(),
  /** Where shoppers reach the shop (PUBLIC_URL): canonical addresses and shared links start with it. */
  publicUrl: z.string(),
  /** The Meta pixel the pages load (META_PIXEL_ID); null loads none. */
  metaPixelId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const FaqSchema = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  /** The reviewer; profileImg is their photo or the default avatar (decision 021). */
  userId: z.object({ _id: z.string(), name: z.string(), profileImg: z.string() }),
  date: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/**
 * A review as a product card carries it (decision 021): the spec's Review without its text, the
 * reviewer as an id: enough for `reviews.length` and the stars. Its own _id, the text and the
 * reviewer's name and photo are the product page's; every byte here is on every listing page.
 */
export const ListedReviewSchema = ReviewSchema.pick({ date: true, stars: true }).extend({
  userId: z.string(),
});
export type ListedReview = z.infer<typeof ListedReviewSchema>;

/** The word the spec's `popularProducts=offer` filter and its client's Offer Products section use. */
export const OFFER_MARK = 'offer';

const NamedRefSchema = <K extends string>(key: K) =>
  z.object({ _id: z.string() }).extend({ [key]: z.string() } as Record<K, z.ZodString>);

/**
 * A product as lists answer it (listing, wishlist, home blocks): everything a card needs, with
 * slim reviews and without the description, details, tags, FAQs and video of the product page.
 */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productNameBn: banglaText,
  productImages: z.array(z.string()),
  productPrice: z.number(),
  productOriginalPrice: z.number(),
  productDiscount: z.number(),
  productRating: z.number(),
  reviewCount: z.number().int(),
  reviews: z.array(ListedReviewSchema),
  /** 'offer' when the product is in the offer list (a discount above 0), else null. */
  popularProducts: z.literal(OFFER_MARK).nullable(),
  sales: z.number().int(),
  remainingProducts: z.number().int(),
  quantity: z.string(),
  /** The quantity text in Bangla ('১ পিস'), null when not given (docs/decisions/055). */
  quantityBn: banglaText,
  productColors: z.array(z.string()),
  productColorsBn: banglaLabels,
  productSizes: z.array(z.string()),
  productSizesBn: banglaLabels,
  productCategory: NamedRefSchema('categoryName'),
  productSubCategory: NamedRefSchema('subCategoryName').nullable(),
  productSubSubCategory: NamedRefSchema('subSubCategoryName').nullable(),
  OwnerId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  OwnerName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The lowest price of its variants, present only when their prices differ (docs/decisions/082):
   * the card says "from" it. Absent, the product's price is every variant's.
   */
  priceFrom: z.number().optional(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A product as GET /products/{id} answers it (spec section 3, Product as read). */
export const ProductSchema = ProductSummarySchema.extend({
  productDescription: z.string(),
  productDescriptionBn: banglaText,
  productDetails: z.array(z.string()),
  /** The details, tags and FAQs in Bangla: lists of their own, empty when not given (docs/decisions/055). */
  productDetailsBn: z.array(z.string()).optional(),
  searchTags: z.array(z.string()),
  searchTagsBn: z.array(z.string()).optional(),
  faqs: z.array(FaqSchema),
  faqsBn: z.array(FaqSchema).optional(),
  video: z.string().nullable(),
  reviews: z.array(ReviewSchema),
  /** Each combination of colour and size with its own SKU, price and stock (docs/decisions/077); [] when none. */
  variants: z.array(VariantSchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  data: z.array(ProductSummarySchema),
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const CategoryWithProductsSchema = CategorySchema.extend({
  productCount: z.number().int(),
  products: z.array(ProductSummarySchema),
});
export type CategoryWithProducts = z.infer<typeof CategoryWithProductsSchema>;

/* ---------- what the catalogue calls accept ---------- */

/** A price filter: no product costs more than PRODUCT_MAX_PRICE_TAKA, so a larger one is a 400. */
const amount = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a non-negative amount`)
    .transform(Number)
    .refine((n) => n <= PRODUCT_MAX_PRICE_TAKA, `${name} must be at most ${PRODUCT_MAX_PRICE_TAKA}`);

/** A category, subcategory or sub-subcategory filter: an id or a name (banners link by name). */
const CatalogueRefSchema = z.string().trim().min(1).max(100, 'Filter value is too long');

export const ProductListQuerySchema = z
  .object({
    page: pageParam().optional(),
    // 0 means all (spec section 7), which the service caps at PRODUCT_LIST_ALL_CAP.
    limit: wholeNumberParam('limit', 0, PRODUCT_LIST_MAX_LIMIT).optional(),
    search: z
      .string()
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH, `search must be at most ${SEARCH_TERM_MAX_LENGTH} characters`)
      .optional(),
    category: CatalogueRefSchema.optional(),
    subCategory: CatalogueRefSchema.optional(),
    subSubCategory: CatalogueRefSchema.optional(),
    minPrice: amount('minPrice').optional(),
    maxPrice: amount('maxPrice').optional(),
    discount: wholeNumberParam('discount', 0, 100).optional(),
    sortBy: z.enum(PRODUCT_SORTS, { message: `sortBy must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    popularProducts: z.enum([OFFER_MARK], { message: `popularProducts must be '${OFFER_MARK}'` }).optional(),
    exclude: IdSchema.optional(),
    /** Products in stock before sold-out ones, each part in the order asked (Home's strips). */
    inStockFirst: z
      .enum(['true', 'false'], { message: 'inStockFirst must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const SubCategoryQuerySchema = z.object({ categoryId: IdSchema.optional() });
export const SubSubCategoryQuerySchema = z.object({ subCategoryId: IdSchema.optional() });
