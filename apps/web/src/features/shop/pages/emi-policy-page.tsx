import { useFormat } from '@/lib/format';

import { PolicyPage } from '../components/policy-page';

/** Smallest card purchase the partner banks convert to 0% EMI. */
const EMI_MIN_PURCHASE_TAKA = 5000;

export function EmiPolicyPage() {
  const format = useFormat();
  return <PolicyPage policy="emi" amount={format.taka(EMI_MIN_PURCHASE_TAKA)} />;
}
