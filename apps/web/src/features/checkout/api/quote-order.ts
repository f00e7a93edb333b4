import { queryOptions } from '@tanstack/react-query';

import type { OrderQuote, OrderQuoteInput } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/order/quote: what the server will charge this shopper for these lines now, with the
 * running promotions, the coupon and the delivery fee, each promotion's saving named (decision 085).
 */
export function quoteOrder(input: OrderQuoteInput): Promise<OrderQuote> {
  return apiRequest<OrderQuote>('/order/quote', { method: 'POST', body: input });
}

/** Asked again for every change of lines, division, payment method or coupon; a refusal leaves the page's own sums. */
export const orderQuoteQueryOptions = (input: OrderQuoteInput) =>
  queryOptions({ queryKey: ['OrderQuote', input], queryFn: () => quoteOrder(input), retry: false });
