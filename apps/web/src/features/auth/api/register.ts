import { useMutation } from '@tanstack/react-query';

import type { RegisterRequest } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** POST /user/register: by e-mail (a verification link follows) or by phone (a code follows). */
export function register(body: RegisterRequest): Promise<unknown> {
  return apiRequest<unknown>('/user/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
