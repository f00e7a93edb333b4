import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { MOBILE_BANKING_PROVIDERS } from '@dokan/domain/mobile-banking';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { cn } from '@/components/ui/cn';
import { Field, inputClassName } from '@/components/ui/field';
import { useSettings } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';
import { BkashWalletChoice } from './bkash-wallet-choice';
import { ReceivingNumber } from './receiving-number';

/**
 * Each method with a line under its name that says what the shopper will do (decision 058): the
 * spec's own labels stay ('Cash on Delivery', 'Mobile Banking (Bkash/Nagad/Rocket)'), and the
 * gateways' are named for paying now, so a transfer by hand and a payment on bKash's page never
 * read as the same thing twice.
 */
const PAYMENT_OPTIONS = [
  { value: 'cash', label: 'checkout.cash', hint: 'checkout.cashHint', logo: null },
  { value: 'mobile-banking', label: 'checkout.mobileBanking', hint: 'checkout.mobileBankingHint', logo: null },
  { value: 'ssl', label: 'checkout.card', hint: 'checkout.cardHint', logo: null },
  { value: 'bkash', label: 'checkout.bkash', hint: 'checkout.bkashHint', logo: '/payments/bkash.svg' },
  { value: 'nagad', label: 'checkout.nagad', hint: 'checkout.nagadHint', logo: '/payments/nagad.svg' },
] as const;

type GatewaySettings = { cardPayments: boolean; bkashPayments: boolean; nagadPayments: boolean };

/** Online methods are offered only when the shop has their gateway. */
const offered = (method: string, settings: GatewaySettings | undefined) =>
  method === 'ssl'
    ? !!settings?.cardPayments
    : method === 'bkash'
      ? !!settings?.bkashPayments
      : method === 'nagad'
        ? !!settings?.nagadPayments
        : true;

/**
 * How the shopper pays (spec section 2, Checkout): the methods (card, bKash and Nagad only when the
 * shop takes them), and for mobile banking sent by hand the shop's receiving number, the wallet, the
 * payment number and the transaction id.
 */
export function PaymentFields() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { register, control, formState } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const { errors } = formState;
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const provider = useWatch({ control, name: 'mobileBankingProvider' });
  const id = useId();

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold">{t('checkout.paymentMethod')}</legend>
      <div role="radiogroup" aria-label={t('checkout.paymentMethod')} className="flex flex-col gap-2">
        {PAYMENT_OPTIONS.filter((option) => offered(option.value, settings.data)).map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5',
              paymentMethod === option.value ? 'border-brand-700 bg-brand-50' : 'border-gray-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              {...register('paymentMethod')}
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={`${id}-${option.value}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                {option.logo && <img src={option.logo} alt="" width={48} height={24} className="h-6 w-12" />}
                <span id={`${id}-${option.value}`}>{t(option.label)}</span>
              </span>
              <span id={`${id}-${option.value}-hint`} className="text-sm text-gray-600">
                {t(option.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {paymentMethod === 'bkash' && <BkashWalletChoice />}
      {paymentMethod === 'mobile-banking' && <ReceivingNumber />}
      {paymentMethod === 'mobile-banking' && (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.mobileBankingProvider ? 'provider-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('checkout.provider')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {MOBILE_BANKING_PROVIDERS.map((value) => (
              <ChoiceTile key={value} value={value} {...register('mobileBankingProvider')}>
                {t(`checkout.providers.${value}`)}
              </ChoiceTile>
            ))}
          </div>
          {errors.mobileBankingProvider?.message && (
            <p id="provider-error" className="text-sm text-red-700">
              {errors.mobileBankingProvider.message}
            </p>
          )}
        </fieldset>
      )}
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
                placeholder={t('auth.fields.phonePlaceholder')}
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
                spellCheck={false}
                placeholder={provider ? t(`checkout.trxIdExample.${provider}`) : undefined}
                className={cn(inputClassName, 'font-mono uppercase tracking-wide')}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
