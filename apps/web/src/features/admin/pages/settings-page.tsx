import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Settings. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.settings')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
