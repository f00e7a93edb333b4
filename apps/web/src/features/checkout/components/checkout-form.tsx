import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { CouponPreview, OrderPayload } from '@dokan/domain';
import { deliveryFeePoisha } from '@dokan/domain/checkout';
import { BD_DISTRICTS_BY_DIVISION, BD_DIVISIONS, isBdDivision } from '@dokan/domain/locations';
import { poishaToTaka, takaToPoisha } from '@dokan/domain/money';
import { displayPrice } from '@dokan/domain/pricing';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field, inputClassName } from '@/components/ui/field';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { productQueryOptions } from '@/features/catalogue';
import { couponPreviewQueryOptions } from '@/features/coupons';
import { useSettings, useShippingFee } from '@/features/shop';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { type CartLine, cartTotal, type FreshProduct, refreshLines, removeLines } from '@/lib/cart-store';
import { useFormat } from '@/lib/format';

import { newIdempotencyKey, usePlaceOrder } from '../api/place-order';
import { useAreas } from '../api/use-areas';
import { type CheckoutPageForm, type CheckoutPageFormInput, CheckoutPageFormSchema } from '../checkout-form-schema';
import { type FeeState, OrderSummary } from './order-summary';

const PAYMENT_OPTIONS = [
  { value: 'cash', label: 'checkout.cash' },
  { value: 'mobile-banking', label: 'checkout.mobileBanking' },
  { value: 'ssl', label: 'checkout.card' },
] as const;

/** Spec section 9: the inside-Dhaka fee for the Dhaka division, the outside fee for every other. */
export function deliveryFeeFor(division: string, fees: { shippingFee: number; shippingFeeOutside: number }): number {
  return poishaToTaka(
    deliveryFeePoisha(division, {
      insidePoisha: takaToPoisha(fees.shippingFee),
      outsidePoisha: takaToPoisha(fees.shippingFeeOutside),
    }),
  );
}

