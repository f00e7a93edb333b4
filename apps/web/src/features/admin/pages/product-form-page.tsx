import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageHeader } from '../components/page-header';

/** A new product, or editing one at /admin/products/:id/edit (placeholder: the catalogue screens replace it). */
export function ProductFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? t('admin.products.editTitle') : t('admin.products.newTitle')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
