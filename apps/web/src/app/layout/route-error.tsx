import { useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { useTranslation } from '@/lib/i18n';

/** Shown when a page's code cannot load (a flaky connection, or a new release replaced the old files). */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Screen title={t('errors.pageFailed')} description={t('errors.pageFailedHint')}>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </Screen>
  );
}
