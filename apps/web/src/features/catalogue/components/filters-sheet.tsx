import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useProducts } from '../api/get-products';
import { listParams } from '../filters';
import { useProductFilters } from '../use-product-filters';
import { FilterPanel } from './filter-panel';
import type { FlushPrice } from './price-range';

/**
 * The filter panel as a left sheet on small screens (spec section 2, Product listing), with a button
 * at its foot that shows the products found so far and closes it. A price typed just before the
 * sheet closes, however it closes, is sent first rather than lost with the sheet (decision 059).
 */
export function FiltersSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters } = useProductFilters();
  // The listing's own query: the count is the one the page shows once the sheet is closed.
  const total = useProducts(listParams(filters)).data?.total;
  const flushPrice = useRef<FlushPrice | null>(null);
  const openChange = (next: boolean) => {
    if (!next) flushPrice.current?.();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent layout="sheet" aria-describedby={undefined} className="pb-0">
        <DialogTitle className="mb-4 leading-11">{t('filters.title')}</DialogTitle>
        <FilterPanel flushPriceRef={flushPrice} />
        <div className="sticky bottom-0 -mx-4 mt-6 border-t border-gray-200 bg-white p-4">
          <Button className="w-full" onClick={() => openChange(false)}>
            {total === undefined
              ? t('filters.showProductsLoading')
              : t('filters.showProducts', { count: total, total: format.count(total) })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
