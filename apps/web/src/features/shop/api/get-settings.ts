import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** The shop's public contact details, GET /api/settings. */
export interface ShopSettings {
  shopName: string;
  supportPhone: string;
  supportEmail: string;
  receivingNumber: string;
}

export function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiRequest<ShopSettings>('/settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['Settings'] as const,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 30 * 60_000,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
