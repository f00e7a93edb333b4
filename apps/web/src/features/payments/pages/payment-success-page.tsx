import { useParams } from 'react-router';

import { OrderPlaced, useMyOrders } from '@/features/orders';

import { PaymentResult } from '../components/payment-result';

/**
 * 'Payment Successful' (spec section 2), and for the signed-in buyer the order's confirmation as
 * checkout gives it (decision 058): the order is looked up among their own, so nobody else's shows.
 */
export function PaymentSuccessPage() {
  const { tranId = '' } = useParams();
  const order = useMyOrders().data?.find((candidate) => candidate.transaction_id === tranId);
  return <PaymentResult outcome="success">{order && <OrderPlaced order={order} />}</PaymentResult>;
}
