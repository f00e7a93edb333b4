// What other features use of coupons: what a code would take off a subtotal.
export { couponPreviewQueryOptions } from './api/preview-coupon';
