import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { readCheckoutState } from '@/lib/checkout-state';
import { useTranslation } from '@/lib/i18n';
import { metaContent, trackMeta } from '@/lib/meta-pixel';

import { CheckoutForm } from '../components/checkout-form';

/** /checkout: the lines come in navigation state from the cart or Buy Now (spec section 2). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = readCheckoutState(location.state);
  // Once per checkout opened (its history entry's state), not on every redraw.
  const started = useMemo(() => {
    const opened = readCheckoutState(location.state);
    return opened && metaContent([...new Set(opened.items.map((item) => item.productId))], opened.subtotal);
  }, [location.state]);
  useEffect(() => {
    if (started) trackMeta('InitiateCheckout', started);
  }, [started]);

  if (!state) {
    return (
      <Screen className="max-w-5xl text-center" title={t('checkout.title')} description={t('checkout.noItems')}>
        <Button asChild>
          <Link to={paths.products()}>{t('checkout.browse')}</Link>
        </Button>
      </Screen>
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <title>{t('checkout.pageTitle')}</title>
      <h1 className="mb-5 text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
      <CheckoutForm initialItems={state.items} fromCart={state.from === 'cart'} />
    </section>
  );
}
