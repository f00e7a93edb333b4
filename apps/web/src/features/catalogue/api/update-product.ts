import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Product } from '@dokan/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

import type { ProductUpload } from './create-product';

/** PUT /products/{id}, multipart with only the changed fields under the spec's update names. */
export function updateProduct({ id, body, onProgress }: ProductUpload & { id: string }): Promise<Product> {
  return uploadWithProgress<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body, onProgress });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Product'] }),
  });
}
