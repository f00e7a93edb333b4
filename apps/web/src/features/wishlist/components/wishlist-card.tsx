import { Link } from 'react-router';

import type { ProductSummary } from '@dokan/domain';
import { CardPrice } from '@/components/card-price';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CartIcon, CloseIcon, ShareIcon, StarIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

export interface WishlistCardActions {
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onAddToCart: () => void;
  onMoveToCart: () => void;
  onShare: () => void;
}

/** One saved product (spec section 2, Wishlist). */
export function WishlistCard({
  product,
  selected,
  busy,
  actions,
}: {
  product: ProductSummary;
  selected: boolean;
  busy: boolean;
  actions: WishlistCardActions;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const name = localName(product.productName, product.productNameBn)?.trim() || t('wishlist.unnamed');
  const soldOut = product.remainingProducts <= 0;
  const link = paths.product(product._id);

  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-white',
        selected ? 'border-brand-700 ring-1 ring-brand-700' : 'border-gray-200',
      )}
      data-testid="wishlist-card"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        <Link to={link} tabIndex={-1} aria-hidden="true" className="block size-full">
          <Image
            src={product.productImages[0]}
            alt=""
            width={250}
            height={188}
            className={cn('size-full object-cover', soldOut && 'opacity-60')}
          />
        </Link>
        {/* Before the controls, so the checkbox and remove button stay clear above it. */}
        {soldOut && (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/40 text-lg font-bold text-white">
            {t('wishlist.outOfStockOverlay')}
          </span>
        )}
        <label className="absolute top-1 left-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm">
          <input
            type="checkbox"
            aria-label={t('wishlist.select', { name })}
            checked={selected}
            onChange={(event) => actions.onSelect(event.target.checked)}
            className="size-6 accent-brand-700"
          />
        </label>
        <button
          type="button"
          aria-label={t('wishlist.remove', { name })}
          disabled={busy}
          onClick={actions.onRemove}
          className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow-sm hover:text-red-700 disabled:opacity-50"
        >
          <CloseIcon className="size-5" />
        </button>
        {product.productDiscount > 0 && (
          <span className="absolute bottom-2 left-2 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            {t('product.discountOff', { percent: format.count(product.productDiscount) })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
          <Link to={link} className="rounded hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-xs text-gray-600">
          <StarIcon className="size-3.5 text-amber-500" />
          <span className="sr-only">{t('wishlist.ratingLabel')}</span>
          <span className="font-medium text-gray-800">{format.rating(product.productRating)}</span>
          <span>{t('wishlist.reviews', { count: product.reviewCount })}</span>
        </p>
        <CardPrice product={product} />
        <p className={cn('text-xs font-medium', soldOut ? 'text-red-700' : 'text-green-800')}>
          {soldOut ? t('wishlist.outOfStock') : t('wishlist.inStock', { count: product.remainingProducts })}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button variant="outline" className="px-2" disabled={soldOut} onClick={actions.onAddToCart}>
            <CartIcon className="size-4" />
            {t('wishlist.addToCart')}
          </Button>
          <Button className="px-2" disabled={soldOut || busy} onClick={actions.onMoveToCart}>
            {t('wishlist.moveToCart')}
          </Button>
          <Button
            variant="ghost"
            className="col-span-2"
            aria-label={t('wishlist.shareName', { name })}
            onClick={actions.onShare}
          >
            <ShareIcon className="size-4" />
            {t('wishlist.share')}
          </Button>
        </div>
      </div>
    </article>
  );
}
