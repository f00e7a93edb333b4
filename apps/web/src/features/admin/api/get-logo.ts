import { useQuery } from '@tanstack/react-query';

import type { Logo } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { adminKeys } from './query-keys';

/** GET /logo: the current logo, or null when the shop shows its name. */
export function getLogo(signal?: AbortSignal): Promise<Logo | null> {
  return apiRequest<Logo | null>('/logo', { signal });
}

export function useLogo() {
  return useQuery({ queryKey: adminKeys.logo, queryFn: ({ signal }) => getLogo(signal) });
}
