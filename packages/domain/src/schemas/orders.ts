import { z } from 'zod';

import {
  COUPON_CODE_MAX_LENGTH,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../constants.ts';
import { isBdDivision, isDistrictOf } from '../locations.ts';
import {
  MOBILE_BANKING_MESSAGES,
  MOBILE_BANKING_PROVIDERS,
  type MobileBankingProvider,
  normalizeTrxId,
  trxIdProblem,
} from '../mobile-banking.ts';
import { BD_PHONE_PATTERN } from '../phone.ts';
import { plainText } from '../plain-text.ts';
import { BkashWalletChoiceSchema } from './bkash-wallets.ts';
import { ProductSummarySchema } from './catalogue.ts';
import { IdSchema } from './common.ts';

/* ---------- wishlist (spec section 7, Wishlist) ---------- */

export const WishlistAddSchema = z.object({ productId: IdSchema });
export type WishlistAdd = z.infer<typeof WishlistAddSchema>;

export const CustomerParamsSchema = z.object({ customerId: IdSchema });
export const WishlistItemParamsSchema = z.object({ customerId: IdSchema, productId: IdSchema });

/** GET /wishlist/get-wishlist/{customerId}: data.products, product cards as the listing answers them. */
export const WishlistSchema = z.object({ products: z.array(ProductSummarySchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;

/* ---------- checkout form and order payload (spec sections 3, 5 and 7) ---------- */

/** The largest sum in taka a page may send: far above any order, and exact in poisha. */
const ORDER_AMOUNT_MAX_TAKA = 100_000_000;

/** An amount in taka as the page sends it; only compared with the server's own sums. */
const TakaSchema = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .nonnegative(`${name} must not be negative`)
    .max(ORDER_AMOUNT_MAX_TAKA, `${name} is too large`);

const CheckoutPhoneSchema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(BD_PHONE_PATTERN, 'Invalid Bangladeshi phone number');

/** Division, district and city each required (spec section 5, Checkout); division and district must exist. */
export const DeliveryAddressSchema = z
  .object({
    division: z
      .string({ message: 'Division is required' })
      .overwrite(plainText)
      .min(1, 'Division is required')
      .refine(isBdDivision, 'Unknown division'),
    district: z.string({ message: 'District is required' }).overwrite(plainText).min(1, 'District is required'),
    city: z
      .string({ message: 'City/Upazila is required' })
      .overwrite(plainText)
      .min(1, 'City/Upazila is required')
      .max(100, 'City/Upazila is too long'),
    addressDetails: z
      .string({ message: 'Address is required' })
      .overwrite(plainText)
      .min(1, 'Address is required')
      .max(500, 'Address is too long'),
  })
  .refine((a) => !isBdDivision(a.division) || isDistrictOf(a.division, a.district), {
    message: 'District is not in the chosen division',
    path: ['district'],
  });
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** A payment number is optional (spec section 5); a filled one must still be a Bangladeshi mobile number. */
const PaymentNumberSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || BD_PHONE_PATTERN.test(v), 'Invalid payment number')
  .default('');

export const MobileBankingProviderSchema = z.enum(MOBILE_BANKING_PROVIDERS, {
  message: MOBILE_BANKING_MESSAGES.provider,
});

/** A transaction id as typed: kept normalized (no spaces, capitals). */
export const TrxIdInputSchema = z.string().max(64, 'Transaction id is too long').transform(normalizeTrxId);

/**
 * A mobile-banking transfer's provider and transaction id (decision 038): a transaction id, when
 * given, needs its provider and must have that provider's shape. `required` (the checkout form)
 * asks for both; the API also takes an order without them (the spec's page sends neither).
 */
export function mobileBankingIssues(
  values: {
    paymentMethod: string;
    mobileBankingProvider?: MobileBankingProvider | null | undefined;
    transactionId?: string | undefined;
  },
  required: boolean,
): { path: 'mobileBankingProvider' | 'transactionId'; message: string }[] {
  if (values.paymentMethod !== 'mobile-banking') return [];
  const trxId = values.transactionId ?? '';
  if (!values.mobileBankingProvider) {
    if (!required && !trxId) return [];
    const provider = { path: 'mobileBankingProvider' as const, message: MOBILE_BANKING_MESSAGES.provider };
    // The form shows both at once: the id is asked for even before the wallet is chosen.
    return required && !trxId
      ? [provider, { path: 'transactionId', message: MOBILE_BANKING_MESSAGES.trxIdRequired }]
      : [provider];
  }
  if (!trxId && !required) return [];
  const problem = trxIdProblem(values.mobileBankingProvider, trxId);
  return problem ? [{ path: 'transactionId', message: problem }] : [];
}

/** The checkout form's own fields, for the page's react-hook-form resolver. */
export const CheckoutFormSchema = z.object({
  paymentMethod: z.enum(['cash', 'mobile-banking']),
  paymentNumber: PaymentNumberSchema,
  phone: CheckoutPhoneSchema,
  addressDetails: DeliveryAddressSchema.shape.addressDetails,
  division: DeliveryAddressSchema.shape.division,
  district: DeliveryAddressSchema.shape.district,
  city: DeliveryAddressSchema.shape.city,
  coupon: z.string().trim().max(COUPON_CODE_MAX_LENGTH, 'Coupon code is too long').default(''),
});
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** One cart line as the page sends it (spec section 3, Cart); price and subTotal are only compared. */
export const OrderItemInputSchema = z.object({
  productId: IdSchema,
  productName: z.string().max(300).optional(),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(ORDER_LINE_MAX_QUANTITY, `Quantity must be at most ${ORDER_LINE_MAX_QUANTITY}`),
  /** An empty or absent colour/size means none chosen. */
  color: z.string().trim().max(50).nullish(),
  size: z.string().trim().max(50).nullish(),
  price: TakaSchema('Price'),
  subTotal: TakaSchema('Subtotal'),
  /** The seller as the cart kept it; the server reads the seller from the product. */
  OwnerId: z.unknown().optional(),
});
export type OrderItemInput = z.infer<typeof OrderItemInputSchema>;

/**
 * POST /order/post-order. `cuopon` is spelt so because the spec's page sends it so. `totalPrice`
 * is what the page showed as the grand total (subtotal less coupon plus delivery); the server
 * computes its own and refuses the order with 409 when they differ.
 */
export const OrderPayloadSchema = z
  .object({
    customerName: z.string().overwrite(plainText).max(100, 'Name is too long').default(''),
    customerEmail: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email')
      .default(''),
    customerId: IdSchema,
    phone: CheckoutPhoneSchema,
    cuopon: z.string().trim().max(COUPON_CODE_MAX_LENGTH, 'Coupon code is too long').default(''),
    items: z
      .array(OrderItemInputSchema, { message: 'No item selected for checkout.' })
      .min(1, 'No item selected for checkout.')
      .max(ORDER_MAX_LINES, `An order holds at most ${ORDER_MAX_LINES} lines`),
    totalPrice: TakaSchema('Total price'),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` }),
    paymentNumber: PaymentNumberSchema,
    /** Which wallet a mobile-banking transfer came from: bkash, nagad or rocket (decision 038). */
    mobileBankingProvider: MobileBankingProviderSchema.optional(),
    /** The mobile-banking transaction id (bKash/Nagad/Rocket TrxID) the shopper received, if any; kept normalized. */
    transactionId: TrxIdInputSchema.optional(),
    deliveryFee: TakaSchema('Delivery fee').optional(),
    deliveryAddress: DeliveryAddressSchema,
    /**
     * Cash on delivery with the delivery fee sent first by mobile banking (decision 041): the number
     * it was sent from and its TrxID. The courier then collects the goods' price only.
     */
    deliveryFeePayment: z
      .object({
        paymentNumber: z.string().trim().regex(BD_PHONE_PATTERN, 'Invalid payment number'),
        /** The wallet the fee came from: a transfer like any other (decision 062). */
        provider: MobileBankingProviderSchema,
        transactionId: TrxIdInputSchema,
      })
      .superRefine((fee, ctx) => {
        const problem = trxIdProblem(fee.provider, fee.transactionId);
        if (problem) ctx.addIssue({ code: 'custom', path: ['transactionId'], message: problem });
      })
      .optional(),
    /** bKash only: save the shopper's bKash wallet first, or pay with a saved one (decision 044). */
    bkashWallet: BkashWalletChoiceSchema.optional(),
  })
  .superRefine((payload, ctx) => {
    for (const issue of mobileBankingIssues(payload, false)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    if (payload.bkashWallet && payload.paymentMethod !== 'bkash') {
      ctx.addIssue({ code: 'custom', path: ['bkashWallet'], message: 'A saved bKash wallet pays only with bKash' });
    }
  });
export type OrderPayload = z.input<typeof OrderPayloadSchema>;

/* ---------- an order as read (spec section 3, Order) ---------- */

export const OrderItemSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  /**
   * The line's Bangla as it was when ordered (docs/decisions/055), null where the shop had none
   * (and on lines ordered before it was kept): the page shows the English there.
   */
  productNameBn: z.string().nullable().optional(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The colour and size chosen, by their English name (the product's key for them). */
  color: z.string().nullable(),
  colorBn: z.string().nullable().optional(),
  size: z.string().nullable(),
  sizeBn: z.string().nullable().optional(),
  /** The variant's SKU as it was when ordered (docs/decisions/077); null for a product without variants. */
  sku: z.string().nullable().optional(),
  /** Unit price in taka, as the server priced it. */
  price: z.number(),
  subTotal: z.number(),
  OwnerId: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  transaction_id: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  phone: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentNumber: z.string().nullable(),
  /** The payment's own reference: the bKash, Nagad or Rocket TrxID the shopper gave, or the card gateway's. */
  paymentReference: z.string().nullable(),
  /** For a mobile-banking order, the wallet the shopper sent from, when they said. */
  mobileBankingProvider: z.enum(MOBILE_BANKING_PROVIDERS).nullable().optional(),
  /** Items' sum before the coupon, in taka. */
  subtotal: z.number(),
  discount: z.number(),
  cuopon: z.string().nullable(),
  deliveryFee: z.number(),
  /** What the shopper pays: subtotal less discount plus delivery fee. */
  totalPrice: z.number(),
  /**
   * A COD order's delivery fee sent first by mobile banking (decision 041): the taka, the number it
   * came from and its TrxID, for the shop to check. Absent when none; once confirmed, the courier
   * collects the rest.
   */
  deliveryFeePrepaid: z
    .object({
      amount: z.number(),
      paymentNumber: z.string().nullable(),
      transactionId: z.string().nullable(),
      /** The shop found the fee in its statement; until then the courier collects the whole total (decision 062). */
      confirmed: z.boolean(),
    })
    .optional(),
  createdAt: z.string(),
  deliveryAddress: z.object({
    division: z.string(),
    district: z.string(),
    city: z.string(),
    addressDetails: z.string(),
  }),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer to post-order: the order, and for 'ssl' the payment page to send the browser to. */
export const PlacedOrderSchema = OrderSchema.extend({ url: z.string().optional() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/* ---------- coupons ---------- */

export const CouponPreviewQuerySchema = z.object({
  code: z
    .string({ message: 'Enter a coupon code' })
    .trim()
    .min(1, 'Enter a coupon code')
    .max(COUPON_CODE_MAX_LENGTH, 'Coupon code is too long'),
  subtotal: z
    .string({ message: 'subtotal is required' })
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'subtotal must be a non-negative amount')
    .transform(Number)
    .refine((n) => n <= ORDER_AMOUNT_MAX_TAKA, `subtotal must be at most ${ORDER_AMOUNT_MAX_TAKA}`),
});

/** What GET /coupons/preview answers: the discount the coupon would give on that subtotal, in taka. */
export const CouponPreviewSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent for 'percent', taka for 'fixed'. */
  value: z.number(),
  subtotal: z.number(),
  discount: z.number(),
});
export type CouponPreview = z.infer<typeof CouponPreviewSchema>;
