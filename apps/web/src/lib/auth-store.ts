import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { AUTH_RESTORE_TIMEOUT_MS, CART_UPDATED_EVENT, STORAGE_KEYS } from '@/config/constants';

import { clearPrivateCaches } from './offline';

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

/** What sign-in, Google sign-in and e-mail verification answer with (spec section 7). */
export interface SessionStart {
  user: SessionUser;
  accessToken: string;
}

interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** True until the stored session has been restored (or the restore gave up after 5000 ms). */
  isLoading: boolean;
  /** Sign-in: sets user and token, stores the token and clears loading (spec section 4). */
  setSession: (session: SessionStart) => void;
  /** A refreshed access token for the same user. */
  setToken: (token: string) => void;
  /** Merges partial fields into the current user (spec section 3). */
  updateUser: (fields: Partial<SessionUser>) => void;
  /** Clears user, token, the stored token and the stored cart (spec section 4). */
  logout: () => void;
  finishRestore: () => void;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * The cart's stored copy goes with the session. Written here rather than taken from cart-store.ts,
 * which the first page does not need: the session store is part of every page's first download.
 */
function clearStoredCart() {
  try {
    localStorage.removeItem(STORAGE_KEYS.cart);
  } catch {
    // Storage blocked (private mode): there is no stored cart to clear.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/**
 * The session (spec section 3): persisted under 'auth' (user and token only), and the token also under
 * 'token', from which it is restored at start.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set): AuthState => ({
      user: null,
      token: storedToken(),
      isLoading: true,
      setSession: ({ user, accessToken }) => set({ user, token: accessToken, isLoading: false }),
      setToken: (token) => set({ token }),
      updateUser: (fields) => set((state) => (state.user ? { user: { ...state.user, ...fields } } : {})),
      logout: () => {
        set({ user: null, token: null, isLoading: false });
        clearStoredCart();
        // The next person on this phone must not be served this shopper's kept answers (docs/decisions/093).
        void clearPrivateCaches().catch(() => undefined);
      },
      finishRestore: () => set({ isLoading: false }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token }) => ({ user, token }),
      onRehydrateStorage: () => (state) => state?.finishRestore(),
    },
  ),
);

// Local storage restores at once; should a slower storage never answer, the pages stop waiting after 5000 ms.
// (A page rendered on the server has no storage and no session to wait for.)
if (typeof window !== 'undefined' && useAuthStore.getState().isLoading) {
  setTimeout(() => {
    if (useAuthStore.getState().isLoading) useAuthStore.getState().finishRestore();
  }, AUTH_RESTORE_TIMEOUT_MS);
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => state.token !== null && state.user !== null);
}

// The token also lives under its own key (spec section 3), kept in step with the store.
useAuthStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  if (state.token) localStorage.setItem(STORAGE_KEYS.token, state.token);
  else localStorage.removeItem(STORAGE_KEYS.token);
});
