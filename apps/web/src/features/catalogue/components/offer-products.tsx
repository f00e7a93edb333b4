import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { OFFER_BLOCK_INITIAL, OFFER_BLOCK_STEP } from '@/config/constants';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { productsQueryOptions } from '../api/get-products';
import { ProductGrid } from './product-grid';
import { SectionHeader } from './section-header';
import { StatusMessage } from './status-message';

const GRID = 'md:grid-cols-4 lg:grid-cols-5';

/**
 * Discounted products: 5 at first, 'See More' adds 5, 'Show Less' folds back to 5. It asks for as
 * many as it shows (the caption's total comes with them), so Home does not carry every offer in the
 * shop; while more are on their way, the ones shown stay. Offers in stock come before sold-out ones.
 */
export function OfferProducts() {
  const { t } = useTranslation();
  const format = useFormat();
  const [visible, setVisible] = useState(OFFER_BLOCK_INITIAL);
  const offers = useQuery({
    ...productsQueryOptions({ popularProducts: 'offer', limit: visible, inStockFirst: true }),
    placeholderData: keepPreviousData,
  });
  const products = offers.data?.data;
  const total = offers.data?.total ?? 0;

  let body;
  if (offers.isError) {
    body = <StatusMessage tone="error" title={t('products.errorTitle')} description={t('products.tryLater')} />;
  } else if (products?.length === 0) {
    body = <StatusMessage title={t('products.empty')} />;
  } else {
    body = (
      <>
        <ProductGrid products={products} skeletons={OFFER_BLOCK_INITIAL} className={GRID} />
        {products && (
          <div className="mt-4 flex flex-col items-center gap-3">
            <p className="text-sm text-gray-600" aria-live="polite">
              {t('products.showingOf', { shown: format.count(products.length), total: format.count(total) })}
            </p>
            <div className="flex gap-3">
              {products.length < total && (
                <Button variant="outline" onClick={() => setVisible((count) => count + OFFER_BLOCK_STEP)}>
                  {t('home.seeMore')}
                </Button>
              )}
              {visible > OFFER_BLOCK_INITIAL && (
                <Button variant="ghost" onClick={() => setVisible(OFFER_BLOCK_INITIAL)}>
                  {t('home.showLess')}
                </Button>
              )}
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="offer-products" className="mx-auto max-w-7xl px-4">
      <SectionHeader id="offer-products" title={t('home.offerProducts')} />
      {body}
    </section>
  );
}
