import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Product } from '@dokan/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface ProductUpload {
  /** The multipart body, with the spec's create (or update) field names. */
  body: FormData;
  onProgress?: (fraction: number) => void;
}

/** POST /products, multipart with the spec's create names and the images repeated as productImages. */
export function createProduct({ body, onProgress }: ProductUpload): Promise<Product> {
  return uploadWithProgress<Product>('/products', { method: 'POST', body, onProgress });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Product'] }),
  });
}
