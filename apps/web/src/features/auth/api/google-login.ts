import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { SessionStart } from '@/lib/auth-store';

/** A refusal of Google sign-in whose text is one of spec section 8's (a key under auth.toast). */
export class GoogleLoginError extends Error {
  constructor(readonly reason: 'googleNoData' | 'googleMissingFields' | 'googleMissingSession') {
    super(reason);
    this.name = 'GoogleLoginError';
  }
}

/**
 * POST /user/google-login with the credential Google handed the page; checks that the answer does
 * start a session before anyone relies on it.
 */
export async function googleLogin(authCode: string): Promise<SessionStart> {
  const data = await apiRequest<Partial<SessionStart> | null>('/user/google-login', {
    method: 'POST',
    body: { authCode },
  });
  if (!data) throw new GoogleLoginError('googleNoData');
  if (!data.user || !data.accessToken) throw new GoogleLoginError('googleMissingSession');
  if (!data.user._id || !data.user.role) throw new GoogleLoginError('googleMissingFields');
  return { user: data.user, accessToken: data.accessToken };
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
