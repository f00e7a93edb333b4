import toast from 'react-hot-toast';
import { useLocation } from 'react-router';

import { type SessionStart, useAuthStore } from '@/lib/auth-store';

import { originOf } from './redirect';
import { useGoOnAfterSignIn } from './use-go-on-after-sign-in';

/**
 * Starts the session, says so, and goes back where the shopper came from, replacing the sign-in page,
 * with what they asked for as a visitor done on the way (decision 059).
 */
export function useFinishSignIn() {
  const location = useLocation();
  const goOn = useGoOnAfterSignIn();
  return (session: SessionStart, message: string) => {
    useAuthStore.getState().setSession(session);
    toast.success(message);
    goOn(originOf(location.state, session.user.role));
  };
}
