import { z } from 'zod';

import { PAYMENT_METHODS } from '@dokan/domain/constants';
import { CheckoutFormSchema, OrderPayloadSchema } from '@dokan/domain/schemas/orders';

/**
 * The checkout form: the domain's rules and messages (spec section 5), with card payment ('ssl')
 * offered as well, since whether the shop takes cards is the server's decision, and the optional
 * mobile-banking transaction id.
 */
export const CheckoutPageFormSchema = CheckoutFormSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS),
  transactionId: OrderPayloadSchema.shape.transactionId,
});
export type CheckoutPageFormInput = z.input<typeof CheckoutPageFormSchema>;
export type CheckoutPageForm = z.output<typeof CheckoutPageFormSchema>;
