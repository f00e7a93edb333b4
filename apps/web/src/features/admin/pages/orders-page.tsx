import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** The orders list. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.orders')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
