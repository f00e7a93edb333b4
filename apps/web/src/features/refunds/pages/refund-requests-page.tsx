import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function RefundRequestsPage() {
  const { t } = useTranslation();
  return <Screen flush title={t('refunds.title')} />;
}
