import { z } from 'zod';

import { PAYMENT_METHODS } from '@dokan/domain/constants';
import {
  CheckoutFormSchema,
  mobileBankingIssues,
  MobileBankingProviderSchema,
  OrderPayloadSchema,
} from '@dokan/domain/schemas/orders';

/**
 * The checkout form: the domain's rules and messages (spec section 5), with card payment ('ssl')
 * offered as well, since whether the shop takes cards is the server's decision, and for mobile
 * banking the wallet sent from and its transaction id, both required here and checked for the
 * wallet's shape (decision 038).
 */
export const CheckoutPageFormSchema = CheckoutFormSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS),
  // A radio group with nothing chosen reads null.
  mobileBankingProvider: MobileBankingProviderSchema.nullish(),
  transactionId: OrderPayloadSchema.shape.transactionId,
  /** bKash only: '' pays the ordinary way, 'save' saves the wallet first, a saved wallet's id pays with it. */
  bkashWallet: z.string().default(''),
}).superRefine((values, ctx) => {
  for (const issue of mobileBankingIssues(values, true)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
export type CheckoutPageFormInput = z.input<typeof CheckoutPageFormSchema>;
export type CheckoutPageForm = z.output<typeof CheckoutPageFormSchema>;
