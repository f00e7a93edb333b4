import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ChangeRole, User } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { userKeys } from './get-user';

/** PATCH /user/change-role: the server refuses to leave the shop without an admin, with its own message. */
export function changeRole(body: ChangeRole): Promise<User> {
  return apiRequest<User>('/user/change-role', { method: 'PATCH', body });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
