import { useFormContext, useWatch } from 'react-hook-form';

import { MOBILE_BANKING_PROVIDERS } from '@dokan/domain/mobile-banking';
import { cn } from '@/components/ui/cn';
import { Field, inputClassName } from '@/components/ui/field';
import { PhoneIcon } from '@/components/ui/icons';
import { useSettings } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';
import { BkashWalletChoice } from './bkash-wallet-choice';

const PAYMENT_OPTIONS = [
  { value: 'cash', label: 'checkout.cash', logo: null },
  { value: 'mobile-banking', label: 'checkout.mobileBanking', logo: null },
  { value: 'ssl', label: 'checkout.card', logo: null },
  { value: 'bkash', label: 'checkout.bkash', logo: '/payments/bkash.svg' },
  { value: 'nagad', label: 'checkout.nagad', logo: '/payments/nagad.svg' },
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
 * How the shopper pays (spec section 2, Checkout): the shop's receiving number, the methods (card,
 * bKash and Nagad only when the shop takes them), and the payment number and transaction id for mobile banking.
 */
export function PaymentFields() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { register, control, formState } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const { errors } = formState;
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const provider = useWatch({ control, name: 'mobileBankingProvider' });

  return (
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
        {PAYMENT_OPTIONS.filter((option) => offered(option.value, settings.data)).map((option) => (
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
            {option.logo && <img src={option.logo} alt="" width={48} height={24} className="h-6 w-12" />}
            {t(option.label)}
          </label>
        ))}
      </div>
      {paymentMethod === 'ssl' && <p className="text-sm text-gray-600">{t('checkout.cardHint')}</p>}
      {paymentMethod === 'bkash' && (
        <>
          <p className="text-sm text-gray-600">{t('checkout.bkashHint')}</p>
          <BkashWalletChoice />
        </>
      )}
      {paymentMethod === 'nagad' && <p className="text-sm text-gray-600">{t('checkout.nagadHint')}</p>}
      {paymentMethod === 'mobile-banking' && (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.mobileBankingProvider ? 'provider-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('checkout.provider')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {MOBILE_BANKING_PROVIDERS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 text-sm font-medium',
                  provider === value ? 'border-brand-700 bg-brand-50' : 'border-gray-300',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  {...register('mobileBankingProvider')}
                  className="size-5 accent-brand-700"
                />
                {t(`checkout.providers.${value}`)}
              </label>
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
