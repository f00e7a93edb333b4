import { useMutation } from '@tanstack/react-query';

import type { Login } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import type { SessionStart } from '@/lib/auth-store';

/** POST /user/signin: the user and an access token; the refresh token arrives as an httpOnly cookie. */
export function signIn(body: Login): Promise<SessionStart> {
  return apiRequest<SessionStart>('/user/signin', { method: 'POST', body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
