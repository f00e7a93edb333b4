import { useTranslation } from '@/lib/i18n';

/**
 * The tab's title for a page: 'My Orders | Dokan', in the admin area 'Orders · Admin | Dokan'. Each page
 * has its own, so a shopper's tabs, the history and a screen reader arriving on the page tell them apart.
 */
export function PageTitle({ page, admin = false }: { page: string; admin?: boolean }) {
  const { t } = useTranslation();
  const values = { page, shop: t('shop.name') };
  return <title>{admin ? t('admin.pageTitle', values) : t('seo.title', values)}</title>;
}
