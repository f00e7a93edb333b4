import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('auth.unauthorized.title')} description={t('auth.unauthorized.subtitle')}>
      <Button asChild>
        <Link to={paths.home()}>{t('common.goHome')}</Link>
      </Button>
    </Screen>
  );
}
