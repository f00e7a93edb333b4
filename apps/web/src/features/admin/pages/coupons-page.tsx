import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Coupons. */
export function CouponsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.coupons')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
