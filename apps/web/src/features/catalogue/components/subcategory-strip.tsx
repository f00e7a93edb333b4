import { Link } from 'react-router';

import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { cn } from '@/components/ui/cn';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { CAROUSEL_ROW, useCarousel } from '@/components/ui/use-carousel';
import { SUBCATEGORY_AUTOPLAY_MS } from '@/config/constants';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';
import { keepScroll } from '@/lib/scroll-restoration';

import { useSubCategories } from '../api/get-subcategories';
import { matchesFilterValue } from '../filters';
import { useProductFilters } from '../use-product-filters';

const THUMB = { width: IMAGE_PRESETS.subcategoryIcon.width, height: IMAGE_PRESETS.subcategoryIcon.height };

/** The chosen category's subcategories, sliding every 3 seconds and pausing under the mouse. */
export function SubcategoryStrip({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { filters, hrefFor } = useProductFilters();
  const subCategories = useSubCategories(categoryId);
  const { rowRef } = useCarousel(SUBCATEGORY_AUTOPLAY_MS);

  if (subCategories.isError || subCategories.data?.length === 0) return null;
  return (
    <nav aria-label={t('filters.subCategories')} className="mb-4">
      <div className="overflow-hidden">
        <ul ref={rowRef} className={cn(CAROUSEL_ROW, 'gap-2')}>
          {subCategories.data
            ? subCategories.data.map((sub) => {
                const selected = matchesFilterValue(sub._id, sub.subCategoryName, filters.subCategory);
                return (
                  <li key={sub._id} className="shrink-0 snap-start">
                    <Link
                      to={hrefFor({ subCategory: sub._id })}
                      state={keepScroll}
                      aria-current={selected ? 'true' : undefined}
                      className={cn(
                        'flex w-24 flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs',
                        selected
                          ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
                          : 'border-gray-200 hover:border-brand-200',
                      )}
                    >
                      {sub.subCategoryImage ? (
                        <Image
                          src={imageUrl(sub.subCategoryImage, 'subcategoryIcon')}
                          srcSet={imageSrcSet(sub.subCategoryImage, 'subcategoryIcon')}
                          sizes={`${THUMB.width}px`}
                          {...THUMB}
                          alt=""
                          className="size-14 rounded-full object-cover"
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
                        >
                          {localName(sub.subCategoryName, sub.subCategoryNameBn).charAt(0).toUpperCase()}
                        </span>
                      )}
                      <span className="line-clamp-2 leading-4">
                        {localName(sub.subCategoryName, sub.subCategoryNameBn)}
                      </span>
                    </Link>
                  </li>
                );
              })
            : Array.from({ length: 6 }, (_, index) => (
                <li key={index} className="shrink-0">
                  <Skeleton className="h-24 w-24 rounded-xl" />
                </li>
              ))}
        </ul>
      </div>
    </nav>
  );
}
