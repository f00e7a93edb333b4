import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** The admin dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.dashboard')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
