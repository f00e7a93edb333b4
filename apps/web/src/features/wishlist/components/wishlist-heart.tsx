import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';
import { useRequireLogin } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useAddToWishlist } from '../api/add-to-wishlist';
import { useCustomerId, useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/**
 * The wishlist toggle of product cards and the detail page (spec sections 4 and 8): filled when
 * the product is in the signed-in customer's wishlist; a visitor is asked to log in.
 */
export function WishlistHeart({
  productId,
  productName,
  variant = 'icon',
  className,
}: {
  productId: string;
  productName: string;
  /** 'icon': a round button over a card's picture; 'button': the detail page's labelled button. */
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const customerId = useCustomerId();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = wishlist.data?.products.some((product) => product._id === productId) ?? false;
  const busy = add.isPending || remove.isPending;

  function toggle() {
    if (!requireLogin(t('wishlist.loginToManage')) || !customerId) return;
    const mutation = saved ? remove : add;
    mutation.mutate(
      { customerId, productId },
      {
        onSuccess: () => toast.success(t(saved ? 'wishlist.removed' : 'wishlist.added')),
        onError: () => toast.error(t('wishlist.updateFailed')),
      },
    );
  }

  const heart = <HeartIcon className={cn('size-5', saved && 'fill-current text-red-600')} />;
  if (variant === 'button') {
    return (
      <Button variant="outline" aria-pressed={saved} disabled={busy} onClick={toggle} className={className}>
        {heart}
        {t('detail.wishlist')}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('wishlist.saveName', { name: productName })}
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow-sm hover:bg-white hover:text-red-600',
        className,
      )}
    >
      {heart}
    </button>
  );
}
