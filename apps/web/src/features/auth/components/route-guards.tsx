import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { onSessionExpired } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

import { originOf } from '../redirect';

/** The session as the guards see it; undefined while it is still being restored. */
function useSession() {
  const isLoading = useAuthStore((state) => state.isLoading);
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  if (isLoading) return undefined;
  return user && token ? user : null;
}

/** To /login, remembering the page so sign-in can come back to it. */
function ToLogin() {
  const location = useLocation();
  return <Navigate to={paths.login()} replace state={{ from: location }} />;
}

/**
 * Pages that need an account (spec section 4): without a session they go to /login and remember the
 * origin; with `role`, a shopper of another role goes to /unauthorized.
 */
export function RequireAuth({ role }: { role?: string }) {
  const user = useSession();
  if (user === undefined) return <Spinner className="min-h-[60vh]" />;
  if (!user) return <ToLogin />;
  if (role && user.role !== role) return <Navigate to={paths.unauthorized()} replace />;
  return <Outlet />;
}

/** The other guard of spec section 4: a list of allowed roles, and any other role goes to the home page. */
export function RequireRoles({ roles }: { roles: readonly string[] }) {
  const user = useSession();
  if (user === undefined) return <Spinner className="min-h-[60vh]" />;
  if (!user) return <ToLogin />;
  if (!roles.includes(user.role)) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}

/**
 * Sign-in and sign-up are for visitors: a shopper already signed in when the page is drawn goes back
 * where they came from, or to their start page (redirect.ts). The session is read, not followed: one who signs in here is taken on
 * by the sign-in itself, which may go elsewhere (a visitor's Buy Now goes to checkout, decision 059),
 * and the guard does not race it.
 */
export function GuestOnly() {
  const restoring = useAuthStore((state) => state.isLoading);
  const location = useLocation();
  const { user, token } = useAuthStore.getState();
  if (!restoring && user && token) return <Navigate to={originOf(location.state, user.role)} replace />;
  return <Outlet />;
}

/** Hands the API client the router's way to /login, for a session that could not be refreshed. */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    onSessionExpired(() => void navigate(paths.login(), { replace: true }));
  }, [navigate]);
  return <Outlet />;
}
