import { z } from 'zod';

import { REFUND_METHODS, REFUND_STATUSES, type RefundStatus, SHOP_REFUND_METHODS } from '../constants.ts';
import { BD_PHONE_PATTERN } from '../phone.ts';
import { IdSchema } from './common.ts';
import { OrderSchema } from './orders.ts';

/** Spec section 5, Refund number. */
export const REFUND_NUMBER_MESSAGE = 'Must be a valid Bangladeshi number (e.g. 01XXXXXXXXX)';

/** POST /refund/post (spec sections 3 and 7): the refund-request dialog, also the page's form resolver. */
export const RefundRequestSchema = z.object({
  orderId: IdSchema,
  refundMethod: z.enum(REFUND_METHODS, { message: `Refund method must be one of ${REFUND_METHODS.join(', ')}` }),
  refundNumber: z.string({ message: REFUND_NUMBER_MESSAGE }).trim().regex(BD_PHONE_PATTERN, REFUND_NUMBER_MESSAGE),
});
export type RefundRequest = z.input<typeof RefundRequestSchema>;

const REFUND_STATUS_MESSAGE = `status must be one of ${REFUND_STATUSES.join(', ')}`;

/** 'completed' and 'Completed' both name the same status; the answer always carries the capitalised one. */
const RefundStatusSchema = z
  .string({ message: REFUND_STATUS_MESSAGE })
  .trim()
  .transform((value) => REFUND_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase()))
  .refine((value): value is RefundStatus => value !== undefined, REFUND_STATUS_MESSAGE)
  .transform((value) => value as RefundStatus);

/** PATCH /refund/{id}: the page sends the id again beside the status; when sent it must be the same. */
export const RefundStatusUpdateSchema = z.object({
  id: IdSchema.optional(),
  status: RefundStatusSchema,
  /** Completing for less than the whole (a partial refund), in taka; the refund's amount when absent. */
  amount: z
    .number({ message: 'amount must be a number of taka' })
    .positive('amount must be more than 0')
    .max(100_000_000, 'amount is too large')
    .multipleOf(0.01, 'amount may have at most two decimals')
    .optional(),
});
export type RefundStatusUpdate = z.input<typeof RefundStatusUpdateSchema>;

/** A refund request as read (spec section 3): orderId is the populated order, as the orders list answers it. */
export const RefundSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  orderId: OrderSchema,
  refundMethod: z.enum(SHOP_REFUND_METHODS),
  refundNumber: z.string(),
  refundStatus: z.enum(REFUND_STATUSES),
  /** What is refunded, in taka: the order's total when it was cancelled, or less when completed in part. */
  amount: z.number(),
  /** The gateway's refund transaction id, when the money went back through the gateway that took it (bKash). */
  refundTrxId: z.string().nullable().optional(),
});
export type Refund = z.infer<typeof RefundSchema>;
