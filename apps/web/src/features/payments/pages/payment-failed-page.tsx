import { PaymentResult } from '../components/payment-result';

export function PaymentFailedPage() {
  return <PaymentResult outcome="failed" />;
}
