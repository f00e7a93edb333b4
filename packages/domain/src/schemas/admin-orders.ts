import { z } from 'zod';

import { COUPON_CODE_MAX_LENGTH, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants.ts';
import { MobileBankingProviderSchema, OrderSchema, TrxIdInputSchema } from './orders.ts';
import { booleanParam, pageOf, PageQuerySchema, searchParam } from './pagination.ts';

/** The admin side's orders, coupons, dashboard and audit log (docs/decisions/014). Money on the wire is taka. */

/* ---------- orders ---------- */

export const ADMIN_ORDER_SORTS = ['createdAt', 'totalPrice'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not); read as a day in Asia/Dhaka by the server. */
export const dayParam = (name: string) =>
  z
    .string({ message: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((v) => {
      if (!DAY_PATTERN.test(v)) return false;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, `${name} must be a date (YYYY-MM-DD)`);

/**
 * GET /order/get-all-orders. `search` matches the order id (whole or its last 6), the customer's
 * name, phone or e-mail, or an item's product name, literally (a % or _ is just a character).
 * `from` and `to` are days in Asia/Dhaka, both included.
 */
export const AdminOrderListQuerySchema = PageQuerySchema.extend({
  search: searchParam(),
  status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` })
    .optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { message: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { message: 'dir must be asc or desc' }).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'from must not be after to',
  path: ['to'],
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderListSchema = pageOf(OrderSchema);
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const OrderParamsSchema = z.object({ orderId: z.uuid({ message: 'Invalid id' }) });

/** PATCH /order/confirm-payment/{orderId}: the TrxID the admin checked in the bKash/Nagad/Rocket statement. */
export const ConfirmPaymentSchema = z.object({
  /** Normalized as at checkout; the order's own TrxID when absent. Must have the wallet's shape (decision 062). */
  paymentReference: TrxIdInputSchema.optional(),
  /** The wallet the money came from; required where the shopper did not say. */
  mobileBankingProvider: MobileBankingProviderSchema.optional(),
});
export type ConfirmPayment = z.infer<typeof ConfirmPaymentSchema>;

/** Why a payment cannot be confirmed by hand (409): only mobile-banking orders, unpaid and not cancelled. */
export const CONFIRM_PAYMENT_MESSAGES = {
  cash: 'Cash on delivery is paid to the courier, not confirmed here',
  ssl: 'Card payments are confirmed by the payment gateway',
  cancelled: 'This order is cancelled',
  paid: 'This order is already paid',
} as const;

/** Why the admin rejects a transfer (decision 038): the shopper reads it, so it is required and short. */
export const PAYMENT_REJECTION_REASON_MAX = 300;
export const RejectPaymentSchema = z.object({
  reason: z
    .string({ message: 'Give the shopper a reason' })
    .trim()
    .min(3, 'Give the shopper a reason')
    .max(PAYMENT_REJECTION_REASON_MAX, `A reason is at most ${PAYMENT_REJECTION_REASON_MAX} characters`),
});
export type RejectPayment = z.infer<typeof RejectPaymentSchema>;

/* ---------- coupons ---------- */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Largest fixed discount, minimum order or cap, in taka. */
export const COUPON_MAX_TAKA = 1_000_000;

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeTooLong: 'Coupon code is too long',
  codeCharacters: 'Coupon code may contain only letters, digits, - and _',
  codeTaken: 'A coupon with this code already exists',
  kind: 'Coupon type must be percent or fixed',
  percent: 'A percent discount must be a whole number from 1 to 100',
  fixed: 'A fixed discount must be more than Tk 0',
  endsAfterStarts: 'The end must be after the start',
  notFound: 'Coupon not found',
} as const;

/** Poisha are the smallest unit: 12.345 taka cannot be stored. */
const hasPoishaPrecision = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const taka = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .nonnegative(`${name} cannot be negative`)
    .max(COUPON_MAX_TAKA, `${name} is too large`)
    .refine(hasPoishaPrecision, `${name} can have at most 2 decimals`);

const limit = (name: string) =>
  z
    .number({ message: `${name} must be a whole number of at least 1` })
    .int(`${name} must be a whole number of at least 1`)
    .min(1, `${name} must be a whole number of at least 1`)
    .nullable();

const instant = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time (ISO 8601)` }).nullable();

/** Codes are kept in capitals: 'eid10' and 'EID10' are the same coupon (unique case-insensitively). */
const CouponCodeSchema = z
  .string({ message: COUPON_MESSAGES.codeRequired })
  .trim()
  .min(1, COUPON_MESSAGES.codeRequired)
  .max(COUPON_CODE_MAX_LENGTH, COUPON_MESSAGES.codeTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, COUPON_MESSAGES.codeCharacters)
  .transform((v) => v.toUpperCase());

const couponFields = {
  code: CouponCodeSchema,
  kind: z.enum(COUPON_KINDS, { message: COUPON_MESSAGES.kind }),
  /** Percent (1..100) for 'percent', taka (> 0) for 'fixed'. */
  value: z.number({ message: 'Value must be a number' }),
  minOrder: taka('Minimum order'),
  maxDiscount: taka('Maximum discount').nullable(),
  startsAt: instant('startsAt'),
  endsAt: instant('endsAt'),
  usageLimit: limit('Usage limit'),
  perUserLimit: limit('Per-customer limit'),
  active: z.boolean({ message: 'active must be true or false' }),
};

export interface CouponRuleFields {
  kind: CouponKind;
  value: number;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

/**
 * The rules across fields, in one place: the form and POST check them on the input, PUT checks
 * them again on the coupon as it would be after a partial update.
 */
export function couponRuleProblems(coupon: CouponRuleFields): { path: 'value' | 'endsAt'; message: string }[] {
  const problems: { path: 'value' | 'endsAt'; message: string }[] = [];
  if (coupon.kind === 'percent' && !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)) {
    problems.push({ path: 'value', message: COUPON_MESSAGES.percent });
  }
  if (coupon.kind === 'fixed') {
    if (!(coupon.value > 0)) problems.push({ path: 'value', message: COUPON_MESSAGES.fixed });
    else if (coupon.value > COUPON_MAX_TAKA) problems.push({ path: 'value', message: 'Value is too large' });
    else if (!hasPoishaPrecision(coupon.value)) {
      problems.push({ path: 'value', message: 'Value can have at most 2 decimals' });
    }
  }
  if (coupon.startsAt && coupon.endsAt && new Date(coupon.endsAt) <= new Date(coupon.startsAt)) {
    problems.push({ path: 'endsAt', message: COUPON_MESSAGES.endsAfterStarts });
  }
  return problems;
}

/** POST /coupons. */
export const CouponInputSchema = z
  .object({
    ...couponFields,
    minOrder: couponFields.minOrder.default(0),
    maxDiscount: couponFields.maxDiscount.default(null),
    startsAt: couponFields.startsAt.default(null),
    endsAt: couponFields.endsAt.default(null),
    usageLimit: couponFields.usageLimit.default(null),
    perUserLimit: couponFields.perUserLimit.default(null),
    active: couponFields.active.default(true),
  })
  .superRefine((coupon, ctx) => {
    for (const problem of couponRuleProblems(coupon)) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type CouponInput = z.input<typeof CouponInputSchema>;

/** PUT /coupons/{id}: only the fields sent change; the rules are checked again on the result. */
export const CouponUpdateSchema = z
  .object(couponFields)
  .partial()
  .superRefine((coupon, ctx) => {
    if (coupon.kind !== undefined && coupon.value !== undefined) {
      for (const problem of couponRuleProblems({
        kind: coupon.kind,
        value: coupon.value,
        startsAt: coupon.startsAt ?? null,
        endsAt: coupon.endsAt ?? null,
      })) {
        ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      }
    } else if (coupon.startsAt && coupon.endsAt && new Date(coupon.endsAt) <= new Date(coupon.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_MESSAGES.endsAfterStarts });
    }
  });
export type CouponUpdate = z.input<typeof CouponUpdateSchema>;

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  active: z.boolean(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** GET /coupons: `search` matches the code literally; `active=true|false` filters. */
export const CouponListQuerySchema = PageQuerySchema.extend({
  search: searchParam(),
  active: booleanParam('active').optional(),
});
export type CouponListQuery = z.input<typeof CouponListQuerySchema>;

export const CouponListSchema = pageOf(CouponSchema);
export type CouponList = z.infer<typeof CouponListSchema>;

/* ---------- dashboard ---------- */

/** Products with this many or fewer left are low on stock (the dashboard shows up to 10); one number with the product list's filter. */
export { LOW_STOCK_THRESHOLD } from './admin-catalogue.ts';
export const LOW_STOCK_SHOWN = 10;
export const DASHBOARD_SALES_DAYS = 30;

const FiguresSchema = z.object({ orders: z.number().int(), revenue: z.number() });

/** Parcels that ended (delivered or returned) in a period, and the share returned (null when none ended). */
const OutcomesSchema = z.object({
  delivered: z.number().int(),
  returned: z.number().int(),
  returnRate: z.number().nullable(),
});

/** Returns in a period: over every order, and over cash-on-delivery orders alone. */
const ReturnFiguresSchema = OutcomesSchema.extend({ cod: OutcomesSchema });
export type ReturnFigures = z.infer<typeof ReturnFiguresSchema>;

/** GET /admin/dashboard. Revenue excludes cancelled orders; days are days in Asia/Dhaka. */
export const AdminDashboardSchema = z.object({
  today: FiguresSchema,
  month: FiguresSchema,
  byStatus: z.object(
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof ORDER_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  lowStock: z.array(
    z.object({
      _id: z.string(),
      productName: z.string(),
      productNameBn: z.string().nullable().optional(),
      image: z.string().nullable(),
      remainingProducts: z.number().int(),
      /** A variant running low (docs/decisions/077): its SKU, colour and size; absent for a product without variants. */
      sku: z.string().optional(),
      color: z.string().optional(),
      size: z.string().optional(),
    }),
  ),
  /** The last 30 days, oldest first, every day present (zeros included). */
  sales: z.array(FiguresSchema.extend({ date: z.string() })),
  /**
   * Parcels delivered and returned today and this month (by the day each ended, in Asia/Dhaka), and
   * the return rate (docs/decisions/042).
   */
  returns: z.object({ today: ReturnFiguresSchema, month: ReturnFiguresSchema }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/* ---------- audit log ---------- */

export const AuditListQuerySchema = PageQuerySchema.extend({
  entity: z.string().trim().max(40, 'entity must be at most 40 characters').optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = pageOf(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;
