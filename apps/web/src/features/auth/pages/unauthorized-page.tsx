import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { AuthScreen } from '../components/auth-screen';

/** 'Unauthorized Access' (spec section 2): where a role guard sends a shopper of the wrong role. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen title={t('auth.unauthorized.title')} description={t('auth.unauthorized.subtitle')}>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.home()}>{t('common.goHome')}</Link>
      </Button>
    </AuthScreen>
  );
}
