import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { userKeys } from './get-user';

/** DELETE /user/delete-user/{id}: refused by the server for the last admin. */
export function deleteUser(id: string): Promise<null> {
  return apiRequest<null>(`/user/delete-user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
