import { useMutation } from '@tanstack/react-query';

import type { ForgotPassword } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** POST /user/forgot-password: the server sends a reset code to the e-mail or phone. */
export function forgotPassword(body: ForgotPassword): Promise<unknown> {
  return apiRequest<unknown>('/user/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
