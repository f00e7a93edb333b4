import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.resetPassword.title')} description={t('auth.resetPassword.subtitle')} />;
}
