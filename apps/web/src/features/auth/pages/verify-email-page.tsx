import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** E-mail verification (spec section 2); the verify call arrives with the accounts issue. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  return <Screen title={t('auth.verifyEmail.title')} />;
}
