/**
 * The whole shop's tables. Money is integer poisha (never float); names are snake_case in the
 * database and mapped to the spec's field names in each module's repository. The enums the domain
 * package lists are built from its lists, so a value added there reaches the database through a
 * migration (npm run db:generate) rather than a second list kept by hand.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  COUPON_KINDS,
  COURIERS,
  LANGUAGES,
  MOBILE_BANKING_PROVIDERS,
  ORDER_EVENT_KINDS,
  ORDER_EVENT_SOURCES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROMOTION_KINDS,
  PROMOTION_LEVELS,
  REFUND_STATUSES,
  ROLES,
  SHOP_REFUND_METHODS,
} from '@dokan/domain';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const refundMethodEnum = pgEnum('refund_method', SHOP_REFUND_METHODS);
export const mobileBankingProviderEnum = pgEnum('mobile_banking_provider', MOBILE_BANKING_PROVIDERS);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
export const couponKindEnum = pgEnum('coupon_kind', COUPON_KINDS);
export const promotionKindEnum = pgEnum('promotion_kind', PROMOTION_KINDS);
export const promotionLevelEnum = pgEnum('promotion_level', PROMOTION_LEVELS);
/** confirm_phone: a phone given at checkout, confirmed by SMS code before a large first COD order (decision 041). */
export const codePurposeEnum = pgEnum('code_purpose', [
  'verify_email',
  'verify_phone',
  'reset_password',
  'confirm_phone',
]);
/** E-mail and SMS to people, and `meta`: a Purchase for Meta's Conversions API (its subject the order's id). */
export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms', 'meta']);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/* ---------- people ---------- */

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    googleId: text('google_id'),
    profileImg: text('profile_img'),
    address: text('address'),
    /** The language the shop writes to this person in: e-mails, SMS, invoices (docs/decisions/032). */
    language: languageEnum('language').notNull().default('en'),
    /** Bumped on a role change, password change or deletion: older access tokens stop working at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_id_key').on(t.googleId),
    index('users_role_idx').on(t.role),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Refresh tokens, stored hashed; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** E-mail links and SMS codes, stored hashed and bound to one purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The phone a confirm_phone code was sent to: the code confirms that phone only. */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    // Activation links are looked up by their hash alone.
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);

/** Phones a customer confirmed by SMS code at checkout (decision 041): later COD orders to them count as verified. */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);

/** Every e-mail and SMS the shop sends: written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A message that must be written once only (an order's Purchase for Meta): a second is not written. */
    onceKey: text('once_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    // The SMS a phone had today, counted against the owner's daily cap (decision 071).
    index('outbox_sms_recipient_idx')
      .on(t.recipient, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    uniqueIndex('outbox_once_key').on(t.onceKey),
  ],
);

