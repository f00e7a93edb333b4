import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CodRiskRules } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { codRulesQueryOptions } from './get-cod-rules';

/** PUT /settings/cod-rules: the owner's cash-on-delivery rules; checkout follows them at once. */
export function saveCodRules(body: CodRiskRules): Promise<CodRiskRules> {
  return apiRequest<CodRiskRules>('/settings/cod-rules', { method: 'PUT', body });
}

export function useSaveCodRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodRules,
    onSuccess: (rules) => queryClient.setQueryData(codRulesQueryOptions().queryKey, rules),
  });
}
