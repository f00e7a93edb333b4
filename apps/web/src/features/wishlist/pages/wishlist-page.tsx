import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation } from 'react-router';

import type { ProductSummary } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { AlertIcon, HeartIcon, RefreshIcon, TrashIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuthStore, useIsLoggedIn } from '@/lib/auth-store';
import { addToCart } from '@/lib/cart-store';
import { lineFromProduct } from '@/lib/checkout-state';
import { useTranslation } from '@/lib/i18n';

import { useCustomerId, useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist, useRemoveManyFromWishlist } from '../api/remove-from-wishlist';
import { WishlistCard } from '../components/wishlist-card';

/** The server's own words for a refusal; none for a network failure. */
function serverMessage(error: Error): string | null {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : null;
}

function WishlistSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-gray-200">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function CentredMessage({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      {icon}
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-gray-600">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** The wishlist screen (spec sections 2 and 8), for a signed-in customer. */
function Wishlist({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const removeMany = useRemoveManyFromWishlist();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const products = wishlist.data?.products ?? [];
  // A ticked product that left the wishlist is no longer ticked.
  const ticked = products.filter((product) => selected.has(product._id)).map((product) => product._id);
  const allTicked = products.length > 0 && ticked.length === products.length;

  function removeOne(product: ProductSummary, quiet = false) {
    remove.mutate(
      { customerId, productId: product._id },
      {
        onSuccess: () => {
          if (!quiet) toast.success(t('wishlist.itemRemoved'));
        },
        onError: (error) => toast.error(serverMessage(error) ?? t('wishlist.removeFailed')),
      },
    );
  }

  function removeTicked() {
    removeMany.mutate(
      { customerId, productIds: ticked },
      {
        onSuccess: ({ removed, failed }) => {
          if (failed > 0) toast.error(t('wishlist.removeSomeFailed'));
          else toast.success(t('wishlist.itemsRemoved', { count: removed }));
          setSelected(new Set());
        },
      },
    );
  }

  /** Adds one unit with the first colour and size; the toasts of spec section 8. Returns whether it went in. */
  function putInCart(product: ProductSummary): boolean {
    if (!product._id) {
      toast.error(t('wishlist.productUnavailable'));
      return false;
    }
    const result = addToCart(
      lineFromProduct(product, { quantity: 1, color: product.productColors[0], size: product.productSizes[0] }),
    );
    if (!result.ok) {
      toast.error(t('cart.onlyAvailable', { count: result.available }));
      return false;
    }
    toast.success(t(result.merged ? 'cart.updated' : 'cart.added'));
    return true;
  }

  async function share(product: ProductSummary) {
    if (!product._id) {
      toast.error(t('wishlist.productUnavailable'));
      return;
    }
    const url = new URL(paths.product(product._id), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('wishlist.linkCopied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  async function refresh() {
    const result = await wishlist.refetch();
    if (!result.isError) toast.success(t('wishlist.refreshed'));
  }

  if (wishlist.isPending) {
    return (
      <>
        <p className="sr-only" role="status">
          {t('wishlist.loading')}
        </p>
        <WishlistSkeleton />
      </>
    );
  }

  if (wishlist.isError) {
    const offline = !(wishlist.error instanceof ApiError) || wishlist.error.status === 0;
    return (
      <CentredMessage
        icon={<AlertIcon className="size-12 text-red-600" />}
        title={t(offline ? 'wishlist.connectionError' : 'wishlist.unavailable')}
        text={serverMessage(wishlist.error) ?? t('wishlist.loadFailed')}
      >
        <Button onClick={() => void wishlist.refetch()} disabled={wishlist.isFetching}>
          <RefreshIcon className="size-4" />
          {t('wishlist.tryAgain')}
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.products()}>{t('wishlist.continueShopping')}</Link>
        </Button>
      </CentredMessage>
    );
  }

  if (products.length === 0) {
    return (
      <CentredMessage
        icon={<HeartIcon className="size-12 text-gray-300" />}
        title={t('wishlist.empty')}
        text={t('wishlist.emptyHint')}
      >
        <Button asChild>
          <Link to={paths.products()}>{t('wishlist.startShopping')}</Link>
        </Button>
      </CentredMessage>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 px-3 py-1">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={allTicked}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(products.map((product) => product._id)) : new Set())
            }
            className="size-6 accent-brand-700"
          />
          {t('wishlist.selectAll')}
        </label>
        <span className="text-sm text-gray-600">{t('wishlist.selected', { count: ticked.length })}</span>
        <div className="flex w-full gap-1 min-[400px]:ml-auto min-[400px]:w-auto">
          <Button
            variant="ghost"
            className="px-2 text-red-700 hover:bg-red-50"
            disabled={ticked.length === 0 || removeMany.isPending}
            onClick={removeTicked}
          >
            <TrashIcon className="size-4" />
            {t('wishlist.removeSelected', { count: ticked.length })}
          </Button>
          <Button
            variant="ghost"
            className="ml-auto px-2"
            disabled={wishlist.isFetching}
            onClick={() => void refresh()}
          >
            <RefreshIcon className={wishlist.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {t('wishlist.refresh')}
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product._id}>
            <WishlistCard
              product={product}
              selected={selected.has(product._id)}
              busy={remove.isPending && remove.variables?.productId === product._id}
              actions={{
                onSelect: (on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(product._id);
                    else next.delete(product._id);
                    return next;
                  }),
                onRemove: () => removeOne(product),
                onAddToCart: () => putInCart(product),
                // Spec section 4, Cart: one unit into the cart, then out of the wishlist.
                onMoveToCart: () => {
                  if (putInCart(product)) removeOne(product, true);
                },
                onShare: () => void share(product),
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /wishlist: login required ('Please login to view your wishlist'). */
export function WishlistPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const customerId = useCustomerId();
  const hasUser = useAuthStore((state) => state.user !== null);
  const wishlist = useWishlist();
  const count = wishlist.data?.products.length;

  useEffect(() => {
    if (!loggedIn) toast.error(t('wishlist.loginToView'), { id: 'wishlist-login' });
    else if (!customerId) toast.error(t('wishlist.userNotFound'), { id: 'wishlist-user' });
  }, [loggedIn, customerId, t]);

  if (!loggedIn || !hasUser) return <Navigate to={paths.login()} replace state={{ from: location }} />;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <title>{t('wishlist.pageTitle')}</title>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('wishlist.title')}</h1>
          {count !== undefined && count > 0 && (
            <p className="mt-1 text-gray-600">{t('wishlist.itemCount', { count })}</p>
          )}
        </div>
        {count !== undefined && count > 0 && (
          <Button variant="outline" asChild>
            <Link to={paths.products()}>{t('wishlist.continueShopping')}</Link>
          </Button>
        )}
      </div>
      {customerId ? <Wishlist customerId={customerId} /> : null}
    </section>
  );
}
