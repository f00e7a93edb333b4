import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.subtitle')} />;
}
