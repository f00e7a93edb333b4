import { RELATED_PRODUCTS_LIMIT } from '@/config/constants';
import { useTranslation } from '@/lib/i18n';

import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';
import { SectionHeader } from './section-header';

/** Up to 8 other products of the same category; nothing at all when there are none. */
export function RelatedProducts({ productId, categoryId }: { productId: string; categoryId: string }) {
  const { t } = useTranslation();
  const related = useProducts({ category: categoryId, limit: RELATED_PRODUCTS_LIMIT, exclude: productId });
  if (related.isError || related.data?.data.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-10">
      <SectionHeader id="related-products" title={t('detail.related')} />
      <ProductGrid products={related.data?.data} skeletons={RELATED_PRODUCTS_LIMIT} className="md:grid-cols-4" />
    </section>
  );
}
