import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';

import { type SessionStart, useAuthStore } from '@/lib/auth-store';

import { originOf } from './redirect';

/** Starts the session, says so, and goes back where the shopper came from, replacing the sign-in page. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return (session: SessionStart, message: string) => {
    useAuthStore.getState().setSession(session);
    toast.success(message);
    void navigate(originOf(location.state), { replace: true });
  };
}
