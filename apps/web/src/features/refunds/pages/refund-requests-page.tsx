import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function RefundRequestsPage() {
  const { t } = useTranslation();
  return <Screen className="max-w-5xl" title={t('refunds.title')} />;
}
