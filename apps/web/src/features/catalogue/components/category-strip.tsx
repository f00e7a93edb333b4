import { preload } from 'react-dom';
import { Link } from 'react-router';

import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { CATEGORY_STRIP_PRELOAD } from '@/config/constants';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useCategories } from '../api/get-categories';

const ICON = IMAGE_PRESETS.categoryIcon;

/** Round category pictures with names in a sideways-scrolling row; the first five are preloaded. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useCategories();
  if (categories.isError || categories.data?.length === 0) return null;

  return (
    <nav aria-label={t('home.categories')} className="mx-auto max-w-7xl">
      <ul className="scrollbar-none flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 py-1 sm:gap-5">
        {categories.data
          ? categories.data.map((category, index) => {
              const image = category.categoryImage;
              const priority = index < CATEGORY_STRIP_PRELOAD;
              if (image && priority) {
                preload(imageUrl(image, 'categoryIcon'), {
                  as: 'image',
                  imageSrcSet: imageSrcSet(image, 'categoryIcon'),
                  imageSizes: `${ICON.width}px`,
                  fetchPriority: 'high',
                });
              }
              return (
                <li key={category._id} className="w-24 shrink-0 snap-start">
                  <Link
                    to={paths.products({ category: category._id })}
                    className="group flex flex-col items-center gap-2 rounded-xl p-1"
                  >
                    <Image
                      src={image ? imageUrl(image, 'categoryIcon') : undefined}
                      srcSet={image ? imageSrcSet(image, 'categoryIcon') : undefined}
                      sizes={`${ICON.width}px`}
                      width={ICON.width}
                      height={ICON.height}
                      alt=""
                      priority={priority}
                      className="size-20 rounded-full object-cover ring-2 ring-transparent transition group-hover:ring-brand-500 sm:size-24"
                    />
                    <span className="line-clamp-2 text-center text-xs leading-4 font-medium">
                      {localName(category.categoryName, category.categoryNameBn)}
                    </span>
                  </Link>
                </li>
              );
            })
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="flex w-24 shrink-0 flex-col items-center gap-2 p-1">
                <Skeleton className="size-20 rounded-full sm:size-24" />
                <Skeleton className="h-3 w-16" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
