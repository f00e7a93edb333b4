import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** The product list (placeholder: the catalogue screens replace it). */
export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.products.title')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
