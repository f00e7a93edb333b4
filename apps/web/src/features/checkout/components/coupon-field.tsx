import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';

import type { CouponPreview } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Field, inputClassName } from '@/components/ui/field';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';

export interface CouponState {
  /** The code last applied ('' before any). */
  code: string;
  preview: UseQueryResult<CouponPreview>;
  apply: () => void;
}

/** The optional coupon code with Apply, and what the applied code saves or why it does not. */
export function CouponField({ coupon }: { coupon: CouponState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { register, formState } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const { preview } = coupon;

  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4 sm:p-5">
      <legend className="sr-only">{t('checkout.coupon')}</legend>
      <Field
        label={
          <>
            {t('checkout.coupon')} <span className="font-normal text-gray-600">{t('checkout.optional')}</span>
          </>
        }
        error={formState.errors.coupon?.message}
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
            <Button variant="outline" onClick={coupon.apply} disabled={preview.isFetching}>
              {t('checkout.applyCoupon')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="text-sm">
        {coupon.code !== '' &&
          (preview.isFetching ? (
            <span className="text-gray-600">{t('checkout.couponChecking')}</span>
          ) : preview.isError ? (
            <span className="font-medium text-red-700">
              {t('checkout.couponInvalid', { message: preview.error.message })}
            </span>
          ) : preview.data ? (
            <span className="font-medium text-green-800">
              {t('checkout.couponSaves', { code: preview.data.code, amount: format.taka(preview.data.discount) })}
            </span>
          ) : null)}
      </p>
    </fieldset>
  );
}
