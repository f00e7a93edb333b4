import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Banners (placeholder: the catalogue screens replace it). */
export function BannersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.banners.title')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
