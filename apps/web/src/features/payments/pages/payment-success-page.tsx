import { PaymentResult } from '../components/payment-result';

export function PaymentSuccessPage() {
  return <PaymentResult outcome="success" />;
}
