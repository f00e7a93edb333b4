import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** Customer dashboard (spec section 2); the sidebar and figures arrive with the customer-area issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <Screen flush title={t('users.dashboard.title')} />;
}
