import { useMutation } from '@tanstack/react-query';

import type { ChangePassword } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** PATCH /user/change-password with the three fields and the account id. */
export function changePassword(body: ChangePassword & { id: string }): Promise<unknown> {
  return apiRequest<unknown>('/user/change-password', { method: 'PATCH', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
