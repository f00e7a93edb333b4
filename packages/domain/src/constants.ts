/**
 * Business constants of spec section 9, named once and shared by the pages and the server. The
 * screen's own numbers (breakpoints, timings, storage keys) live in the web app's config/constants.ts.
 */

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
export const REVIEW_STARS_MAX = 5;
export const LISTING_PAGE_SIZE = 10;
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 10000;
export const PRICE_SLIDER_STEP = 50;

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

/** `returned`: the buyer refused a shipped parcel and the courier brought it back (its stock goes back). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'mobile-banking', 'ssl', 'bkash', 'nagad'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods paid on a gateway's page (a card through SSLCommerz, a bKash or Nagad wallet), confirmed by the gateway itself. */
export const ONLINE_PAYMENT_METHODS = ['ssl', 'bkash', 'nagad'] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export function isOnlinePayment(method: PaymentMethod): method is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

export const REFUND_METHODS = ['bkash', 'nagad', 'rocket'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * Every way a refund may go, the shopper's three and `original`: back the way the order was paid (the
 * card through the gateway's panel, the mobile-banking number it came from), for the refunds the shop
 * opens itself when a paid parcel comes back (docs/decisions/042). Shoppers choose only REFUND_METHODS.
 */
export const SHOP_REFUND_METHODS = [...REFUND_METHODS, 'original'] as const;
export type ShopRefundMethod = (typeof SHOP_REFUND_METHODS)[number];

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
