import { useQueries } from '@tanstack/react-query';

import type { Product } from '@dokan/domain';
import { toLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { productQueryOptions } from './get-product';

/** A line's Bangla, beside the English the line keeps: absent until its product is read, null where none. */
export interface LineInBangla {
  productNameBn?: string | null;
  colorBn?: string | null;
  sizeBn?: string | null;
}

interface KeptLine {
  productId: string;
  color?: string | null;
  size?: string | null;
}

const labelOf = (option: string | null | undefined, options: string[], labels: Product['productColorsBn']) =>
  option ? labels?.[options.indexOf(option)] : undefined;

/**
 * The Bangla of lines that keep only the English (a cart line on its way to checkout, decisions 033
 * and 055): the product's Bangla name and the labels of the colour and size chosen, which the line
 * keeps by their English names. Read with the products themselves, mostly in the cache already, and
 * only on a Bangla page: an English page asks for nothing more.
 */
export function useLinesInBangla(lines: readonly KeptLine[]): (line: KeptLine) => LineInBangla {
  const { i18n } = useTranslation();
  const bangla = toLocale(i18n.language) === 'bn';
  const unique = [...new Set(lines.map((line) => line.productId))];
  const results = useQueries({
    queries: unique.map((id) => ({ ...productQueryOptions(id), enabled: bangla, staleTime: 30_000 })),
  });
  const products = new Map<string, Product>();
  results.forEach((result, index) => {
    const id = unique[index];
    if (bangla && id && result.data) products.set(id, result.data);
  });
  return (line) => {
    const product = products.get(line.productId);
    if (!product) return {};
    return {
      productNameBn: product.productNameBn,
      colorBn: labelOf(line.color, product.productColors, product.productColorsBn),
      sizeBn: labelOf(line.size, product.productSizes, product.productSizesBn),
    };
  };
}
