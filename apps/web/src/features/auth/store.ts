import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { STORAGE_KEYS } from '@dokan/domain/constants';

/** The signed-in customer as the session keeps it (spec section 3, User). */
export interface SessionUser {
  _id: string;
  name: string;
  email?: string | null;
  role: string;
  isEmailVerified?: boolean;
  profileImg?: string | null;
  phone?: string | null;
  address?: string | null;
  googleId?: string | null;
}

interface AuthState {
  user: SessionUser | null;
  token: string | null;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * The session (spec section 3): persisted under 'auth' (user and token only), and the token also under
 * 'token', from which it is restored at start. Sign-in and logout arrive with the accounts issue.
 */
export const useAuthStore = create<AuthState>()(
  persist((): AuthState => ({ user: null, token: storedToken() }), {
    name: STORAGE_KEYS.auth,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ user, token }) => ({ user, token }),
  }),
);

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => state.token !== null && state.user !== null);
}

// The token also lives under its own key (spec section 3), kept in step with the store.
useAuthStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  if (state.token) localStorage.setItem(STORAGE_KEYS.token, state.token);
  else localStorage.removeItem(STORAGE_KEYS.token);
});
