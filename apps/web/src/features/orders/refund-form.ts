import { z } from 'zod';

import { REFUND_METHODS } from '@dokan/domain/constants';
import { RefundRequestSchema } from '@dokan/domain/schemas/refunds';

/**
 * The refund-request dialog's fields (spec section 5), the order id coming from the card: the
 * number's rule and message are the API's, the method is asked for in the dialog's own words.
 */
export const RefundFormSchema = RefundRequestSchema.pick({ refundNumber: true }).extend({
  refundMethod: z.enum(REFUND_METHODS, { message: 'Please choose a refund method' }),
});
export type RefundForm = z.input<typeof RefundFormSchema>;
