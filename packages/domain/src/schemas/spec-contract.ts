import { z } from 'zod';

import { ORDER_STATUSES, REVIEW_STARS_MAX } from '../constants.ts';
import { OFFER_MARK } from './catalogue.ts';

/**
 * The entities of spec section 3 as the spec's own front end reads them, field by field: the
 * contract that apps/api/src/test/spec-contract.test.ts holds every storefront answer of section 7
 * to. Objects are loose, since our answers carry more (reviewCount, createdAt, ...) and parsing
 * keeps it; what the spec names must be there with a type it allows, and where it allows two forms
 * (an id or an object) both parse. A field the spec leaves unstated for an account or an order that lacks it (a phone
 * user's e-mail, a line's colour) may be null. Route schemas, not these, shape the answers.
 */

const Text = z.string();
const Id = z.string().min(1);
const Whole = z.number().int();
/** An address the client can put in an <img>: null would show 'Failed to load' (decision 021). */
const ImageAddress = z.string().min(1);

/** Every answer: `{ success, message, data }`. */
export function specAnswer<T extends z.ZodType>(data: T) {
  return z.looseObject({ success: z.boolean(), message: Text, data });
}
/** An answer whose data the client does not read (register, logout, deletes). */
export const SpecAnyAnswerSchema = specAnswer(z.unknown());

/* ---------- accounts ---------- */

/** User: _id, name, email, role, isEmailVerified, profileImg, phone, address, googleId. */
export const SpecUserSchema = z.looseObject({
  _id: Id,
  name: Text,
  email: Text.nullable(),
  role: Text,
  isEmailVerified: z.boolean(),
  profileImg: ImageAddress,
  phone: Text.nullable(),
  address: Text.nullable(),
  googleId: Text.nullable(),
});

/** What starts a session (sign-in, Google, verification): data.user and data.accessToken. */
export const SpecSessionSchema = z.looseObject({ user: SpecUserSchema, accessToken: Id });

/* ---------- catalogue ---------- */

export const SpecCategorySchema = z.looseObject({ _id: Id, categoryName: Text, categoryImage: Text.nullable() });

export const SpecSubCategorySchema = z.looseObject({
  _id: Id,
  subCategoryName: Text,
  subCategoryImage: Text.nullable(),
  categoryId: Id,
});

export const SpecSubSubCategorySchema = z.looseObject({
  _id: Id,
  subSubCategoryName: Text,
  subSubCategoryImage: Text.nullable(),
  categoryId: Id,
  subCategoryId: Id,
});

/** bannerCategory: a string or an object with categoryName; offer and category only "where present". */
export const SpecBannerSchema = z.looseObject({
  _id: Id,
  bannerImage: ImageAddress,
  bannerOffer: z.number().nullable(),
  bannerCategory: z.union([Text, z.looseObject({ categoryName: Text })]).nullable(),
});

const Stars = Whole.min(1).max(REVIEW_STARS_MAX);

/** Review: userId (an id string, or an object with name and profileImg), date, stars (1 to 5), text. */
export const SpecReviewSchema = z.looseObject({
  userId: z.union([Id, z.looseObject({ name: Text, profileImg: ImageAddress })]),
  date: Text,
  stars: Stars,
  text: Text,
});

/** A review on a product card: the slim entry of decision 021, the review without its text. */
export const SpecListedReviewSchema = SpecReviewSchema.omit({ text: true });

/**
 * The fields of Product (as read) that a card reads: the listing, Home's blocks and the wishlist.
 * `popularProducts` is not in section 3, but the client's Offer Products section filters on it.
 */
const SpecProductCardSchema = z.looseObject({
  _id: Id,
  productName: Text,
  productImages: z.array(ImageAddress),
  productPrice: z.number(),
  productOriginalPrice: z.number(),
  productDiscount: z.number(),
  productRating: z.number(),
  sales: z.number(),
  remainingProducts: Whole,
  quantity: Text,
  productColors: z.array(Text),
  productSizes: z.array(Text),
  productCategory: z.union([Id, z.looseObject({ _id: Id, categoryName: Text })]),
  OwnerId: z.union([Id, z.looseObject({ _id: Id, name: Text })]),
  /** 'Sold by' falls back to 'Unknown Seller'. */
  OwnerName: Text.nullable(),
  popularProducts: z.literal(OFFER_MARK).nullish(),
});

/** Product (as read), as GET /products/{id} and the product writes answer it. */
export const SpecProductSchema = SpecProductCardSchema.extend({
  reviews: z.array(SpecReviewSchema),
  productDescription: Text,
  productDetails: z.array(Text),
  searchTags: z.array(Text),
  faqs: z.array(z.looseObject({ question: Text, answer: Text })),
  video: Text.nullable(),
});

/**
 * A Product in a list: the card's fields with its reviews as an array (slim entries); the page-only
 * fields (description, details, tags, FAQs, video) come with GET /products/{id} (decision 021).
 */
export const SpecListedProductSchema = SpecProductCardSchema.extend({ reviews: z.array(SpecListedReviewSchema) });

/** Product list response: data with success, message, count, total, page, pages and the list in data. */
export const SpecProductListSchema = z.looseObject({
  success: z.boolean(),
  message: Text,
  count: Whole,
  total: Whole,
  page: Whole,
  pages: Whole,
  data: z.array(SpecListedProductSchema),
});

/** GET /products/categories-with-products: the section is silent on its shape; its products are cards. */
export const SpecCategoryWithProductsSchema = SpecCategorySchema.extend({ products: z.array(SpecListedProductSchema) });

/** Wishlist response: data.products is an array of products. */
export const SpecWishlistSchema = z.looseObject({ products: z.array(SpecListedProductSchema) });

/** Shipping fee settings: shippingFee (inside Dhaka) and shippingFeeOutside. */
export const SpecShippingFeeSchema = z.looseObject({ shippingFee: z.number(), shippingFeeOutside: z.number() });

/* ---------- orders and refunds ---------- */

/** Order (as read); a line's product is null once the product is deleted (its name and picture stay). */
export const SpecOrderSchema = z.looseObject({
  _id: Id,
  transaction_id: Text,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: Text,
  paymentMethod: Text,
  totalPrice: z.number(),
  deliveryFee: z.number(),
  createdAt: Text,
  deliveryAddress: z.looseObject({ addressDetails: Text, city: Text, district: Text, division: Text }),
  items: z.array(
    z.looseObject({
      productId: Id.nullable(),
      productName: Text,
      image: Text.nullable(),
      quantity: Whole,
      size: Text.nullable(),
      color: Text.nullable(),
      subTotal: z.number(),
    }),
  ),
});

/** The answer to post-order may carry data.url, where the browser goes to pay. */
export const SpecPlacedOrderSchema = SpecOrderSchema.extend({ url: Text.optional() });

/** Refund request as read: _id, createdAt, orderId (the populated order), refundMethod, refundNumber, refundStatus. */
export const SpecRefundSchema = z.looseObject({
  _id: Id,
  createdAt: Text,
  orderId: SpecOrderSchema,
  refundMethod: Text,
  refundNumber: Text,
  refundStatus: Text,
});
