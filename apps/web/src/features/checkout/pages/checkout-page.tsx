import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** Checkout (spec section 2); the order form arrives with the checkout issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return <Screen className="max-w-5xl" title={t('checkout.title')} />;
}
