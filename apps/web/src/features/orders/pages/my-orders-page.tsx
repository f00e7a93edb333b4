import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function MyOrdersPage() {
  const { t } = useTranslation();
  return <Screen flush title={t('orders.title')} description={t('orders.subtitle')} />;
}
