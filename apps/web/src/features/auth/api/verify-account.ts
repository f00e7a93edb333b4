import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { SessionStart } from '@/lib/auth-store';

/** POST /user/verify-account with the token from the e-mailed link; the answer may start a session. */
export function verifyAccount(token: string): Promise<Partial<SessionStart> | null> {
  return apiRequest<Partial<SessionStart> | null>('/user/verify-account', { method: 'POST', body: { token } });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
