import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { apiRequest } from './api-client';
import { useAuthStore } from './auth-store';

/** POST /user/logout: the server forgets the refresh token and clears its cookie. */
export function logout(): Promise<unknown> {
  return apiRequest<unknown>('/user/logout', { method: 'POST' });
}

/** The cache tags of spec section 3 that hold one shopper's own data; the catalogue stays cached. */
const PRIVATE_TAGS = ['User', 'Wishlist', 'Order', 'Refund'] as const;

/**
 * Ends the session (spec section 4), from the account menu, the customer area or the admin area: tells the server, clears the session and the stored cart even
 * when the server cannot be reached, forgets the signed-in shopper's cached answers and goes to /login.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout().catch(() => undefined);
    useAuthStore.getState().logout();
    for (const tag of PRIVATE_TAGS) queryClient.removeQueries({ queryKey: [tag] });
    toast.success(t('auth.toast.logoutSuccess'));
    void navigate(paths.login());
  };
}
