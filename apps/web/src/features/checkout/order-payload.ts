import type { OrderPayload } from '@dokan/domain';
import type { SessionUser } from '@/lib/auth-store';
import type { CartLine } from '@/lib/cart-store';

import type { CheckoutPageForm } from './checkout-form-schema';
import { grandTotalOf } from './order-totals';

/** POST /order/post-order's body (spec section 7) for these lines, the form's answers and the sums shown. */
export function orderPayload({
  user,
  values,
  items,
  discount,
  deliveryFee,
  deliveryFeePayment,
}: {
  user: SessionUser;
  values: CheckoutPageForm;
  items: CartLine[];
  discount: number;
  deliveryFee: number;
  /** Cash on delivery with the delivery fee sent first by mobile banking (decision 041). */
  deliveryFeePayment?: { paymentNumber: string; transactionId: string } | undefined;
}): OrderPayload {
  const mobileBanking = values.paymentMethod === 'mobile-banking';
  return {
    customerName: user.name,
    customerEmail: user.email ?? '',
    customerId: user._id,
    phone: values.phone,
    // The spec's payload spells the coupon field so.
    cuopon: values.coupon,
    items,
    totalPrice: grandTotalOf(items, discount, deliveryFee),
    paymentMethod: values.paymentMethod,
    paymentNumber: mobileBanking ? values.paymentNumber : '',
    ...(mobileBanking && values.mobileBankingProvider ? { mobileBankingProvider: values.mobileBankingProvider } : {}),
    ...(mobileBanking && values.transactionId ? { transactionId: values.transactionId } : {}),
    ...(values.paymentMethod === 'bkash' && values.bkashWallet ? { bkashWallet: values.bkashWallet } : {}),
    deliveryFee,
    ...(values.paymentMethod === 'cash' && deliveryFeePayment ? { deliveryFeePayment } : {}),
    deliveryAddress: {
      division: values.division,
      district: values.district,
      city: values.city,
      addressDetails: values.addressDetails,
    },
  };
}
