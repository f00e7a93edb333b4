import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { tranId = '' } = useParams();
  return (
    <Screen title={t('payments.success.title')} description={t('payments.success.transaction', { tranId })}>
      <Button asChild>
        <Link to={paths.userOrders()}>{t('payments.viewOrders')}</Link>
      </Button>
    </Screen>
  );
}
