import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';

export function PaymentFailedPage() {
  const { t } = useTranslation();
  const { tranId = '' } = useParams();
  return (
    <Screen title={t('payments.failed.title')} description={t('payments.failed.transaction', { tranId })}>
      <Button asChild>
        <Link to={paths.userOrders()}>{t('payments.viewOrders')}</Link>
      </Button>
    </Screen>
  );
}
