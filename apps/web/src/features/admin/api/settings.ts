import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Logo, PublicSettings, ShippingFee, ShippingFeeUpdate, ShopDetailsUpdate } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * The shop's settings as the admin edits them: the same GETs and cache tags the storefront reads
 * ('ShippingFee', 'Settings', 'Logo'), so a saved change shows in the shop at once.
 */
const keys = { shippingFee: ['ShippingFee'] as const, settings: ['Settings'] as const, logo: ['Logo'] as const };

/** GET /shipping-fee/get: the delivery fees inside and outside Dhaka, in taka. */
export function getShippingFee(signal?: AbortSignal): Promise<ShippingFee> {
  return apiRequest<ShippingFee>('/shipping-fee/get', { signal });
}

/** POST /shipping-fee/add: new delivery fees. */
export function saveShippingFee(body: ShippingFeeUpdate): Promise<ShippingFee> {
  return apiRequest<ShippingFee>('/shipping-fee/add', { method: 'POST', body });
}

/** GET /settings: the shop's public details. */
export function getShopDetails(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { signal });
}

/** PUT /settings: shop name, receiving number, support phone and e-mail. */
export function saveShopDetails(body: ShopDetailsUpdate): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { method: 'PUT', body });
}

/** GET /logo: the current logo, or null. */
export function getLogo(signal?: AbortSignal): Promise<Logo | null> {
  return apiRequest<Logo | null>('/logo', { signal });
}

/** POST /logo, multipart field `logo`: the picture becomes the shop's logo. */
export function uploadLogo(file: File): Promise<Logo> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<Logo>('/logo', { method: 'POST', body });
}

/** DELETE /logo/{id}: the shop goes back to showing its name. */
export function deleteLogo(id: string): Promise<null> {
  return apiRequest<null>(`/logo/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useShippingFee = () =>
  useQuery({ queryKey: keys.shippingFee, queryFn: ({ signal }) => getShippingFee(signal) });
export const useShopDetails = () =>
  useQuery({ queryKey: keys.settings, queryFn: ({ signal }) => getShopDetails(signal) });
export const useLogo = () => useQuery({ queryKey: keys.logo, queryFn: ({ signal }) => getLogo(signal) });

function useSettingMutation<T, R>(mutationFn: (input: T) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSaveShippingFee = () => useSettingMutation(saveShippingFee, keys.shippingFee);
export const useSaveShopDetails = () => useSettingMutation(saveShopDetails, keys.settings);
export const useUploadLogo = () => useSettingMutation(uploadLogo, keys.logo);
export const useDeleteLogo = () => useSettingMutation(deleteLogo, keys.logo);
