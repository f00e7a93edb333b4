/**
 * The screen's own numbers of spec section 9: layout, timings, how many items a block shows, and
 * where the browser keeps the session and the cart. The server needs none of them; the shop's rules
 * shared with it stay in packages/domain.
 */

/** Below this width a click in the customer area's sidebar closes it, so the chosen page shows. */
export const SIDEBAR_BREAKPOINT_PX = 1024;

export const BANNER_AUTOPLAY_MS = 5000;
export const SUBCATEGORY_AUTOPLAY_MS = 3000;
/** Buy Now's short pause before the checkout (spec section 4). */
export const BUY_NOW_DELAY_MS = 500;
/** After e-mail verification the page goes on to /login after this long. */
export const EMAIL_VERIFICATION_REDIRECT_MS = 3000;
/** The pages stop waiting for a stored session that has not been restored by then. */
export const AUTH_RESTORE_TIMEOUT_MS = 5000;

export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;

export const LISTING_SKELETON_CARDS = 8;
export const RECOMMENDED_TAB_SIZE = 12;
export const OFFER_BLOCK_INITIAL = 5;
export const OFFER_BLOCK_STEP = 5;
export const RELATED_PRODUCTS_LIMIT = 8;
export const CATEGORY_STRIP_PRELOAD = 5;
/** The customer dashboard's recent orders. */
export const RECENT_ORDERS_SHOWN = 5;

export const GOOGLE_BUTTON_SIZES_PX = { large: 40, medium: 32, small: 20 } as const;

/** The localStorage keys of spec section 3: the token, the cart, and the session ('auth'). */
export const STORAGE_KEYS = { token: 'token', cart: 'cart', auth: 'auth' } as const;
/** Raised on window whenever this tab changes the stored cart (other tabs hear the storage event). */
export const CART_UPDATED_EVENT = 'cartUpdated';
