import type { QueryClient } from '@tanstack/react-query';

import { productQueryOptions } from '@/features/catalogue';
import { type FreshProduct, freshProduct } from '@/lib/cart-prices';
import type { CartLine } from '@/lib/cart-store';

/**
 * The current price and stock of the lines' products, read from the server again (not from the
 * cache). A product that cannot be read is left out: its line keeps its price, and the server will
 * say so again.
 */
export async function fetchFreshPrices(
  queryClient: QueryClient,
  lines: readonly CartLine[],
): Promise<Map<string, FreshProduct>> {
  const fresh = new Map<string, FreshProduct>();
  await Promise.all(
    [...new Set(lines.map((line) => line.productId))].map(async (id) => {
      try {
        fresh.set(id, freshProduct(await queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 })));
      } catch {
        // Left out, as above.
      }
    }),
  );
  return fresh;
}
