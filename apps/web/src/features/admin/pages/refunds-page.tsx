import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/page-header';

/** Refund requests. */
export function RefundsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.refunds')} />
      <p className="text-sm text-gray-600">{t('admin.placeholder.comingSoon')}</p>
    </>
  );
}
