import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CodRiskRules } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /api/settings/cod-rules: the owner's cash-on-delivery rules (admin only). */
export function getCodRules(signal?: AbortSignal): Promise<CodRiskRules> {
  return apiRequest<CodRiskRules>('/settings/cod-rules', { signal });
}

export function codRulesQueryOptions() {
  return queryOptions({
    queryKey: ['CodRules'] as const,
    queryFn: ({ signal }) => getCodRules(signal),
  });
}

export function useCodRules() {
  return useQuery(codRulesQueryOptions());
}
