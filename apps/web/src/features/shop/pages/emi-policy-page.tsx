import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../components/policy-page';
import { useFormat } from '@/lib/format';

/** Smallest card purchase the partner banks convert to 0% EMI. */
const EMI_MIN_PURCHASE_TAKA = 5000;

export function EmiPolicyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.taka(EMI_MIN_PURCHASE_TAKA);
  return (
    <PolicyPage
      title={t('policies.emi.title')}
      intro={t('policies.emi.intro', { amount })}
      sections={t('policies.emi.sections', { returnObjects: true, amount })}
    />
  );
}
