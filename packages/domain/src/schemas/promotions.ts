import { z } from 'zod';

import { COUPON_CODE_MAX_LENGTH, ORDER_MAX_LINES, PAYMENT_METHODS, type PaymentMethod } from '../constants.ts';
import {
  DELIVERY_AREAS,
  type DeliveryArea,
  dhakaInstant,
  PROMOTION_KINDS,
  PROMOTION_LEVELS,
  PROMOTION_MAX_PERCENT,
  type PromotionKind,
} from '../promotions.ts';
import { DeliveryAddressSchema, OrderItemInputSchema } from './orders.ts';

/** The admin's promotions (issue 38, docs/decisions/084). Money on the wire is taka. */

/** Largest amount, minimum subtotal or budget, in taka. */
export const PROMOTION_MAX_TAKA = 10_000_000;
export const PROMOTION_NAME_MAX_LENGTH = 100;
/** The most units buy X get Y may name on either side. */
export const PROMOTION_MAX_QUANTITY = 100;

/** Every payment method but cash on delivery pays before the parcel leaves. */
export const PREPAID_METHODS = ['mobile-banking', 'ssl', 'bkash', 'nagad'] as const satisfies readonly PaymentMethod[];

export const PROMOTION_MESSAGES = {
  nameRequired: 'Give the promotion a name',
  nameTooLong: `A promotion's name is at most ${PROMOTION_NAME_MAX_LENGTH} characters`,
  kind: `Promotion type must be one of ${PROMOTION_KINDS.join(', ')}`,
  instant: 'Give the start and end as a date and time',
  endsAfterStarts: 'The end must be after the start',
  percent: `A percent must be a whole number from 1 to ${PROMOTION_MAX_PERCENT}`,
  amount: 'An amount must be more than Tk 0',
  percentOrAmount: 'Give a percent or an amount, not both',
  percentNeeded: 'A percent-off promotion needs its percent',
  amountNeeded: 'An amount-off promotion needs its amount in taka',
  prepaidNeeded: 'A prepaid discount needs a percent or an amount',
  noDiscount: 'This type of promotion takes no percent or amount',
  quantities: `Buy and get quantities must be whole numbers from 1 to ${PROMOTION_MAX_QUANTITY}`,
  methodsNeeded: 'Name the payment methods the discount rewards',
  methods: `Payment methods must be among ${PREPAID_METHODS.join(', ')}`,
  area: 'Delivery area must be inside-dhaka or outside-dhaka',
  areaOnlyDelivery: 'Only a free delivery has a delivery area',
  targetsNotHere: 'Only percent-off, amount-off and buy-x-get-y apply to products or categories',
  unknownCategory: 'Unknown category',
  unknownProduct: 'Unknown product',
  notFound: 'Promotion not found',
  ended: 'This promotion has ended and cannot be changed',
  budgetBelowSpent: 'The budget cannot be less than what the promotion has given',
} as const;

const hasPoishaPrecision = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const taka = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .nonnegative(`${name} cannot be negative`)
    .max(PROMOTION_MAX_TAKA, `${name} is too large`)
    .refine(hasPoishaPrecision, `${name} can have at most 2 decimals`)
    .nullable();

const wholeNumber = (name: string) =>
  z
    .number({ message: `${name} must be a whole number of at least 1` })
    .int(`${name} must be a whole number of at least 1`)
    .min(1, `${name} must be a whole number of at least 1`)
    .nullable();

/** A date and time; without an offset it is Dhaka's ('2026-04-10T09:00'). */
const instant = z
  .string({ message: PROMOTION_MESSAGES.instant })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(dhakaInstant(v).getTime()), {
    message: PROMOTION_MESSAGES.instant,
  })
  .transform((v) => dhakaInstant(v).toISOString());

const ids = (message: string) => z.array(z.uuid({ message }), { message }).max(500, 'Too many items');

