import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

/**
 * Guards an action that needs an account (spec section 5, Login needed): a visitor gets the toast
 * and goes to /login, which can send them back to where they came from.
 * Returns whether the action may go ahead.
 */
export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return (message: string): boolean => {
    if (loggedIn) return true;
    toast.error(message);
    void navigate(paths.login(), { state: { from: location } });
    return false;
  };
}
