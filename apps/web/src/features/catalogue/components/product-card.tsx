import { Link } from 'react-router';

import type { ProductSummary } from '@dokan/domain';
import { CardPrice } from '@/components/card-price';
import { cn } from '@/components/ui/cn';
import { StarIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { WishlistHeart } from '@/features/wishlist';
import { useDataSaver } from '@/lib/data-saver';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { listingImage } from './product-image';

export interface ProductCardProps {
  product: ProductSummary;
  /** The listing's discount filter: a badge showing exactly that discount turns green. */
  discountFilter?: number;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
}

export function ProductCard({ product, discountFilter, priority = false }: ProductCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const localName = useLocalName();
  const name = localName(product.productName, product.productNameBn);
  const firstImage = product.productImages[0];
  const dataSaver = useDataSaver();
  const image = firstImage ? listingImage(firstImage, dataSaver) : null;
  const discount = product.productDiscount;
  const soldOut = product.remainingProducts <= 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-gray-100">
        <Image
          src={image?.src}
          srcSet={image?.srcSet}
          sizes={image?.sizes}
          width={image?.width ?? 250}
          height={image?.height ?? 188}
          alt={name}
          priority={priority}
          className={cn('size-full object-cover', soldOut && 'opacity-60')}
        />
        {soldOut && (
          <span className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center">
            <span className="rounded-md bg-gray-900/85 px-2.5 py-1 text-xs font-bold text-white">
              {t('product.outOfStock')}
            </span>
          </span>
        )}
        {discount > 0 && (
          <span
            data-testid="discount-badge"
            className={cn(
              'absolute top-2 left-2 rounded-md px-2 py-0.5 text-xs font-bold text-white',
              discount === discountFilter ? 'bg-green-700' : 'bg-red-600',
            )}
          >
            {t('product.discountOff', { percent: format.count(discount) })}
          </span>
        )}
        {/* Above the card-wide link, so it stays its own tap target. */}
        <WishlistHeart productId={product._id} productName={name} className="absolute top-1 right-1 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
          {/* The link covers the whole card, so the card is one tap target and one tab stop. */}
          <Link to={paths.product(product._id)} className="after:absolute after:inset-0 after:rounded-xl">
            {name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-gray-600">
          <span className="inline-flex items-center gap-0.5 font-medium text-gray-800">
            <StarIcon className="size-3.5 text-amber-500" />
            <span className="sr-only">{t('product.ratingLabel')}</span>
            {format.rating(product.productRating)}
          </span>
          <span>({format.count(product.reviewCount)})</span>
          <span aria-hidden="true">·</span>
          <span>{t('product.sold', { sold: format.count(product.sales) })}</span>
        </p>
        <CardPrice product={product} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200"
      data-testid="product-card-skeleton"
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-1 h-6 w-1/3" />
      </div>
    </div>
  );
}
