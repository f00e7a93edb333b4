import { useTranslation } from '@/lib/i18n';

import { CartView } from '../components/cart-view';

/** /cart: the cart on a page of its own, for small screens and direct links. */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t('cart.pageTitle')}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('cart.title')}</h1>
      <CartView />
    </section>
  );
}
