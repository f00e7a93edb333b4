import { lazy, Suspense, useState } from 'react';

import type { ProductList } from '@dokan/domain';
import { LISTING_PAGE_SIZE } from '@dokan/domain/constants';
import { Button } from '@/components/ui/button';
import { FilterIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { LISTING_SKELETON_CARDS } from '@/config/constants';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useProducts } from '../api/get-products';
import { BrowseCategoriesMenu } from '../components/browse-categories-menu';
import { FilterPanel } from '../components/filter-panel';
import { ListingHead } from '../components/listing-head';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { StatusMessage } from '../components/status-message';
import { SubcategoryStrip } from '../components/subcategory-strip';
import { activeFilters, listParams } from '../filters';
import { useProductFilters, useSelectedCategory } from '../use-product-filters';

const GRID = 'lg:grid-cols-3 xl:grid-cols-4';

// The sheet (a Radix dialog) is fetched on the first tap, keeping it off the listing's first load.
const FiltersSheet = lazy(() => import('../components/filters-sheet').then((m) => ({ default: m.FiltersSheet })));

function FiltersButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <FilterIcon className="size-4" />
        {t('filters.button')}
        {count > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
            {format.count(count)}
          </span>
        )}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** 'Showing N of total products' and 'Page n | Limit: 10'; a same-height bar while loading, so the grid does not move. */
function ResultHeader({ list }: { list: ProductList | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters } = useProductFilters();
  if (!list) return <Skeleton className="mb-4 h-5 w-2/3" />;
  return (
    <div className="mb-4 flex min-h-5 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-gray-700">
      <p aria-live="polite">
        {t('products.showingOf', { shown: format.count(list.count), total: format.count(list.total) })}
        {filters.search && t('products.forTerm', { term: filters.search })}
        {filters.discount !== undefined && t('products.withDiscount', { percent: format.count(filters.discount) })}
      </p>
      <p className="text-gray-500">
        {t('products.pageLimit', { page: format.count(list.page), limit: format.count(LISTING_PAGE_SIZE) })}
      </p>
    </div>
  );
}

/** The product listing (spec section 2): filters in the URL, 10 per page. */
export function ProductListPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { filters, goToPage } = useProductFilters();
  const category = useSelectedCategory(filters.category);
  const products = useProducts(listParams(filters));
  const list = products.data;

  let results;
  if (products.isError) {
    results = (
      <StatusMessage
        tone="error"
        title={t('products.errorTitle')}
        description={products.error.message || t('products.unknownError')}
        action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
      />
    );
  } else if (list?.data.length === 0) {
    results = <StatusMessage title={t('products.empty')} />;
  } else {
    results = (
      <>
        <ResultHeader list={list} />
        <ProductGrid
          products={list?.data}
          skeletons={LISTING_SKELETON_CARDS}
          discountFilter={filters.discount}
          priorityCount={4}
          className={GRID}
        />
        {list && <Pagination page={list.page} pages={list.pages} onPage={goToPage} />}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <ListingHead filters={filters} category={category} list={list} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <BrowseCategoriesMenu className="hidden lg:block" />
        <h1 className="mr-auto text-xl font-bold tracking-tight sm:text-2xl">
          {category ? localName(category.categoryName, category.categoryNameBn) : t('products.title')}
        </h1>
        <FiltersButton count={activeFilters(filters).length} />
      </div>
      {category && <SubcategoryStrip categoryId={category._id} />}
      <div className="flex gap-6">
        <aside aria-label={t('filters.title')} className="hidden w-1/4 shrink-0 md:block">
          <FilterPanel />
        </aside>
        <section aria-labelledby="listing-results" className="min-w-0 flex-1">
          <h2 id="listing-results" className="sr-only">
            {t('products.results')}
          </h2>
          {results}
        </section>
      </div>
    </div>
  );
}
