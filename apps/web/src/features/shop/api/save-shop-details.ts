import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PublicSettings, ShopDetailsUpdate } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { settingsQueryOptions } from './get-settings';

/** PUT /settings: shop name, receiving number, support phone and e-mail. */
export function saveShopDetails(body: ShopDetailsUpdate): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { method: 'PUT', body });
}

export function useSaveShopDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
}
