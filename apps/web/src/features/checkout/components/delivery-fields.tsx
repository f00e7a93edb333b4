import { useFormContext, useWatch } from 'react-hook-form';

import { BD_DISTRICTS_BY_DIVISION, BD_DIVISIONS, isBdDivision } from '@dokan/domain/locations';
import { cn } from '@/components/ui/cn';
import { Field, inputClassName } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { useAreas } from '../api/use-areas';
import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';

/**
 * Where the order goes (spec sections 2 and 4): phone, address, and division, district and
 * city/upazila, each list opening once the one before is chosen.
 */
export function DeliveryFields() {
  const { t } = useTranslation();
  const { register, control, setValue, formState } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const { errors } = formState;
  const division = useWatch({ control, name: 'division' }) ?? '';
  const district = useWatch({ control, name: 'district' }) ?? '';
  const areas = useAreas(district);
  const districts = isBdDivision(division) ? BD_DISTRICTS_BY_DIVISION[division] : [];
  // Spec section 4: a new division clears district and city; a new district clears city.
  const clearDistrict = () => {
    setValue('district', '');
    setValue('city', '');
  };

  return (
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
            placeholder={t('auth.fields.phonePlaceholder')}
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
  );
}
