import { useQueries } from '@tanstack/react-query';

import { toLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { productQueryOptions } from './get-product';

/**
 * The Bangla names of the products `ids`, for lines that keep only the English name (a cart line
 * on its way to checkout). Read with the products themselves, mostly in the cache already, and
 * only on a Bangla page: an English page asks for nothing more.
 */
export function useBanglaNames(ids: readonly string[]): ReadonlyMap<string, string | null | undefined> {
  const { i18n } = useTranslation();
  const bangla = toLocale(i18n.language) === 'bn';
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({ ...productQueryOptions(id), enabled: bangla, staleTime: 30_000 })),
  });
  const names = new Map<string, string | null | undefined>();
  results.forEach((result, index) => {
    const id = unique[index];
    if (bangla && id && result.data) names.set(id, result.data.productNameBn);
  });
  return names;
}
