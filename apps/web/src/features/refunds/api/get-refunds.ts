import { useQuery } from '@tanstack/react-query';

import type { Refund } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** Cache keys under the spec's 'Refund' tag. */
export const refundKeys = {
  all: ['Refund'] as const,
};

/** GET /refund: the refund requests the server lets this shopper see. */
export function getRefunds(signal?: AbortSignal): Promise<Refund[]> {
  return apiRequest<Refund[]>('/refund', { signal });
}

export function useRefunds() {
  return useQuery({ queryKey: refundKeys.all, queryFn: ({ signal }) => getRefunds(signal), staleTime: 30_000 });
}
