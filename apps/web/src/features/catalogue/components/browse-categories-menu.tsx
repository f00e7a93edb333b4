import { useState } from 'react';
import { Link } from 'react-router';

import { cn } from '@/components/ui/cn';
import { ChevronRightIcon, MenuIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';
import { keepScroll } from '@/lib/scroll-restoration';

import { useCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-subcategories';
import { useProductFilters } from '../use-product-filters';

function SubCategoryFlyout({ categoryId, onChoose }: { categoryId: string; onChoose: () => void }) {
  const { hrefFor } = useProductFilters();
  const localName = useLocalName();
  const subCategories = useSubCategories(categoryId).data;
  if (subCategories?.length === 0) return null;
  return (
    <ul className="absolute top-0 left-full ml-1 max-h-96 w-60 overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
      {subCategories
        ? subCategories.map((sub) => (
            <li key={sub._id}>
              <Link
                to={hrefFor({ category: categoryId, subCategory: sub._id })}
                state={keepScroll}
                onClick={onChoose}
                className="flex min-h-10 items-center rounded-lg px-3 text-sm hover:bg-brand-50 hover:text-brand-800"
              >
                {localName(sub.subCategoryName, sub.subCategoryNameBn)}
              </Link>
            </li>
          ))
        : Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="p-1">
              <Skeleton className="h-8" />
            </li>
          ))}
    </ul>
  );
}

/**
 * 'BROWSE CATEGORIES' (large screens only): opens under the mouse or on click, and hovering or
 * focusing a category shows its subcategories beside it.
 */
export function BrowseCategoriesMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { hrefFor } = useProductFilters();
  const categories = useCategories().data;
  const [open, setOpen] = useState(false);
  const [pointed, setPointed] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setPointed(null);
  };

  return (
    <div
      className={cn('relative', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="browse-categories"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-gray-900 px-4 text-sm font-semibold tracking-wide text-white hover:bg-gray-700"
      >
        <MenuIcon className="size-5" />
        {t('filters.browseCategories')}
      </button>
      {open && (
        <div id="browse-categories" className="absolute top-full left-0 z-30 pt-1">
          <ul className="relative w-64 rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
            {categories?.map((category) => (
              <li key={category._id} onMouseEnter={() => setPointed(category._id)}>
                <Link
                  to={hrefFor({ category: category._id })}
                  state={keepScroll}
                  onFocus={() => setPointed(category._id)}
                  onClick={close}
                  className={cn(
                    'flex min-h-10 items-center justify-between rounded-lg px-3 text-sm',
                    pointed === category._id ? 'bg-brand-50 text-brand-800' : 'hover:bg-gray-100',
                  )}
                >
                  {localName(category.categoryName, category.categoryNameBn)}
                  <ChevronRightIcon className="size-4" />
                </Link>
              </li>
            ))}
            {pointed && <SubCategoryFlyout categoryId={pointed} onChoose={close} />}
          </ul>
        </div>
      )}
    </div>
  );
}
