import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProfileForm, User } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

import { userKeys } from './get-user';

/** PUT /user/update-profile: the form's values plus the account id; answers the updated user. */
export function updateProfile(body: ProfileForm & { id: string }): Promise<User> {
  return apiRequest<User>('/user/update-profile', { method: 'PUT', body });
}

/** Saves the profile, refreshes the session's copy of the user and invalidates the User tag. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      useAuthStore.getState().updateUser(user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