const promotionFields = {
  name: z
    .string({ message: PROMOTION_MESSAGES.nameRequired })
    .trim()
    .min(1, PROMOTION_MESSAGES.nameRequired)
    .max(PROMOTION_NAME_MAX_LENGTH, PROMOTION_MESSAGES.nameTooLong),
  nameBn: z.string().trim().max(PROMOTION_NAME_MAX_LENGTH, PROMOTION_MESSAGES.nameTooLong).nullable(),
  kind: z.enum(PROMOTION_KINDS, { message: PROMOTION_MESSAGES.kind }),
  percent: z.number({ message: PROMOTION_MESSAGES.percent }).nullable(),
  amountTaka: taka('Amount'),
  minSubtotalTaka: taka('Minimum subtotal'),
  categoryIds: ids(PROMOTION_MESSAGES.unknownCategory),
  productIds: ids(PROMOTION_MESSAGES.unknownProduct),
  buyQuantity: z.number({ message: PROMOTION_MESSAGES.quantities }).nullable(),
  getQuantity: z.number({ message: PROMOTION_MESSAGES.quantities }).nullable(),
  paymentMethods: z.array(z.enum(PREPAID_METHODS, { message: PROMOTION_MESSAGES.methods }), {
    message: PROMOTION_MESSAGES.methods,
  }),
  deliveryArea: z.enum(DELIVERY_AREAS, { message: PROMOTION_MESSAGES.area }).nullable(),
  startsAt: instant,
  endsAt: instant,
  budgetTaka: taka('Budget'),
  perCustomerLimit: wholeNumber('Per-customer limit'),
  withCoupons: z.boolean({ message: 'withCoupons must be true or false' }),
  withPromotions: z.boolean({ message: 'withPromotions must be true or false' }),
};

/** A promotion's fields as the rules across them read them (the input, or the stored one after a change). */
export interface PromotionRuleFields {
  kind: PromotionKind;
  percent: number | null;
  amountTaka: number | null;
  categoryIds: readonly string[];
  productIds: readonly string[];
  buyQuantity: number | null;
  getQuantity: number | null;
  paymentMethods: readonly string[];
  deliveryArea: DeliveryArea | null;
  startsAt: string;
  endsAt: string;
}

type RulePath = 'percent' | 'amountTaka' | 'buyQuantity' | 'paymentMethods' | 'deliveryArea' | 'categoryIds' | 'endsAt';

const validPercent = (p: number) => Number.isInteger(p) && p >= 1 && p <= PROMOTION_MAX_PERCENT;
const validQuantity = (q: number | null) => q !== null && Number.isInteger(q) && q >= 1 && q <= PROMOTION_MAX_QUANTITY;

/**
 * The rules across fields, in one place: the admin's form and POST check them on the input, PUT
 * on the promotion as it would be after the change.
 */
export function promotionRuleProblems(p: PromotionRuleFields): { path: RulePath; message: string }[] {
  const problems: { path: RulePath; message: string }[] = [];
  const add = (path: RulePath, message: string) => problems.push({ path, message });
  const hasPercent = p.percent !== null;
  const hasAmount = p.amountTaka !== null;
  if (hasPercent && !validPercent(p.percent!)) add('percent', PROMOTION_MESSAGES.percent);
  if (hasAmount && !(p.amountTaka! > 0)) add('amountTaka', PROMOTION_MESSAGES.amount);
  switch (p.kind) {
    case 'percent-off':
      if (!hasPercent) add('percent', PROMOTION_MESSAGES.percentNeeded);
      if (hasAmount) add('amountTaka', PROMOTION_MESSAGES.percentOrAmount);
      break;
    case 'amount-off':
      if (!hasAmount) add('amountTaka', PROMOTION_MESSAGES.amountNeeded);
      if (hasPercent) add('percent', PROMOTION_MESSAGES.percentOrAmount);
      break;
    case 'prepaid-discount':
      if (hasPercent === hasAmount) {
        add('percent', hasPercent ? PROMOTION_MESSAGES.percentOrAmount : PROMOTION_MESSAGES.prepaidNeeded);
      }
      if (!p.paymentMethods.length) add('paymentMethods', PROMOTION_MESSAGES.methodsNeeded);
      break;
    case 'buy-x-get-y':
      if (!validQuantity(p.buyQuantity) || !validQuantity(p.getQuantity)) {
        add('buyQuantity', PROMOTION_MESSAGES.quantities);
      }
      break;
    case 'free-delivery':
      break;
  }
  // Free delivery and buy X get Y give their own saving: neither takes a percent or an amount.
  if ((p.kind === 'free-delivery' || p.kind === 'buy-x-get-y') && (hasPercent || hasAmount)) {
    add(hasPercent ? 'percent' : 'amountTaka', PROMOTION_MESSAGES.noDiscount);
  }
  if (p.kind !== 'free-delivery' && p.deliveryArea !== null) add('deliveryArea', PROMOTION_MESSAGES.areaOnlyDelivery);
  const mayTarget = p.kind === 'percent-off' || p.kind === 'amount-off' || p.kind === 'buy-x-get-y';
  if (!mayTarget && (p.categoryIds.length || p.productIds.length))
    add('categoryIds', PROMOTION_MESSAGES.targetsNotHere);
  if (new Date(p.endsAt) <= new Date(p.startsAt)) add('endsAt', PROMOTION_MESSAGES.endsAfterStarts);
  return problems;
}

