import { useLocation } from 'react-router';

import { useTranslation } from '@/lib/i18n';

import { readCartLinkOutcome } from '../cart-link-outcome';
import { CartLinkNotice } from '../components/cart-link-notice';
import { CartView } from '../components/cart-view';

/** /cart: the cart on a page of its own, for small screens and direct links; after a cart link, what it put in. */
export function CartPage() {
  const { t } = useTranslation();
  const fromLink = readCartLinkOutcome(useLocation().state);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t('cart.pageTitle')}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('cart.title')}</h1>
      {fromLink && <CartLinkNotice outcome={fromLink} />}
      <CartView />
    </section>
  );
}
