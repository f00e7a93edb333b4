import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function VerifyPendingPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.verifyPending.title')} description={t('auth.verifyPending.subtitle')} />;
}
