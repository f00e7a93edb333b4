import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function OtpVerificationPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.otp.title')} description={t('auth.otp.subtitle')} />;
}
