import { useQuery } from '@tanstack/react-query';

import type { Refund } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { adminKeys } from './query-keys';

/** GET /refund: every refund request (an admin sees all), each with its order. */
export function getRefunds(signal?: AbortSignal): Promise<Refund[]> {
  return apiRequest<Refund[]>('/refund', { signal });
}

export function useRefunds() {
  return useQuery({ queryKey: adminKeys.refunds, queryFn: ({ signal }) => getRefunds(signal), staleTime: 15_000 });
}
