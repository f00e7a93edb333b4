import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { User } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

import { userKeys } from './get-user';

/** POST /user/upload-profile-image, multipart with profileImage and id; answers the updated user. */
export function uploadProfileImage({ id, file }: { id: string; file: File }): Promise<User> {
  const body = new FormData();
  body.append('profileImage', file);
  body.append('id', id);
  return apiRequest<User>('/user/upload-profile-image', { method: 'POST', body });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (user) => {
      useAuthStore.getState().updateUser({ profileImg: user.profileImg });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
