/** Business constants of spec section 9, named once and shared by the pages and the server. */

/** Where the shop is: the day an order was placed is a day in Dhaka. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

export const OTP_LENGTH_DEFAULT = 4;
export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
/** Room for any passphrase or password manager; a longer one is refused before it is hashed. */
export const PASSWORD_MAX_LENGTH = 128;
export const REFUND_TIME_HOURS = 48;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ORDER_ID_DISPLAY_LENGTH = 6;
export const RECENT_ORDERS_SHOWN = 5;
export const REVIEW_STARS_MAX = 5;
export const EMAIL_VERIFICATION_REDIRECT_MS = 3000;
export const LOGIN_REDIRECT_DELAY_MS = 5;
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const MOBILE_BREAKPOINT_PX = 768;
export const BANNER_AUTOPLAY_MS = 5000;
export const SUBCATEGORY_AUTOPLAY_MS = 3000;
export const LISTING_PAGE_SIZE = 10;
export const LISTING_SKELETON_CARDS = 8;
export const RECOMMENDED_TAB_SIZE = 12;
export const OFFER_BLOCK_INITIAL = 5;
export const OFFER_BLOCK_STEP = 5;
export const RELATED_PRODUCTS_LIMIT = 8;
export const CATEGORY_STRIP_PRELOAD = 5;
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 10000;
export const PRICE_SLIDER_STEP = 50;
export const BUY_NOW_DELAY_MS = 500;
export const AUTH_RESTORE_TIMEOUT_MS = 5000;

export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

export const STORAGE_KEYS = { token: 'token', cart: 'cart', auth: 'auth' } as const;
export const CART_UPDATED_EVENT = 'cartUpdated';

export const GOOGLE_BUTTON_SIZES_PX = { large: 40, medium: 32, small: 20 } as const;

/** Largest page a client may ask for; `limit=0` ("all") is capped here too so one request cannot dump the table. */
export const PRODUCT_LIST_MAX_LIMIT = 100;
export const PRODUCT_LIST_ALL_CAP = 1000;
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Ten million taka: far above anything the shop sells, and inside the database's integer poisha. */
export const PRODUCT_MAX_PRICE_TAKA = 10_000_000;
/** One order's goods, likewise: its sums stay inside the database's integer poisha. */
export const ORDER_MAX_SUBTOTAL_TAKA = 10_000_000;
export const ORDER_TOO_LARGE_MESSAGE =
  'An order can total at most Tk 1,00,00,000. Please split it into smaller orders.';

export const PRODUCT_SORTS = ['newest', 'rating', 'sales'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'mobile-banking', 'ssl'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REFUND_METHODS = ['bkash', 'nagad', 'rocket'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_STATUSES = ['Pending', 'Completed', 'Rejected', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The division whose addresses pay the inside-Dhaka delivery fee. */
export const INSIDE_DHAKA_DIVISION = 'Dhaka';

/** One order line's quantity: at least 1 (spec section 5); the cap stops absurd numbers before stock is read. */
export const ORDER_LINE_MAX_QUANTITY = 999;
/** Lines in one order; a cart is a handful of products, never thousands. */
export const ORDER_MAX_LINES = 50;
export const COUPON_CODE_MAX_LENGTH = 40;
/** The 409 answer when the page's prices, fee or total are not the server's: the page refreshes the cart. */
export const PRICES_CHANGED_MESSAGE = 'Prices have changed. Please review your cart.';
