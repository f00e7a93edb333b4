import type { MobileBankingProvider, OrderPayload, OrderQuote } from '@dokan/domain';
import type { SessionUser } from '@/lib/auth-store';
import type { CartLine } from '@/lib/cart-store';

import type { CheckoutPageForm } from './checkout-form-schema';
import { grandTotalOf } from './order-totals';

/** The delivery fee sent first, as the checkout's panel holds it: the wallet is '' until one is chosen. */
export type FeePayment = { paymentNumber: string; provider: MobileBankingProvider | ''; transactionId: string };

/** POST /order/post-order's body (spec section 7) for these lines, the form's answers and the sums shown. */
export function orderPayload({
  user,
  values,
  items,
  discount,
  deliveryFee,
  deliveryFeePayment,
  quote = null,
}: {
  user: SessionUser;
  values: CheckoutPageForm;
  items: CartLine[];
  discount: number;
  deliveryFee: number;
  /** Cash on delivery with the delivery fee sent first by mobile banking (decisions 041, 062); the wallet unset until chosen. */
  deliveryFeePayment?: FeePayment | undefined;
  /** The server's figures for these lines (decision 085): the lines, total and fee are sent as it gave them. */
  quote?: OrderQuote | null;
}): OrderPayload {
  const mobileBanking = values.paymentMethod === 'mobile-banking';
  return {
    customerName: user.name,
    customerEmail: user.email ?? '',
    customerId: user._id,
    phone: values.phone,
    // The spec's payload spells the coupon field so.
    cuopon: values.coupon,
    items: quote
      ? items.map((item, i) => ({ ...item, price: quote.lines[i]!.price, subTotal: quote.lines[i]!.subTotal }))
      : items,
    totalPrice: quote ? quote.totalPrice : grandTotalOf(items, discount, deliveryFee),
    paymentMethod: values.paymentMethod,
    paymentNumber: mobileBanking ? values.paymentNumber : '',
    ...(mobileBanking && values.mobileBankingProvider ? { mobileBankingProvider: values.mobileBankingProvider } : {}),
    ...(mobileBanking && values.transactionId ? { transactionId: values.transactionId } : {}),
    ...(values.paymentMethod === 'bkash' && values.bkashWallet ? { bkashWallet: values.bkashWallet } : {}),
    deliveryFee: quote ? quote.deliveryFee : deliveryFee,
    // A wallet not chosen yet ('') is refused by the server: "Choose bKash, Nagad or Rocket".
    ...(values.paymentMethod === 'cash' && deliveryFeePayment
      ? { deliveryFeePayment: deliveryFeePayment as NonNullable<OrderPayload['deliveryFeePayment']> }
      : {}),
    deliveryAddress: {
      division: values.division,
      district: values.district,
      city: values.city,
      addressDetails: values.addressDetails,
    },
  };
}
