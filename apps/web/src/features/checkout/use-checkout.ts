import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';

import type { CouponPreview, OrderQuote } from '@dokan/domain';
import { paths } from '@/config/paths';
import { withSearch } from '@/config/search-params';
import { couponPreviewQueryOptions } from '@/features/coupons';
import { useShippingFee } from '@/features/shop';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { refreshLines, repricedLine } from '@/lib/cart-prices';
import { type CartLine, removeLines } from '@/lib/cart-store';
import { useTranslation } from '@/lib/i18n';

import { usePlaceOrder } from './api/place-order';
import { orderQuoteQueryOptions } from './api/quote-order';
import { type CheckoutPageForm, type CheckoutPageFormInput, CheckoutPageFormSchema } from './checkout-form-schema';
import { fetchFreshPrices } from './fresh-prices';
import { type FeePayment, orderPayload } from './order-payload';
import { deliveryFeeFor, grandTotalOf, subtotalOf } from './order-totals';
import { useAttemptKey } from './use-attempt-key';

/** The delivery fee as the summary shows it: unknown until a division is chosen (spec section 9). */
export type FeeState =
  { status: 'loading' } | { status: 'error' } | { status: 'no-division' } | { status: 'ready'; fee: number };

/**
 * What the shop's COD rules asked of the last cash-on-delivery attempt (decision 041): the phone
 * confirmed by SMS code, or the delivery fee sent first by mobile banking.
 */
export type CodStep = { kind: 'confirm-phone'; phone: string } | { kind: 'prepay-delivery'; fee: number } | null;

/**
 * What the checkout form does besides drawing itself (spec sections 4, 5 and 8): the form and its
 * rules, the lines and their sums, the coupon, and placing the order (one Idempotency-Key per
 * attempt, the prices read again after a 409).
 */
