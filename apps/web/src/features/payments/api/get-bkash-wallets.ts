import { useQuery } from '@tanstack/react-query';

import type { SavedBkashWallet } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

export const bkashWalletKeys = { all: ['BkashWallets'] as const };

/** GET /payments/bkash/wallets: the signed-in shopper's saved bKash wallets (decision 044). */
export function getBkashWallets(signal?: AbortSignal): Promise<SavedBkashWallet[]> {
  return apiRequest<SavedBkashWallet[]>('/payments/bkash/wallets', { signal });
}

/** Asked only where bKash is offered: a shop without bKash has no such route. */
export function useBkashWallets(enabled: boolean) {
  return useQuery({
    queryKey: bkashWalletKeys.all,
    queryFn: ({ signal }) => getBkashWallets(signal),
    enabled,
    staleTime: 60_000,
  });
}
