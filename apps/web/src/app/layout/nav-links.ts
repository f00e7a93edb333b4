import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The shop's main links, shared by the desktop bar and the mobile menu. */
export function useNavLinks() {
  const { t } = useTranslation();
  return [
    { to: paths.home(), label: t('nav.home') },
    { to: paths.products(), label: t('nav.products') },
    { to: paths.wishlist(), label: t('nav.wishlist') },
    { to: paths.customerSupport(), label: t('nav.support') },
  ];
}