/** POST /admin/promotions. */
export const PromotionInputSchema = z
  .object({
    ...promotionFields,
    nameBn: promotionFields.nameBn.default(null),
    percent: promotionFields.percent.default(null),
    amountTaka: promotionFields.amountTaka.default(null),
    minSubtotalTaka: promotionFields.minSubtotalTaka.default(null),
    categoryIds: promotionFields.categoryIds.default([]),
    productIds: promotionFields.productIds.default([]),
    buyQuantity: promotionFields.buyQuantity.default(null),
    getQuantity: promotionFields.getQuantity.default(null),
    paymentMethods: promotionFields.paymentMethods.default([]),
    deliveryArea: promotionFields.deliveryArea.default(null),
    budgetTaka: promotionFields.budgetTaka.default(null),
    perCustomerLimit: promotionFields.perCustomerLimit.default(null),
    withCoupons: promotionFields.withCoupons.default(false),
    withPromotions: promotionFields.withPromotions.default(false),
  })
  .superRefine((promotion, ctx) => {
    for (const problem of promotionRuleProblems(promotion)) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type PromotionInput = z.input<typeof PromotionInputSchema>;

/** PUT /admin/promotions/{id}: the fields sent change; the rules are checked on the result by the server. */
export const PromotionUpdateSchema = z.object(promotionFields).partial();
export type PromotionUpdate = z.input<typeof PromotionUpdateSchema>;

export const PROMOTION_STATUSES = ['scheduled', 'running', 'ended'] as const;

/** What the pages need to price a cart with it (GET /promotions): no budget or counts. */
export const PublicPromotionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().nullable(),
  amountTaka: z.number().nullable(),
  minSubtotalTaka: z.number().nullable(),
  categoryIds: z.array(z.string()),
  productIds: z.array(z.string()),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  deliveryArea: z.enum(DELIVERY_AREAS).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  perCustomerLimit: z.number().int().nullable(),
  withCoupons: z.boolean(),
  withPromotions: z.boolean(),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

/**
 * The admin's view: with its budget (and what of it is spent), whether it is scheduled, running or
 * ended, and its orders not cancelled or returned: how many, the discount it gave them, their sales.
 */
export const PromotionSchema = PublicPromotionSchema.extend({
  budgetTaka: z.number().nullable(),
  spentTaka: z.number(),
  orders: z.number().int(),
  discountGivenTaka: z.number(),
  salesTaka: z.number(),
  status: z.enum(PROMOTION_STATUSES),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.array(PromotionSchema);
export const PublicPromotionListSchema = z.array(PublicPromotionSchema);

/**
 * POST /order/quote: what an order of these lines would cost this shopper now, with the running
 * promotions (their budgets and the shopper's uses read fresh), the coupon and the delivery fee:
 * the figures checkout shows and sends (docs/decisions/085).
 */
export const OrderQuoteInputSchema = z.object({
  items: z
    .array(OrderItemInputSchema.pick({ productId: true, quantity: true, color: true, size: true }), {
      message: 'No item selected for checkout.',
    })
    .min(1, 'No item selected for checkout.')
    .max(ORDER_MAX_LINES, `An order holds at most ${ORDER_MAX_LINES} lines`),
  division: DeliveryAddressSchema.shape.division,
  paymentMethod: z
    .enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` })
    .default('cash'),
  cuopon: z.string().trim().max(COUPON_CODE_MAX_LENGTH, 'Coupon code is too long').default(''),
});
export type OrderQuoteInput = z.input<typeof OrderQuoteInputSchema>;

export const OrderQuoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      /** The regular unit price, struck through when a sale lowers it. */
      regularPrice: z.number(),
      price: z.number(),
      subTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  promotions: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      nameBn: z.string().nullable(),
      kind: z.enum(PROMOTION_KINDS),
      level: z.enum(PROMOTION_LEVELS),
      saving: z.number(),
    }),
  ),
  promotionDiscount: z.number(),
  couponDiscount: z.number(),
  /** A coupon was given but the promotions it does not combine with save more (decision 084). */
  couponSetAside: z.boolean(),
  deliveryFee: z.number(),
  totalPrice: z.number(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;
