import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { authLinkClassName, AuthScreen } from '../components/auth-screen';

/** 'Almost Done' (spec section 2): the activation link is on its way. */
export function VerifyPendingPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('auth.verifyPending.title')}
      description={t('auth.verifyPending.subtitle')}
      footer={
        <Link to={paths.login()} className={authLinkClassName}>
          {t('auth.verifyPending.goLogin')}
        </Link>
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to={paths.register()}>{t('auth.verifyPending.resend')}</Link>
      </Button>
    </AuthScreen>
  );
}
