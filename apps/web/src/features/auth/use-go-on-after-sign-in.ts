import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/**
 * Where a shopper goes once their session has started: on to `origin` (else /login), with a purchase
 * they asked for as a visitor carried out first (purchase-intent.ts, decision 059). That code comes
 * with the sign-in rather than with the pages that lead to it; should it not arrive, the shopper goes
 * on all the same.
 */
export function useGoOnAfterSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (origin?: string) =>
    void import('./purchase-intent').then(
      (purchases) => purchases.carryOutPurchase(navigate, t, origin),
      () => navigate(origin ?? paths.login(), { replace: true }),
    );
}
