import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { ProductSort } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RECOMMENDED_TAB_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';
import { SectionHeader } from './section-header';
import { StatusMessage } from './status-message';

const GRID = 'md:grid-cols-4 xl:grid-cols-6';

function useTabs() {
  const { t } = useTranslation();
  return [
    { sortBy: 'newest', label: t('home.tabs.newArrivals') },
    { sortBy: 'rating', label: t('home.tabs.topRated') },
    { sortBy: 'sales', label: t('home.tabs.bestSeller') },
  ] as const satisfies ReadonlyArray<{ sortBy: ProductSort; label: string }>;
}

function TabProducts({ sortBy, label, category }: { sortBy: ProductSort; label: string; category?: string }) {
  const { t } = useTranslation();
  const products = useProducts({ sortBy, limit: RECOMMENDED_TAB_SIZE, category, inStockFirst: true });
  if (products.isError) {
    return <StatusMessage tone="error" title={t('products.errorTitle')} description={t('products.tryLater')} />;
  }
  if (products.data?.data.length === 0) {
    return <StatusMessage title={t('products.empty')} description={t('home.noProductsIn', { tab: label })} />;
  }
  return (
    <>
      <ProductGrid products={products.data?.data} skeletons={RECOMMENDED_TAB_SIZE} className={GRID} />
      <div className="mt-6 flex justify-center">
        <Button variant="outline" asChild>
          <Link to={paths.products({ sortBy, category })}>{t('home.exploreMore', { tab: label })}</Link>
        </Button>
      </div>
    </>
  );
}

/**
 * New Arrivals, Top Rated and Best Seller, 12 each (those in stock first), narrowed to the category
 * filter when one is set.
 */
export function RecommendedProducts() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const [active, setActive] = useState<ProductSort>('newest');
  const category = useSearchParams()[0].get('category') ?? undefined;

  return (
    <section aria-labelledby="recommended" className="mx-auto max-w-7xl px-4">
      <SectionHeader
        id="recommended"
        title={t('home.recommended')}
        action={
          <Link
            to={paths.products({ sortBy: active, category })}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('home.viewAll')}
          </Link>
        }
      />
      <Tabs value={active} onValueChange={(value) => setActive(value as ProductSort)}>
        <TabsList aria-label={t('home.recommended')} className="mb-4">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.sortBy} value={tab.sortBy}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.sortBy} value={tab.sortBy}>
            <TabProducts sortBy={tab.sortBy} label={tab.label} category={category} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
