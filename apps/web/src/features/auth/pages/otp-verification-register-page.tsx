import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function OtpVerificationRegisterPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.otpRegister.title')} description={t('auth.otpRegister.subtitle')} />;
}
