import { FormProvider } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import type { CartLine } from '@/lib/cart-store';
import { useTranslation } from '@/lib/i18n';
import { useOnline } from '@/lib/offline';

import { useCheckout } from '../use-checkout';
import { CodStepPanel } from './cod-step';
import { CouponField } from './coupon-field';
import { DeliveryFields } from './delivery-fields';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';

/** The checkout form and its order summary (spec sections 2, 4, 5 and 8). */
export function CheckoutForm({ initialItems, fromCart }: { initialItems: CartLine[]; fromCart: boolean }) {
  const { t } = useTranslation();
  const checkout = useCheckout({ initialItems, fromCart });
  // Offline the order cannot be placed and is never queued; what is filled in stays (decision 093).
  const online = useOnline();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-20">
        <OrderSummary items={checkout.items} {...checkout.sums} />
        {checkout.pricesReloaded && (
          <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t('checkout.pricesReloaded')}
          </p>
        )}
      </div>

      <FormProvider {...checkout.form}>
        <form
          noValidate
          onSubmit={(event) => void checkout.onSubmit(event)}
          className="flex flex-col gap-6 lg:order-1"
          aria-label={t('checkout.title')}
        >
          <PaymentFields />
          <DeliveryFields />
          <CouponField coupon={checkout.coupon} />
          {checkout.cod.step && (
            <CodStepPanel
              step={checkout.cod.step}
              feePayment={checkout.cod.deliveryFeePayment}
              onFeePayment={checkout.cod.setDeliveryFeePayment}
              onConfirmed={() => void checkout.onSubmit()}
            />
          )}
          {!online && (
            <p
              id="checkout-needs-network"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {t('checkout.needsNetwork')}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={checkout.sending || !online}
            aria-busy={checkout.sending}
            aria-describedby={online ? undefined : 'checkout-needs-network'}
            className="w-full"
          >
            {checkout.sending ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
        </form>
      </FormProvider>
    </div>
  );
}
