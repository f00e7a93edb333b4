import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';

/** Where the payment gateway sends the shopper back: the outcome and the transaction id from the path. */
export function PaymentResult({ outcome }: { outcome: 'success' | 'failed' }) {
  const { t } = useTranslation();
  const { tranId = '' } = useParams();
  return (
    <Screen title={t(`payments.${outcome}`)} description={t('payments.transaction', { tranId })}>
      <Button asChild>
        <Link to={paths.userOrders()}>{t('payments.viewOrders')}</Link>
      </Button>
    </Screen>
  );
}