/** The checkout form and its order summary (spec sections 2, 4, 5 and 8). */
export function CheckoutForm({ initialItems, fromCart }: { initialItems: CartLine[]; fromCart: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => (state.token ? state.user : null));
  const settings = useSettings();
  const shipping = useShippingFee();
  const placeOrder = usePlaceOrder();
  const [items, setItems] = useState(initialItems);
  const [pricesReloaded, setPricesReloaded] = useState(false);
  // One key per checkout attempt, kept for retries of the same order; a changed order is a new attempt.
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const [couponCode, setCouponCode] = useState('');

  const form = useForm<CheckoutPageFormInput, unknown, CheckoutPageForm>({
    resolver: zodResolver(CheckoutPageFormSchema),
    // Spec section 9: validate on submit, revalidate on change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      paymentMethod: 'cash',
      paymentNumber: '',
      transactionId: '',
      phone: user?.phone ?? '',
      addressDetails: user?.address ?? '',
      division: '',
      district: '',
      city: '',
      coupon: '',
    },
  });
  const { register, handleSubmit, setValue, formState, control } = form;
  const errors = formState.errors;
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const division = useWatch({ control, name: 'division' }) ?? '';
  const district = useWatch({ control, name: 'district' }) ?? '';
  const areas = useAreas(district);

  const subtotal = cartTotal(items);
  const coupon = useQuery({ ...couponPreviewQueryOptions(couponCode, subtotal), enabled: couponCode !== '' });
  const discount = coupon.data?.discount ?? 0;
  const fee: FeeState = shipping.isPending
    ? { status: 'loading' }
    : shipping.isError
      ? { status: 'error' }
      : { status: 'ready', fee: deliveryFeeFor(division, shipping.data) };
  // Spec section 9: the grand total is the rounded sum; the coupon comes off the subtotal first.
  const grandTotal = fee.status === 'ready' ? Math.round(subtotal - discount + fee.fee) : null;

  /** After a 409 the server's prices are read again, shown, and written into the cart. */
  async function reloadPrices() {
    const fresh = new Map<string, FreshProduct>();
    await Promise.all(
      [...new Set(items.map((item) => item.productId))].map(async (id) => {
        try {
          const product = await queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 });
          fresh.set(id, { price: displayPrice(product), stock: product.remainingProducts });
        } catch {
          // A product that cannot be read keeps its line; the server will say so again.
        }
      }),
    );
    setItems((current) =>
      current.map((item) => {
        const product = fresh.get(item.productId);
        if (!product) return item;
        const quantity = product.stock > 0 ? Math.min(item.quantity, product.stock) : item.quantity;
        return { ...item, price: product.price, maxStock: product.stock, quantity, subTotal: product.price * quantity };
      }),
    );
    refreshLines(fresh);
    void queryClient.invalidateQueries({ queryKey: ['ShippingFee'] });
    void queryClient.invalidateQueries({ queryKey: ['Coupon'] });
    attempt.current = null;
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
    const payload: OrderPayload = {
      customerName: user.name,
      customerEmail: user.email ?? '',
      customerId: user._id,
      phone: values.phone,
      // The spec's payload spells the coupon field so.
      cuopon: values.coupon,
      items,
      totalPrice: Math.round(subtotal - (preview?.discount ?? 0) + fee.fee),
      paymentMethod: values.paymentMethod,
      paymentNumber: values.paymentMethod === 'mobile-banking' ? values.paymentNumber : '',
      ...(values.paymentMethod === 'mobile-banking' && values.transactionId
        ? { transactionId: values.transactionId }
        : {}),
      deliveryFee: fee.fee,
      deliveryAddress: {
        division: values.division,
        district: values.district,
        city: values.city,
        addressDetails: values.addressDetails,
      },
    };
    const sent = JSON.stringify(payload);
    if (attempt.current?.payload !== sent) attempt.current = { key: newIdempotencyKey(), payload: sent };
    setPricesReloaded(false);
    try {
      const order = await placeOrder.mutateAsync({ payload, idempotencyKey: attempt.current.key });
      // The ordered lines leave the cart (a Buy Now line never entered it).
      if (fromCart) removeLines(items);
      if (order.url) {
        toast.success(t('checkout.redirecting'));
        window.location.assign(order.url);
      } else {
        toast.success(t('checkout.placed'));
        void navigate(paths.userOrders(), { replace: true });
      }
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : '';
      toast.error(message ? t('checkout.failedWith', { message }) : t('checkout.failed'));
      if (error instanceof ApiError && error.status === 409) await reloadPrices();
    }
  }

  /** Spec section 5: on submit a missing place is also said in a toast. */
  function invalid(fieldErrors: FieldErrors<CheckoutPageFormInput>) {
    if (fieldErrors.division) toast.error(t('checkout.pleaseDivision'));
    else if (fieldErrors.district) toast.error(t('checkout.pleaseDistrict'));
    else if (fieldErrors.city) toast.error(t('checkout.pleaseCity'));
  }

  const sending = formState.isSubmitting || placeOrder.isPending;
  const districts = isBdDivision(division) ? BD_DISTRICTS_BY_DIVISION[division] : [];
  // Spec section 4: a new division clears district and city; a new district clears city.
  const clearDistrict = () => {
    setValue('district', '');
    setValue('city', '');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-20">
        <OrderSummary items={items} subtotal={subtotal} discount={discount} fee={fee} grandTotal={grandTotal} />
        {pricesReloaded && (
          <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t('checkout.pricesReloaded')}
          </p>
        )}
      </div>

      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit, invalid)(event)}
        className="flex flex-col gap-6 lg:order-1"
        aria-label={t('checkout.title')}
      >
        <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 sm:p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.paymentMethod')}</legend>
          <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm" role="note">
            <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p>{t('checkout.paymentNotice')}</p>
              <p className="mt-1 text-base font-bold tracking-wide text-brand-800" data-testid="receiving-number">
                <span className="sr-only">{t('checkout.receivingNumber')}: </span>
                {settings.data?.receivingNumber ?? (settings.isError ? '—' : t('common.loading'))}
              </p>
            </div>
          </div>
          <div role="radiogroup" aria-label={t('checkout.paymentMethod')} className="flex flex-col gap-2">
            {PAYMENT_OPTIONS.filter((option) => option.value !== 'ssl' || settings.data?.cardPayments).map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium',
                  paymentMethod === option.value ? 'border-brand-700 bg-brand-50' : 'border-gray-300',
                )}
              >
                <input
                  type="radio"
                  value={option.value}
                  {...register('paymentMethod')}
                  className="size-5 accent-brand-700"
                />
                {t(option.label)}
              </label>
            ))}
          </div>
          {paymentMethod === 'ssl' && <p className="text-sm text-gray-600">{t('checkout.cardHint')}</p>}
          {paymentMethod === 'mobile-banking' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('checkout.paymentNumber')}
                hint={t('checkout.paymentNumberHint')}
                error={errors.paymentNumber?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register('paymentNumber')}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    placeholder="01XXXXXXXXX"
                    className={inputClassName}
                  />
                )}
              </Field>
              <Field
                label={t('checkout.transactionId')}
                hint={t('checkout.transactionIdHint')}
                error={errors.transactionId?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register('transactionId')}
                    autoCapitalize="characters"
                    autoComplete="off"
                    className={inputClassName}
                  />
                )}
              </Field>
            </div>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 sm:p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.delivery')}</legend>
          <Field label={t('checkout.phone')} error={errors.phone?.message}>
            {(props) => (
              <input
                {...props}
                {...register('phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="01XXXXXXXXX"
                className={inputClassName}
              />
            )}
          </Field>
          <Field label={t('checkout.address')} error={errors.addressDetails?.message}>
            {(props) => (
              <textarea
                {...props}
                {...register('addressDetails')}
                rows={3}
                autoComplete="street-address"
                placeholder={t('checkout.addressPlaceholder')}
                className={cn(inputClassName, 'h-auto py-2')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('checkout.division')} error={errors.division?.message}>
              {(props) => (
                <select {...props} {...register('division', { onChange: clearDistrict })} className={inputClassName}>
                  <option value="">{t('checkout.selectDivision')}</option>
                  {BD_DIVISIONS.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('checkout.district')} error={errors.district?.message}>
              {(props) => (
                <select
                  {...props}
                  {...register('district', { onChange: () => setValue('city', '') })}
                  disabled={!division}
                  className={inputClassName}
                >
                  <option value="">{division ? t('checkout.selectDistrict') : t('checkout.divisionFirst')}</option>
                  {districts.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('checkout.city')}
              error={errors.city?.message}
              hint={areas.isError ? t('checkout.citiesFailed') : undefined}
            >
              {(props) =>
                areas.isError ? (
                  <input {...props} {...register('city')} autoComplete="address-level2" className={inputClassName} />
                ) : (
                  <select
                    {...props}
                    {...register('city')}
                    disabled={!district || areas.isPending}
                    className={inputClassName}
                  >
                    <option value="">
                      {!district
                        ? t('checkout.districtFirst')
                        : areas.isPending
                          ? t('checkout.citiesLoading')
                          : t('checkout.selectCity')}
                    </option>
                    {areas.areas.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )
              }
            </Field>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4 sm:p-5">
          <legend className="sr-only">{t('checkout.coupon')}</legend>
          <Field
            label={
              <>
                {t('checkout.coupon')} <span className="font-normal text-gray-600">{t('checkout.optional')}</span>
              </>
            }
            error={errors.coupon?.message}
          >
            {(props) => (
              <div className="flex gap-2">
                <input
                  {...props}
                  {...register('coupon')}
                  autoCapitalize="characters"
                  autoComplete="off"
                  className={inputClassName}
                />
                <Button
                  variant="outline"
                  onClick={() => setCouponCode((form.getValues('coupon') ?? '').trim())}
                  disabled={coupon.isFetching}
                >
                  {t('checkout.applyCoupon')}
                </Button>
              </div>
            )}
          </Field>
          <p role="status" className="text-sm">
            {couponCode !== '' &&
              (coupon.isFetching ? (
                <span className="text-gray-600">{t('checkout.couponChecking')}</span>
              ) : coupon.isError ? (
                <span className="font-medium text-red-700">
                  {t('checkout.couponInvalid', { message: coupon.error.message })}
                </span>
              ) : coupon.data ? (
                <span className="font-medium text-green-800">
                  {t('checkout.couponSaves', { code: coupon.data.code, amount: format.taka(coupon.data.discount) })}
                </span>
              ) : null)}
          </p>
        </fieldset>

        <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full">
          {sending ? t('checkout.placing') : t('checkout.placeOrder')}
        </Button>
      </form>
    </div>
  );
}
