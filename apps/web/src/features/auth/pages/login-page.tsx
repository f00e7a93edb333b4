import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** Sign in (spec section 2); the form arrives with the accounts issue. */
export function LoginPage() {
  const { t } = useTranslation();
  return <Screen className="max-w-md" title={t('auth.login.title')} description={t('auth.login.subtitle')} />;
}
