import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { User } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export const userKeys = {
  all: ['User'] as const,
  detail: (id: string) => [...userKeys.all, id] as const,
};

export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/user/get-single-user/${encodeURIComponent(id)}`, { signal });
}

/**
 * The signed-in shopper's account as the server has it now (GET /user/get-single-user/{id}); the
 * session's copy of the user is brought up to date with it. `enabled` lets a menu ask only when opened.
 */
export function useCurrentUser(enabled = true) {
  const id = useAuthStore((state) => state.user?._id);
  const updateUser = useAuthStore((state) => state.updateUser);
  const query = useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUser(id as string, signal),
    enabled: enabled && Boolean(id),
    staleTime: 60_000,
  });
  const fresh = query.data;
  useEffect(() => {
    if (fresh) updateUser(fresh);
  }, [fresh, updateUser]);
  return query;
}
