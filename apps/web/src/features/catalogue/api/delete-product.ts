import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** DELETE /products/{id}: an admin, or the owner of the product. */
export function deleteProduct(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Product'] }),
  });
}
