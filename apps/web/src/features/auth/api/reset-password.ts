import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordRequest {
  identifier: string;
  password: string;
}

/** POST /user/reset-password; only works with the cookie a verified reset code left behind. */
export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return apiRequest<unknown>('/user/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
