import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

import type { PurchaseIntent } from './purchase-intent';

/**
 * Guards an action that needs an account (spec section 5, Login needed): a visitor gets the toast
 * and goes to /login, which can send them back to where they came from. A purchase (Add to Cart, Buy
 * Now) goes along, for /login to keep until they have signed in (decision 059).
 * Returns whether the action may go ahead.
 */
export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return (message: string, purchase?: Omit<PurchaseIntent, 'from'>): boolean => {
    if (loggedIn) return true;
    toast.error(message);
    void navigate(paths.login(), { state: { from: location, purchase } });
    return false;
  };
}
