import type { ReactNode, RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-subcategories';
import { useSubSubCategories } from '../api/get-subsubcategories';
import { activeFilters, type FilterChange, type FilterKey, matchesFilterValue } from '../filters';
import { useProductFilters, useSelectedCategory } from '../use-product-filters';
import { type FlushPrice, PriceRange } from './price-range';

interface Choice {
  id: string;
  name: string;
}

function ChoiceList({
  title,
  choices,
  selected,
  onSelect,
}: {
  title: string;
  choices: Choice[] | undefined;
  selected: (choice: Choice) => boolean;
  onSelect: (choice: Choice) => void;
}) {
  return (
    <section>
      <h2 className="mb-1 font-semibold">{title}</h2>
      {choices ? (
        <ul className="flex flex-col">
          {choices.map((choice) => {
            const active = selected(choice);
            return (
              <li key={choice.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(choice)}
                  className={cn(
                    'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm',
                    active ? 'bg-brand-50 font-semibold text-brand-800' : 'hover:bg-gray-100',
                  )}
                >
                  {choice.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      )}
    </section>
  );
}

function Chip({ label, removeLabel, onRemove }: { label: ReactNode; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm">
      {label}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-gray-200"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

/**
 * The listing's filter panel (spec section 2): active filters, price range, category levels, clear all.
 * `flushPriceRef` lets a sheet holding it send a typed price before it closes.
 */
export function FilterPanel({ flushPriceRef }: { flushPriceRef?: RefObject<FlushPrice | null> }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const { filters, update, clearAll } = useProductFilters();
  const categories = useCategories().data;
  const category = useSelectedCategory(filters.category);
  const subCategories = useSubCategories(category?._id).data;
  const subCategory = subCategories?.find((sub) =>
    matchesFilterValue(sub._id, sub.subCategoryName, filters.subCategory),
  );
  const subSubCategories = useSubSubCategories(subCategory?._id).data;
  const subSubCategory = subSubCategories?.find((item) =>
    matchesFilterValue(item._id, item.subSubCategoryName, filters.subSubCategory),
  );
  const active = activeFilters(filters);

  const chipLabel: Record<FilterKey, () => ReactNode> = {
    category: () => (category ? localName(category.categoryName, category.categoryNameBn) : filters.category),
    subCategory: () =>
      subCategory ? localName(subCategory.subCategoryName, subCategory.subCategoryNameBn) : filters.subCategory,
    subSubCategory: () =>
      subSubCategory
        ? localName(subSubCategory.subSubCategoryName, subSubCategory.subSubCategoryNameBn)
        : filters.subSubCategory,
    discount: () => t('product.discountOff', { percent: format.count(filters.discount ?? 0) }),
    search: () => `"${filters.search}"`,
    minPrice: () => t('filters.minChip', { amount: format.taka(filters.minPrice ?? 0) }),
    maxPrice: () => t('filters.maxChip', { amount: format.taka(filters.maxPrice ?? 0) }),
  };
  const remove = (key: FilterKey) => update({ [key]: null } satisfies FilterChange);

  return (
    <div className="flex flex-col gap-6">
      <section>
        <h2 className="mb-2 font-semibold">{t('filters.active', { count: active.length })}</h2>
        {active.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {active.map((key) => (
              <Chip
                key={key}
                label={chipLabel[key]()}
                removeLabel={t('filters.remove', { filter: t(`filters.names.${key}`) })}
                onRemove={() => remove(key)}
              />
            ))}
          </ul>
        )}
      </section>

      <PriceRange
        value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
        onChange={(bounds) => update({ minPrice: bounds.minPrice ?? null, maxPrice: bounds.maxPrice ?? null })}
        flushRef={flushPriceRef}
      />

      <ChoiceList
        title={t('filters.categories')}
        choices={categories?.map((item) => ({ id: item._id, name: localName(item.categoryName, item.categoryNameBn) }))}
        selected={(choice) => choice.id === category?._id}
        onSelect={(choice) => update({ category: choice.id })}
      />

      {category && (
        <ChoiceList
          title={t('filters.subCategories')}
          choices={subCategories?.map((item) => ({
            id: item._id,
            name: localName(item.subCategoryName, item.subCategoryNameBn),
          }))}
          selected={(choice) => choice.id === subCategory?._id}
          onSelect={(choice) => update({ subCategory: choice.id })}
        />
      )}

      {subCategory && (
        <ChoiceList
          title={t('filters.subSubCategories')}
          choices={subSubCategories?.map((item) => ({
            id: item._id,
            name: localName(item.subSubCategoryName, item.subSubCategoryNameBn),
          }))}
          selected={(choice) => choice.id === subSubCategory?._id}
          onSelect={(choice) => update({ subSubCategory: choice.id })}
        />
      )}

      <Button variant="outline" onClick={clearAll} disabled={active.length === 0}>
        {t('filters.clearAll', { count: active.length })}
      </Button>
    </div>
  );
}
