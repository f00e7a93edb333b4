import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Logo } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { logoQueryOptions } from './get-logo';

/** POST /logo, multipart field `logo`: the picture becomes the shop's logo. */
export function uploadLogo(file: File): Promise<Logo> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<Logo>('/logo', { method: 'POST', body });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logoQueryOptions().queryKey }),
  });
}
