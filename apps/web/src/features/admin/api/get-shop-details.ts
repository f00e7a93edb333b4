import { useQuery } from '@tanstack/react-query';

import type { PublicSettings } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { adminKeys } from './query-keys';

/** GET /settings: the shop's public details (name, receiving number, support phone and e-mail). */
export function getShopDetails(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { signal });
}

export function useShopDetails() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getShopDetails(signal) });
}
