import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { bkashWalletKeys } from './get-bkash-wallets';

/** DELETE /payments/bkash/wallets/{id}: bKash cancels the agreement first; a 502 leaves the wallet saved. */
export function removeBkashWallet(id: string): Promise<null> {
  return apiRequest<null>(`/payments/bkash/wallets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveBkashWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBkashWallet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bkashWalletKeys.all }),
  });
}
