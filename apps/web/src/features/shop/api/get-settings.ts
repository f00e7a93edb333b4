import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicSettings } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** The shop's public contact details, GET /api/settings. */
export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { signal });
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
