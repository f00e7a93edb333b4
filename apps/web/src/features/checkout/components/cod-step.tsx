import { useState } from 'react';
import toast from 'react-hot-toast';

import { MOBILE_BANKING_PROVIDERS } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { Field, inputClassName } from '@/components/ui/field';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useConfirmPhone, useSendPhoneCode } from '../api/confirm-phone';
import type { FeePayment } from '../order-payload';
import type { CodStep } from '../use-checkout';
import { ReceivingNumber } from './receiving-number';

const failure = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * What the shop's cash-on-delivery rules asked of the last attempt (decision 041): a code sent to
 * the order's phone and typed back, after which the order is sent again; or the delivery fee sent
 * first by mobile banking, whose number and transaction id go with the order.
 */
export function CodStepPanel({
  step,
  feePayment,
  onFeePayment,
  onConfirmed,
}: {
  step: NonNullable<CodStep>;
  feePayment: FeePayment;
  onFeePayment: (payment: FeePayment) => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  if (step.kind === 'prepay-delivery') {
    return (
      <section
        aria-labelledby="cod-prepay-title"
        className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="cod-prepay-title" className="text-base font-bold">
          {t('checkout.prepayTitle')}
        </h2>
        <p className="text-sm">{t('checkout.prepayIntro', { fee: format.taka(step.fee) })}</p>
        <ReceivingNumber />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('checkout.provider')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {MOBILE_BANKING_PROVIDERS.map((value) => (
              <ChoiceTile
                key={value}
                name="fee-provider"
                value={value}
                checked={feePayment.provider === value}
                onChange={() => onFeePayment({ ...feePayment, provider: value })}
              >
                {t(`checkout.providers.${value}`)}
              </ChoiceTile>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('checkout.prepayNumber')} hint={t('checkout.paymentNumberHint')}>
            {(props) => (
              <input
                {...props}
                value={feePayment.paymentNumber}
                onChange={(event) => onFeePayment({ ...feePayment, paymentNumber: event.target.value })}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder={t('auth.fields.phonePlaceholder')}
                className={inputClassName}
              />
            )}
          </Field>
          <Field label={t('checkout.prepayTransactionId')} hint={t('checkout.transactionIdHint')}>
            {(props) => (
              <input
                {...props}
                value={feePayment.transactionId}
                onChange={(event) => onFeePayment({ ...feePayment, transactionId: event.target.value })}
                autoCapitalize="characters"
                autoComplete="off"
                className={inputClassName}
              />
            )}
          </Field>
        </div>
      </section>
    );
  }

  const sendCode = () =>
    send.mutate(step.phone, {
      onSuccess: () => toast.success(t('checkout.codeSent', { phone: step.phone })),
      onError: (error) => toast.error(t('checkout.failedWith', { message: failure(error) })),
    });
  const confirmCode = () => {
    if (code.trim() === '') {
      setCodeError(t('checkout.enterCode'));
      return;
    }
    setCodeError(undefined);
    confirm.mutate(
      { phone: step.phone, code: code.trim() },
      {
        onSuccess: () => {
          toast.success(t('checkout.phoneConfirmed'));
          onConfirmed();
        },
        onError: (error) => setCodeError(failure(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby="cod-confirm-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="cod-confirm-title" className="text-base font-bold">
        {t('checkout.confirmPhoneTitle')}
      </h2>
      <p className="text-sm">{t('checkout.confirmPhoneIntro', { phone: step.phone })}</p>
      <div>
        <Button type="button" variant="outline" loading={send.isPending} onClick={sendCode}>
          {send.isSuccess ? t('checkout.resendCode') : t('checkout.sendCode')}
        </Button>
      </div>
      <Field label={t('checkout.smsCode')} error={codeError}>
        {(props) => (
          <input
            {...props}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                confirmCode();
              }
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={inputClassName}
          />
        )}
      </Field>
      <div>
        <Button type="button" loading={confirm.isPending} onClick={confirmCode}>
          {t('checkout.confirmAndOrder')}
        </Button>
      </div>
    </section>
  );
}
