import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Users. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.users')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