export function useCheckout({ initialItems, fromCart }: { initialItems: CartLine[]; fromCart: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => (state.token ? state.user : null));
  const shipping = useShippingFee();
  const placeOrder = usePlaceOrder();
  const attemptKey = useAttemptKey();
  const [items, setItems] = useState(initialItems);
  const [pricesReloaded, setPricesReloaded] = useState(false);
  const [couponCode, setCouponCode] = useState('');
  const [codStep, setCodStep] = useState<CodStep>(null);
  const [deliveryFeePayment, setDeliveryFeePayment] = useState<FeePayment>({
    paymentNumber: '',
    provider: '',
    transactionId: '',
  });

  const form = useForm<CheckoutPageFormInput, unknown, CheckoutPageForm>({
    resolver: zodResolver(CheckoutPageFormSchema),
    // Spec section 9: validate on submit, revalidate on change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      paymentMethod: 'cash',
      paymentNumber: '',
      mobileBankingProvider: undefined,
      transactionId: '',
      bkashWallet: '',
      phone: user?.phone ?? '',
      addressDetails: user?.address ?? '',
      division: '',
      district: '',
      city: '',
      coupon: '',
    },
  });
  const division = useWatch({ control: form.control, name: 'division' }) ?? '';

  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' }) ?? 'cash';
  // The server's own figures for these lines, with the running promotions (decision 085); until
  // they come, or when it cannot give them, the page's own sums as before.
  const quoteInput = {
    items: items.map(({ productId, quantity, color, size }) => ({ productId, quantity, color, size })),
    division,
    paymentMethod,
    cuopon: couponCode,
  };
  const quote = useQuery({ ...orderQuoteQueryOptions(quoteInput), enabled: user !== null && division !== '' });
  const quoted: OrderQuote | null = division !== '' ? (quote.data ?? null) : null;
  const subtotal = quoted?.subtotal ?? subtotalOf(items);
  const coupon = useQuery({ ...couponPreviewQueryOptions(couponCode, subtotal), enabled: couponCode !== '' });
  const discount = quoted ? quoted.couponDiscount : (coupon.data?.discount ?? 0);
  let fee: FeeState;
  if (quoted) fee = { status: 'ready', fee: quoted.deliveryFee };
  else if (shipping.isPending) fee = { status: 'loading' };
  else if (shipping.isError) fee = { status: 'error' };
  else if (division === '') fee = { status: 'no-division' };
  else fee = { status: 'ready', fee: deliveryFeeFor(division, shipping.data) };
  // Until a division is chosen the total leaves the fee out rather than guess the outside-Dhaka one.
  const grandTotal = quoted
    ? quoted.totalPrice
    : fee.status === 'ready' || fee.status === 'no-division'
      ? grandTotalOf(items, discount, fee.status === 'ready' ? fee.fee : 0)
      : null;

  /** After a 409 the server's prices are read again, shown, and written into the cart. */
  async function reloadPrices() {
    const fresh = await fetchFreshPrices(queryClient, items);
    setItems((current) =>
      current.map((item) => {
        const product = fresh.get(item.productId);
        return product ? repricedLine(item, product) : item;
      }),
    );
    refreshLines(fresh);
    void queryClient.invalidateQueries({ queryKey: ['ShippingFee'] });
    void queryClient.invalidateQueries({ queryKey: ['Coupon'] });
    void queryClient.invalidateQueries({ queryKey: ['OrderQuote'] });
    attemptKey.forget();
    setPricesReloaded(true);
  }

  /** A coupon typed but not yet checked is checked before the order goes, so the total sent includes it. */
  async function couponFor(code: string): Promise<CouponPreview | null | 'invalid'> {
    if (code === '') return null;
    try {
      const preview = await queryClient.fetchQuery(couponPreviewQueryOptions(code, subtotal));
      setCouponCode(code);
      return preview;
    } catch (error) {
      setCouponCode(code);
      toast.error(t('checkout.couponInvalid', { message: error instanceof Error ? error.message : '' }));
      return 'invalid';
    }
  }

  async function submit(values: CheckoutPageForm) {
    // Offline, nothing is sent nor kept to send later: the button says the network is needed (decision 093).
    if (!navigator.onLine) return;
    if (!user) {
      toast.error(t('checkout.loginToOrder'));
      void navigate(paths.login(), { state: { from: location } });
      return;
    }
    if (fee.status !== 'ready') {
      toast.error(t('checkout.feeError'));
      return;
    }
    const preview = await couponFor(values.coupon);
    if (preview === 'invalid') return;
    const payload = orderPayload({
      user,
      values,
      items,
      discount: preview?.discount ?? 0,
      deliveryFee: fee.fee,
      // The server's figures, when they were asked for this very coupon (a coupon typed since is not in them).
      quote: quoted && quoteInput.cuopon === values.coupon ? quoted : null,
      deliveryFeePayment: codStep?.kind === 'prepay-delivery' ? deliveryFeePayment : undefined,
    });
    const idempotencyKey = attemptKey.keyFor(payload);
    setPricesReloaded(false);
    try {
      const order = await placeOrder.mutateAsync({ payload, idempotencyKey });
      // The ordered lines leave the cart (a Buy Now line never entered it).
      if (fromCart) removeLines(items);
      if (order.url) {
        toast.success(t('checkout.redirecting'));
        window.location.assign(order.url);
      } else {
        toast.success(t('checkout.placed'));
        // My Orders, as the spec says, opening on this order's confirmation (decision 058).
        void navigate(withSearch(paths.userOrders(), { placed: order._id }), { replace: true });
      }
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : '';
      toast.error(message ? t('checkout.failedWith', { message }) : t('checkout.failed'));
      if (error instanceof ApiError && error.status === 409) await reloadPrices();
      if (error instanceof ApiError && error.code === 'phone-not-confirmed') {
        setCodStep({ kind: 'confirm-phone', phone: values.phone });
      }
      if (error instanceof ApiError && error.code === 'prepay-delivery') {
        setCodStep({ kind: 'prepay-delivery', fee: fee.fee });
      }
    }
  }

  /** Spec section 5: on submit a missing place is also said in a toast. */
  function invalid(fieldErrors: FieldErrors<CheckoutPageFormInput>) {
    if (fieldErrors.division) toast.error(t('checkout.pleaseDivision'));
    else if (fieldErrors.district) toast.error(t('checkout.pleaseDistrict'));
    else if (fieldErrors.city) toast.error(t('checkout.pleaseCity'));
  }

  return {
    form,
    items,
    sums: { subtotal, discount, fee, grandTotal, quote: quoted },
    coupon: {
      code: couponCode,
      preview: coupon,
      apply: () => setCouponCode((form.getValues('coupon') ?? '').trim()),
    },
    pricesReloaded,
    cod: { step: codStep, deliveryFeePayment, setDeliveryFeePayment },
    sending: form.formState.isSubmitting || placeOrder.isPending,
    onSubmit: form.handleSubmit(submit, invalid),
  };
}
