import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { productQueryOptions } from '@/features/catalogue';
import { type FreshProduct, freshProduct, refreshLines } from '@/lib/cart-prices';
import type { CartLine } from '@/lib/cart-store';

/**
 * Re-reads every product in the cart (GET /api/products/{id}) when the cart is shown, and writes
 * the current price and stock into the stored lines, so a cart kept for days shows today's price.
 * Returns whether the check is still running and whether it failed for some product.
 */
export function useFreshCartPrices(lines: readonly CartLine[], enabled = true) {
  const ids = useMemo(() => [...new Set(lines.map((line) => line.productId))].sort(), [lines]);
  const results = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), enabled, staleTime: 30_000 })),
  });
  const fresh = new Map<string, FreshProduct>();
  results.forEach((result, index) => {
    const id = ids[index];
    if (id && result.data) fresh.set(id, freshProduct(result.data));
  });
  // One string stands for the answers, so the effect runs when they change, not on every render.
  const signature = JSON.stringify([...fresh]);

  useEffect(() => {
    const answers = new Map<string, FreshProduct>(JSON.parse(signature) as [string, FreshProduct][]);
    if (answers.size > 0) refreshLines(answers);
  }, [signature]);

  return {
    checking: results.some((result) => result.isPending && result.fetchStatus === 'fetching'),
    failed: results.some((result) => result.isError),
  };
}
