import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Categories (placeholder: the catalogue screens replace it). */
export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.categories.title')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
