import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { logoQueryOptions } from './get-logo';

/** DELETE /logo/{id}: the shop goes back to showing its name. */
export function deleteLogo(id: string): Promise<null> {
  return apiRequest<null>(`/logo/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logoQueryOptions().queryKey }),
  });
}
