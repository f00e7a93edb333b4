import { type SearchValues, withSearch } from './search-params';

/**
 * Every route of the app (spec section 2) in one place: `paths.product(id)` gives a link,
 * `paths.product.pattern` the router's pattern.
 */
type Href<A extends unknown[]> = ((...args: A) => string) & { pattern: string };

function route(pattern: string): Href<[]>;
function route<A extends unknown[]>(pattern: string, href: (...args: A) => string): Href<A>;
function route(pattern: string, href?: (...args: unknown[]) => string) {
  return Object.assign(href ?? (() => pattern), { pattern });
}

const segment = encodeURIComponent;

export const paths = {
  home: route('/'),
  products: route('/products', (search?: SearchValues) => withSearch('/products', search)),
  product: route('/products/:id', (id: string) => `/products/${segment(id)}`),
  wishlist: route('/wishlist'),
  cart: route('/cart'),
  /** A cart link (docs/decisions/088): fills the cart with `items=ID:QTY,ID:QTY` and opens it. */
  cartAdd: route('/cart/add', (items: string) => `/cart/add?items=${items}`),
  checkout: route('/checkout'),
  paymentSuccess: route('/payment/success/:tranId', (tranId: string) => `/payment/success/${segment(tranId)}`),
  paymentFailed: route('/payment/failed/:tranId', (tranId: string) => `/payment/failed/${segment(tranId)}`),
  login: route('/login'),
  register: route('/register'),
  verifyPending: route('/verify/pending'),
  verifyEmail: route('/user/verify/:token', (token: string) => `/user/verify/${segment(token)}`),
  forgotPassword: route('/forgot-password'),
  otpVerification: route('/otp-verification'),
  resetPassword: route('/reset-password'),
  otpVerificationRegister: route('/otp-verification-register'),
  unauthorized: route('/unauthorized'),
  userDashboard: route('/user'),
  /** My Orders; with ?placed={orderId}, the confirmation of the order just placed at the top (decision 058). */
  userOrders: route('/user/my-orders'),
  userRefunds: route('/user/refund-request'),
  userProfile: route('/user/profile'),
  cancellationReturns: route('/cancellation-returns'),
  privacyPolicy: route('/privacy-policy'),
  emiPolicy: route('/emi-policy'),
  /** Development servers only: the e-mails and SMS the shop sent. */
  devOutbox: route('/dev/outbox'),
  customerSupport: route('/customer-support'),
  /** An order's status by its number and phone, without signing in (the order messages link here). */
  track: route('/track'),
  /** The admin area (admins; sellers see the dashboard, products and orders). */
  admin: route('/admin'),
  adminOrders: route('/admin/orders', (search?: SearchValues) => withSearch('/admin/orders', search)),
  /** The mobile-banking transfers to confirm (decision 038). */
  adminTransfers: route('/admin/transfers'),
  adminOrder: route('/admin/orders/:id', (id: string) => `/admin/orders/${segment(id)}`),
  adminProducts: route('/admin/products', (search?: SearchValues) => withSearch('/admin/products', search)),
  adminProductNew: route('/admin/products/new'),
  adminProductEdit: route('/admin/products/:id/edit', (id: string) => `/admin/products/${segment(id)}/edit`),
  adminCategories: route('/admin/categories'),
  adminBanners: route('/admin/banners'),
  adminRefunds: route('/admin/refunds'),
  /** The deliveries report: parcels, returns, couriers' charges and cash collected, by month and courier. */
  adminDeliveries: route('/admin/deliveries', (search?: SearchValues) => withSearch('/admin/deliveries', search)),
  adminUsers: route('/admin/users'),
  adminCoupons: route('/admin/coupons'),
  adminSettings: route('/admin/settings'),
} as const;
