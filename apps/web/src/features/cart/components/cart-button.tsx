import { lazy, Suspense, useRef, useState } from 'react';

import { CartIcon } from '@/components/ui/icons';
import { useCartCount } from '@/lib/cart-store';
import { useTranslation } from '@/lib/i18n';

// The sheet (and the price check it runs) is fetched on the first tap, off the first page load.
const CartSheet = lazy(() => import('./cart-sheet').then((m) => ({ default: m.CartSheet })));

/** The navbar's cart button: the number of lines, kept current by the cartUpdated and storage events. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('cart.open', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
      >
        <CartIcon className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
