import { z } from 'zod';

import type { Order } from '@dokan/domain';
import { REFUND_METHODS, type RefundMethod } from '@dokan/domain/constants';
import { BD_PHONE_PATTERN } from '@dokan/domain/phone';

/*
 * The refund rules of spec section 5. The API's RefundRequestSchema (packages/domain, schemas/refunds.ts)
 * carries the same rule and message; once it is on main this form should take its fields from there.
 */

/** Spec section 5, Refund number. */
export const REFUND_NUMBER_MESSAGE = 'Must be a valid Bangladeshi number (e.g. 01XXXXXXXXX)';

/** The refund-request dialog's fields; the order id comes from the card. */
export const RefundFormSchema = z.object({
  refundMethod: z.enum(REFUND_METHODS, { message: 'Please choose a refund method' }),
  refundNumber: z.string().trim().regex(BD_PHONE_PATTERN, REFUND_NUMBER_MESSAGE),
});
export type RefundForm = z.input<typeof RefundFormSchema>;

/** A refund request as GET /refund reads it (spec section 3): orderId is the populated order. */
export interface Refund {
  _id: string;
  createdAt: string;
  orderId: Order;
  refundMethod: RefundMethod;
  refundNumber: string;
  /** Pending, Completed, Rejected or Failed; shown as received (spec section 4). */
  refundStatus: string;
  /** What is refunded, in taka; older answers lack it and the order's total stands in. */
  amount?: number;
}
