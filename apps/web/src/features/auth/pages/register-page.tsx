import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

/** Sign up (spec section 2); the e-mail and phone forms arrive with the accounts issue. */
export function RegisterPage() {
  const { t } = useTranslation();
  return <Screen className="max-w-md" title={t('auth.register.title')} description={t('auth.register.subtitle')} />;
}