/* ---------- catalogue ---------- */

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** The Bangla name beside the English one, when the shop has given it (docs/decisions/033). */
    nameBn: text('name_bn'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The Bangla name beside the English one, when the shop has given it (docs/decisions/033). */
    nameBn: text('name_bn'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subcategories_category_name_key').on(t.categoryId, sql`lower(${t.name})`)],
);

export const subSubcategories = pgTable(
  'sub_subcategories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The Bangla name beside the English one, when the shop has given it (docs/decisions/033). */
    nameBn: text('name_bn'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sub_subcategories_parent_name_key').on(t.subcategoryId, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Bangla name and description beside the English ones, when given (docs/decisions/033). */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    /** The Bangla name in Latin letters (domain's `banglish`), written with it: 'panjabi' finds পাঞ্জাবি. */
    nameBnLatin: text('name_bn_latin'),
    /** Descriptive quantity text ('500 g', '1 piece'), not stock. */
    quantityText: text('quantity_text').notNull().default(''),
    /** The quantity text in Bangla ('১ পিস'), when given (docs/decisions/055). */
    quantityTextBn: text('quantity_text_bn'),
    originalPricePoisha: integer('original_price_poisha').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Selling price, computed by the server from the original price and discount on every write. */
    pricePoisha: integer('price_poisha').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'restrict' }),
    subSubcategoryId: uuid('sub_subcategory_id').references(() => subSubcategories.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name'),
    remaining: integer('remaining').notNull().default(0),
    /** The SKU of a product without variants (the catalogue's CSV finds it by it); its variants have their own. */
    sku: text('sku'),
    sales: integer('sales').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: text('details')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The Bangla twins of the lists above (docs/decisions/055). Colours and sizes are keyed by their
     * English name: `colors_bn[i]` is the Bangla label of `colors[i]` ('' when none), so the two stay
     * the same length (or the Bangla is empty). Details and tags are lists of their own.
     */
    colorsBn: text('colors_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizesBn: text('sizes_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detailsBn: text('details_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsBn: text('tags_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text('video'),
    /**
     * Weighted full-text vector: name (A), tags (B), description (C). Name and tags also appear
     * with hyphens, apostrophes and dots removed, so 't-shirt' is found as 'tshirt' too.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name || ' ' || regexp_replace(name, '[-''.]', '', 'g')), 'A') || setweight(to_tsvector('english', dokan_immutable_array_to_string(tags, ' ') || ' ' || regexp_replace(dokan_immutable_array_to_string(tags, ' '), '[-''.]', '', 'g')), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
    /**
     * The Bangla name and its Latin spelling, words as written ('simple': no English stemming),
     * beside the English vector; a search matches either (docs/decisions/033).
     */
    searchVectorBn: tsvector('search_vector_bn')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', coalesce(name_bn, '') || ' ' || coalesce(name_bn_latin, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    /** After the unique id, so they never change an order; see the comment below. */
    const filterKeys = [t.pricePoisha, t.discountPercent] as const;
    return [
      check('products_remaining_non_negative', sql`${t.remaining} >= 0`),
      check('products_discount_range', sql`${t.discountPercent} between 0 and 100`),
      check('products_price_non_negative', sql`${t.originalPricePoisha} >= 0 and ${t.pricePoisha} >= 0`),
      check(
        'products_colors_bn_aligned',
        sql`cardinality(${t.colorsBn}) = 0 OR cardinality(${t.colorsBn}) = cardinality(${t.colors})`,
      ),
      check(
        'products_sizes_bn_aligned',
        sql`cardinality(${t.sizesBn}) = 0 OR cardinality(${t.sizesBn}) = cardinality(${t.sizes})`,
      ),
      // Ascending indexes: a backward scan serves ORDER BY ... DESC (NULLS FIRST), which a
      // DESC NULLS LAST index cannot, although every sort column is NOT NULL. Each sort index ends
      // with the price and discount, after the unique id so they never change the order: a price
      // range or a minimum discount is then checked in the index alone (an index-only scan), not
      // on each product's row (docs/decisions/049). Stock stays out, so an order's stock update
      // remains a heap-only update.
      index('products_created_idx').on(t.createdAt, t.id, ...filterKeys),
      index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id, ...filterKeys),
      index('products_subcategory_created_idx').on(t.subcategoryId, t.createdAt, t.id, ...filterKeys),
      index('products_sub_subcategory_created_idx').on(t.subSubcategoryId, t.createdAt, t.id, ...filterKeys),
      index('products_rating_idx').on(t.rating, t.reviewCount, t.id, ...filterKeys),
      index('products_sales_idx').on(t.sales, t.id, ...filterKeys),
      // Every sort within a category or subcategory reads its page in order from one index
      // (docs/decisions/028): a listing filters by its most specific category only.
      index('products_category_rating_idx').on(t.categoryId, t.rating, t.reviewCount, t.id, ...filterKeys),
      index('products_category_sales_idx').on(t.categoryId, t.sales, t.id, ...filterKeys),
      index('products_category_discount_idx')
        .on(t.categoryId, t.discountPercent, t.id, t.pricePoisha)
        .where(sql`${t.discountPercent} > 0`),
      index('products_subcategory_rating_idx').on(t.subcategoryId, t.rating, t.reviewCount, t.id, ...filterKeys),
      index('products_subcategory_sales_idx').on(t.subcategoryId, t.sales, t.id, ...filterKeys),
      index('products_subcategory_discount_idx')
        .on(t.subcategoryId, t.discountPercent, t.id, t.pricePoisha)
        .where(sql`${t.discountPercent} > 0`),
      index('products_sub_subcategory_rating_idx').on(t.subSubcategoryId, t.rating, t.reviewCount, t.id, ...filterKeys),
      index('products_sub_subcategory_sales_idx').on(t.subSubcategoryId, t.sales, t.id, ...filterKeys),
      index('products_price_idx').on(t.pricePoisha),
      index('products_discount_idx')
        .on(t.discountPercent, t.id, t.pricePoisha)
        .where(sql`${t.discountPercent} > 0`),
      index('products_owner_idx').on(t.ownerId),
      uniqueIndex('products_sku_key')
        .on(sql`lower(${t.sku})`)
        .where(sql`${t.sku} IS NOT NULL`),
      index('products_search_vector_idx').using('gin', t.searchVector),
      // A name's words alone (weight A): a search takes the products named with its words first.
      index('products_name_vector_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a}')`),
      index('products_search_vector_bn_idx').using('gin', t.searchVectorBn),
    ];
  },
);

/**
 * A product's variants (docs/decisions/077): one row per combination of its colour and size ('' for
 * an option the product does not have), each with its SKU (unique in the shop, in any case), its
 * stock and, when it differs, its own original price. The product's colours, sizes and remaining
 * are kept as theirs by every write: `remaining` is the sum, so listings and the spec's clients
 * read the product as before. An order takes a variant's units after its product's row, so the
 * product's row orders the changes to its variants.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sku: text('sku').notNull(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    remaining: integer('remaining').notNull().default(0),
    /** The variant's own original price; null: the product's. The product's discount applies to either. */
    originalPricePoisha: integer('original_price_poisha'),
    image: text('image'),
  },
  (t) => [
    check('product_variants_remaining_non_negative', sql`${t.remaining} >= 0`),
    check('product_variants_price_positive', sql`${t.originalPricePoisha} IS NULL OR ${t.originalPricePoisha} > 0`),
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    uniqueIndex('product_variants_options_key').on(t.productId, t.color, t.size),
    // The dashboard's low-stock warnings, per variant.
    index('product_variants_remaining_idx').on(t.remaining),
  ],
);

/**
 * Every word of every product name and tag, kept by a trigger on products. Typos are corrected
 * against this small vocabulary (trigram similarity) before the full-text search runs.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/**
 * How often shoppers searched for each set of words, per shop day (decision 070): the words
 * normalised as the search reads them (lower case, sorted), never who asked; counted in memory and
 * added here once a minute.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    day: date('day').notNull(),
    words: text('words').notNull(),
    searches: integer('searches').notNull(),
    /** Of those, the searches that found nothing. */
    foundNothing: integer('found_nothing').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.words] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)],
);

export const productFaqs = pgTable(
  'product_faqs',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A product's FAQs in English and its own list in Bangla (docs/decisions/055). */
    language: text('language').notNull().default('en'),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    check('product_faqs_language', sql`${t.language} IN ('en', 'bn')`),
    uniqueIndex('product_faqs_position_key').on(t.productId, t.language, t.position),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
  ],
);

export const banners = pgTable('banners', {
  id: id(),
  image: text('image').notNull(),
  /**
   * The banner's words, drawn by the page over a picture without words, in the page's language
   * (docs/decisions/056): a title and an optional subtitle, each with its Bangla.
   */
  title: text('title'),
  titleBn: text('title_bn'),
  subtitle: text('subtitle'),
  subtitleBn: text('subtitle_bn'),
  offerPercent: smallint('offer_percent'),
  categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const logos = pgTable('logos', {
  id: id(),
  url: text('url').notNull(),
  createdAt: createdAt(),
});

/** The shop's one row of settings (id is always 1). */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name').notNull().default('Dokan'),
    shippingFeeInsidePoisha: integer('shipping_fee_inside_poisha').notNull().default(6000),
    shippingFeeOutsidePoisha: integer('shipping_fee_outside_poisha').notNull().default(12000),
    /** Kept for the spec's admin client, which sends it; null until set. Checkout never charges it. */
    shippingFeeInternationalPoisha: integer('shipping_fee_international_poisha'),
    receivingNumber: text('receiving_number').notNull().default(''),
    supportPhone: text('support_phone').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    /** The owner's cash-on-delivery rules (domain cod-risk.ts, decision 041); null refuses COD never. */
    codVerifyFirstOrderAboveTaka: integer('cod_verify_first_order_above_taka').notNull().default(5000),
    codPrepayDeliveryAfterReturns: smallint('cod_prepay_delivery_after_returns').notNull().default(2),
    codRefuseAfterReturns: smallint('cod_refuse_after_returns'),
    /** The owner's caps on orders and SMS (domain order-caps.ts, decision 071). */
    ordersPerAccountHour: integer('orders_per_account_hour').notNull().default(10),
    ordersPerAddressHour: integer('orders_per_address_hour').notNull().default(100),
    openCodPerAccount: integer('open_cod_per_account').notNull().default(5),
    openCodPerPhone: integer('open_cod_per_phone').notNull().default(3),
    smsPerPhoneDay: integer('sms_per_phone_day').notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check(
      'shop_settings_fees_non_negative',
      sql`${t.shippingFeeInsidePoisha} >= 0 and ${t.shippingFeeOutsidePoisha} >= 0`,
    ),
    check('shop_settings_international_fee_non_negative', sql`${t.shippingFeeInternationalPoisha} >= 0`),
  ],
);

/* ---------- shopping ---------- */

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    kind: couponKindEnum('kind').notNull(),
    /** Percent (1-100) for 'percent', poisha for 'fixed'. */
    value: integer('value').notNull(),
    minOrderPoisha: integer('min_order_poisha').notNull().default(0),
    maxDiscountPoisha: integer('max_discount_poisha'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_value_positive', sql`${t.value} > 0`),
  ],
);

/**
 * An address as the COD history compares them: lower case, trimmed, one space between words. The
 * index of COD orders' addresses and the history's query share it, so that the one serves the other.
 */
export const normalAddress = (addressDetails: SQL | AnyPgColumn) =>
  sql`regexp_replace(lower(trim(${addressDetails})), '\\s+', ' ', 'g')`;

/**
 * A transfer the admin has still to find in the statement (decisions 038, 062): a mobile-banking
 * order's payment, or a COD order's delivery fee sent first. The queue's index and query share it.
 */
export const awaitingTransferCondition = (t: {
  paymentMethod: AnyPgColumn;
  paymentStatus: AnyPgColumn;
  status: AnyPgColumn;
  deliveryFeePrepaidPoisha: AnyPgColumn;
  deliveryFeeConfirmedAt: AnyPgColumn;
}) =>
  sql`${t.status} <> 'cancelled' AND ${t.paymentStatus} <> 'paid' AND ((${t.paymentMethod} = 'mobile-banking' AND ${t.paymentStatus} = 'pending') OR (${t.paymentMethod} = 'cash' AND ${t.deliveryFeePrepaidPoisha} > 0 AND ${t.deliveryFeeConfirmedAt} IS NULL))`;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Kept (null) when the customer's account is deleted: orders stay for the books. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    phone: text('phone').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentNumber: text('payment_number'),
    /** The wallet a mobile-banking transfer came from, when the shopper said (decision 038). */
    mobileBankingProvider: mobileBankingProviderEnum('mobile_banking_provider'),
    transactionId: text('transaction_id').notNull(),
    subtotalPoisha: integer('subtotal_poisha').notNull(),
    discountPoisha: integer('discount_poisha').notNull().default(0),
    /** What the promotions took off after the subtotal (buy X get Y, order and prepaid discounts; decision 085). */
    promotionDiscountPoisha: integer('promotion_discount_poisha').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    deliveryFeePoisha: integer('delivery_fee_poisha').notNull(),
    totalPoisha: integer('total_poisha').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    addressDetails: text('address_details').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The shopper's mobile-banking TrxID, or the gateway's validation id once an online payment is checked. */
    paymentReference: text('payment_reference'),
    /** The gateway's payment page for an 'ssl' order, answered again to a retried submit. */
    paymentUrl: text('payment_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A COD order whose delivery fee the shopper sent first by mobile banking (decisions 041, 062):
     * the amount and the number it came from; its wallet and TrxID are the order's transfer
     * (mobile_banking_provider, payment_reference). Once the shop confirms it in the statement, the
     * courier collects the rest; until then the whole total.
     */
    deliveryFeePrepaidPoisha: integer('delivery_fee_prepaid_poisha').notNull().default(0),
    deliveryFeePaymentNumber: text('delivery_fee_payment_number'),
    /** The fee's TrxID as typed on orders placed before decision 062; newer ones keep it in payment_reference. */
    deliveryFeeReference: text('delivery_fee_reference'),
    deliveryFeeConfirmedAt: timestamp('delivery_fee_confirmed_at', { withTimezone: true }),
    /** Set once when stock goes back, so a repeated cancel cannot return it twice. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_transaction_id_key').on(t.transactionId),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    // The admin list: sorting by total, and its literal search (ILIKE '%term%') over id, name, phone and e-mail.
    index('orders_total_idx').on(t.totalPoisha, t.id),
    index('orders_id_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('orders_customer_email_trgm_idx').using('gin', sql`${t.customerEmail} gin_trgm_ops`),
    // One transfer pays one thing (decisions 038, 062): a provider's transaction id, whether it paid a
    // whole order or a COD order's delivery fee, is held by every order but one cancelled before the
    // money was confirmed (its id may pay a new order). Only orders paid by hand have a provider.
    uniqueIndex('orders_mobile_banking_trx_key')
      .on(t.mobileBankingProvider, t.paymentReference)
      .where(
        sql`${t.mobileBankingProvider} IS NOT NULL AND ${t.paymentReference} IS NOT NULL AND (${t.status} <> 'cancelled' OR ${t.paymentStatus} = 'paid' OR ${t.deliveryFeeConfirmedAt} IS NOT NULL)`,
      ),
    // The COD risk's history of a phone and of an address (cod-history.repository.ts), read by every COD
    // order: only the ended COD orders are in them, so the open ones to a busy address are never read,
    // and placing an order writes neither. Ended is "not open": a predicate naming 'returned' could not
    // be created in the migration run that adds the value.
    index('orders_cod_phone_idx')
      .on(t.phone)
      .where(sql`${t.paymentMethod} = 'cash' AND ${t.status} NOT IN ('pending', 'processing', 'shipped')`),
    index('orders_cod_address_idx')
      .on(t.district, t.city, normalAddress(t.addressDetails))
      .where(sql`${t.paymentMethod} = 'cash' AND ${t.status} NOT IN ('pending', 'processing', 'shipped')`),
    // The COD orders still open to a phone: the value the first-order rule weighs (decision 061).
    index('orders_cod_open_phone_idx')
      .on(t.phone)
      .where(sql`${t.paymentMethod} = 'cash' AND ${t.status} IN ('pending', 'processing', 'shipped')`),
    // The admin's queue of transfers to check, oldest first: whole orders and delivery fees.
    index('orders_mobile_banking_queue_idx').on(t.createdAt).where(awaitingTransferCondition(t)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /**
     * The line's Bangla as it was when ordered, beside the English (docs/decisions/055): an old
     * order reads in the reader's language. The colour and size stay keyed by their English.
     */
    productNameBn: text('product_name_bn'),
    image: text('image'),
    color: text('color'),
    colorBn: text('color_bn'),
    size: text('size'),
    sizeBn: text('size_bn'),
    /** The variant the colour and size chose, and its SKU as it was (docs/decisions/077); null without variants. */
    variantId: uuid('variant_id').references((): AnyPgColumn => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPricePoisha: integer('unit_price_poisha').notNull(),
    subTotalPoisha: integer('sub_total_poisha').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    // A seller's orders: their items, by order.
    index('order_items_owner_order_idx').on(t.ownerId, t.orderId),
    index('order_items_product_name_trgm_idx').using('gin', sql`${t.productName} gin_trgm_ops`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * Promotions the shop runs without a code (issue 38, docs/decisions/084). Ending one keeps its row
 * and its orders' savings: its history stays. `spent_poisha` is what its orders took, written with
 * each order and given back by a cancellation or a return (decision 085).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    kind: promotionKindEnum('kind').notNull(),
    percent: integer('percent'),
    amountPoisha: integer('amount_poisha'),
    minSubtotalPoisha: integer('min_subtotal_poisha'),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'`),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'`),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    paymentMethods: paymentMethodEnum('payment_methods').array().notNull().default(sql`'{}'`),
    /** free-delivery: 'inside-dhaka', 'outside-dhaka', or null for anywhere. */
    deliveryArea: text('delivery_area'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    budgetPoisha: bigint('budget_poisha', { mode: 'number' }),
    spentPoisha: bigint('spent_poisha', { mode: 'number' }).notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    withCoupons: boolean('with_coupons').notNull().default(false),
    withPromotions: boolean('with_promotions').notNull().default(false),
    /** When the admin ended it early (DELETE); its end moved to that moment. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_ends_at_idx').on(t.endsAt),
    // The budget is never overspent, whatever runs at once (decision 085).
    check('promotions_within_budget', sql`${t.budgetPoisha} IS NULL OR ${t.spentPoisha} <= ${t.budgetPoisha}`),
  ],
);

/** What each promotion saved an order: its per-customer count, its orders, and what goes back to its budget. */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    kind: promotionKindEnum('kind').notNull(),
    /** Where the saving showed: in the unit prices (a sale), off the order, or off the delivery fee. */
    level: promotionLevelEnum('level').notNull(),
    savingPoisha: integer('saving_poisha').notNull(),
    /** The order's total as placed: the promotion's sales, without reading another module's table. */
    orderTotalPoisha: integer('order_total_poisha').notNull(),
    /** Set when a cancellation or a return gave the saving back to the budget (once). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.promotionId] }),
    index('order_promotions_promotion_customer_idx').on(t.promotionId, t.customerId),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundMethod: refundMethodEnum('refund_method').notNull(),
    refundNumber: text('refund_number').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    status: refundStatusEnum('status').notNull().default('Pending'),
    /** The gateway's refund transaction id, when the money went back through the gateway (bKash). */
    gatewayRefundId: text('gateway_refund_id'),
    /** Set while one admin's approval sends the money through the gateway, so it is sent once. */
    gatewayRefundClaimedAt: timestamp('gateway_refund_claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('refunds_order_key').on(t.orderId), index('refunds_created_idx').on(t.createdAt.desc())],
);

/**
 * A gateway's access token, shared by every process of the shop (bKash grants a token for an hour and
 * limits how often one may be granted), with the refresh token that renews it.
 */
export const paymentGatewayTokens = pgTable('payment_gateway_tokens', {
  gateway: text('gateway').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
  /** Set while one process renews the token; the others wait for it rather than ask the gateway too. */
  renewingUntil: timestamp('renewing_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A bKash payment created for an order: bKash's paymentID, what was asked, and where it stands.
 * `executing` is claimed by the one callback that asks bKash to execute it; the others only query.
 */
export const bkashPayments = pgTable(
  'bkash_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    /** The order's transaction id, sent to bKash as merchantInvoiceNumber. */
    transactionId: text('transaction_id').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    state: text('state', { enum: ['created', 'executing', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    /** bKash's transaction id once the payment completed. */
    trxId: text('trx_id'),
    /** What has been refunded through bKash, and the last refund's transaction id. */
    refundedPoisha: integer('refunded_poisha').notNull().default(0),
    refundTrxId: text('refund_trx_id'),
    /** bKash's page for this payment, answered again to a repeated agreement callback (decision 064). */
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bkash_payments_transaction_idx').on(t.transactionId),
    // One payment open per order: a replayed callback answers it rather than opening another (064).
    uniqueIndex('bkash_payments_open_key')
      .on(t.transactionId)
      .where(sql`${t.state} IN ('created', 'executing')`),
  ],
);

/**
 * A shopper's saved bKash wallet (decision 044): an agreement made in bKash's mode 0000, with which
 * later payments (mode 0001) ask only the PIN. `paymentId` is the creation's paymentID, the only id a
 * callback may name; `transactionId` the order paid right after it. Only the masked wallet number is
 * kept. created -> executing (one callback claims bKash's execute) -> active, or failed; an active
 * agreement ends cancelled (removed by the shopper, or found revoked at bKash).
 */
export const bkashAgreements = pgTable(
  'bkash_agreements',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    payerReference: text('payer_reference').notNull(),
    agreementId: text('agreement_id'),
    /** The wallet as shown: 017*****678. */
    wallet: text('wallet'),
    status: text('status', { enum: ['created', 'executing', 'active', 'failed', 'cancelled'] })
      .notNull()
      .default('created'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bkash_agreements_payment_key').on(t.paymentId),
    uniqueIndex('bkash_agreements_agreement_key').on(t.agreementId),
    index('bkash_agreements_customer_idx').on(t.customerId),
  ],
);

/** Who changed what on the admin side, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_created_idx').on(t.entity, t.createdAt.desc()),
  ],
);

export const orderEventKindEnum = pgEnum('order_event_kind', ORDER_EVENT_KINDS);
export const orderEventSourceEnum = pgEnum('order_event_source', ORDER_EVENT_SOURCES);

/** An order's timeline (packages/domain/src/order-timeline.ts): what happened, who or what did it, from where. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKindEnum('kind').notNull(),
    source: orderEventSourceEnum('source').notNull(),
    /** The staff member who made the change; kept as a name in `actor` when the account goes. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_created_idx').on(t.orderId, t.createdAt),
    // The dashboard's deliveries and returns of a day or a month.
    index('order_events_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

export const courierEnum = pgEnum('courier', COURIERS);

/** A parcel booked with a courier for an order: one live booking per order. */
export const consignments = pgTable(
  'consignments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: courierEnum('courier').notNull(),
    /** The courier's id for the parcel (Steadfast's consignment_id, Pathao's consignment_id, RedX's tracking_id). */
    consignmentId: text('consignment_id').notNull(),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** The courier's last word on the parcel, in its own terms (in_review, pending, delivered...). */
    courierStatus: text('courier_status').notNull(),
    codAmountPoisha: integer('cod_amount_poisha').notNull(),
    /** What the courier charges the shop, once it says (kept for the accounts). */
    deliveryChargePoisha: integer('delivery_charge_poisha'),
    weightGrams: integer('weight_grams'),
    note: text('note'),
    bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('consignments_order_key').on(t.orderId),
    uniqueIndex('consignments_courier_id_key').on(t.courier, t.consignmentId),
    check('consignments_cod_non_negative', sql`${t.codAmountPoisha} >= 0`),
    // The deliveries report: parcels booked in a range of months, by courier.
    index('consignments_created_courier_idx').on(t.createdAt, t.courier),
  ],
);

/** Each courier notification applied, by a key of its content: a repeated webhook is applied once. */
/**
 * A courier's access token, shared by every process (Pathao issues one for days and refreshes it):
 * one process renews it, the others read it here.
 */
export const courierTokens = pgTable('courier_tokens', {
  courier: courierEnum('courier').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set while one process renews the token; the others wait for it rather than ask the courier too. */
  renewingUntil: timestamp('renewing_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const courierNotifications = pgTable(
  'courier_notifications',
  {
    courier: courierEnum('courier').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.key] })],
);

/**
 * A Nagad payment opened for an order: Nagad's paymentReferenceId, what was asked, and where it
 * stands (`completed` once verify said Success for this order and amount, `failed` once it said the
 * shopper aborted). `refundRecordedAt`: a payment that arrived after its order was cancelled was
 * recorded, once, as a refund for the shop to send by hand (Nagad has no public refund call).
 */
export const nagadPayments = pgTable(
  'nagad_payments',
  {
    paymentRefId: text('payment_ref_id').primaryKey(),
    /** The order's transaction id, sent to Nagad as orderId. */
    transactionId: text('transaction_id').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    state: text('state', { enum: ['created', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    /** Nagad's transaction id (issuerPaymentRefNo) once the payment completed. */
    issuerPaymentRef: text('issuer_payment_ref'),
    refundRecordedAt: timestamp('refund_recorded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nagad_payments_transaction_idx').on(t.transactionId)],
);

/* ---------- backups ---------- */

export const backupStatusEnum = pgEnum('backup_status', ['succeeded', 'failed']);

/**
 * Each backup taken, by the schedule of any process or by `npm run backup`: where it went, how big,
 * or why it failed. The admin's status and the metrics read the newest.
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    status: backupStatusEnum('status').notNull(),
    /** 'schedule' or 'command'. */
    trigger: text('trigger').notNull(),
    /** A file path or an s3:// address; null when it failed before it was written. */
    location: text('location'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);
