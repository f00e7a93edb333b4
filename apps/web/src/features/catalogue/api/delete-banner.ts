import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** DELETE /banner/{id}. */
export function deleteBanner(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/banner/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Banner'] }),
  });
}
