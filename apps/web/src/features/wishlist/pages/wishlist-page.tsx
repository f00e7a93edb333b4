import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** Wishlist (spec section 2); the list arrives with the wishlist issue. */
export function WishlistPage() {
  const { t } = useTranslation();
  return <Screen className="max-w-7xl" title={t('wishlist.title')} />;
}
