import { useFormContext, useWatch } from 'react-hook-form';

import type { Locale } from '@dokan/domain/format';
import { BD_DISTRICTS_BY_DIVISION, BD_DIVISIONS, isBdDivision } from '@dokan/domain/locations';
import { districtName, divisionName } from '@dokan/domain/places';
import { cn } from '@/components/ui/cn';
import { Field, inputClassName } from '@/components/ui/field';
import { toLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDivisionAreas } from '@/lib/places';

import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';

interface PlaceOption {
  value: string;
  label: string;
}

/** The lists come sorted by their English names; a Bangla reader finds a place in Bangla order. */
function inOrder(options: PlaceOption[], language: Locale): PlaceOption[] {
  return language === 'bn' ? options.sort((a, b) => a.label.localeCompare(b.label, 'bn')) : options;
}

/**
 * Where the order goes (spec sections 2 and 4): phone, address, and division, district and
 * city/upazila, each list opening once the one before is chosen. Each place is listed in the page's
 * language and chosen by its English name, which the order keeps and couriers read (decision 057);
 * a division's cities and upazilas arrive as their own small file once it is chosen.
 */
export function DeliveryFields() {
  const { t, i18n } = useTranslation();
  const language = toLocale(i18n.language);
  const { register, control, setValue, formState } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const { errors } = formState;
  const division = useWatch({ control, name: 'division' }) ?? '';
  const district = useWatch({ control, name: 'district' }) ?? '';
  const areas = useDivisionAreas(division);
  const districts = inOrder(
    (isBdDivision(division) ? BD_DISTRICTS_BY_DIVISION[division] : []).map((name) => ({
      value: name,
      label: districtName(name, language),
    })),
    language,
  );
  const cities = inOrder(
    (district ? (areas.data?.[district] ?? []) : []).map(([name, nameBn]) => ({
      value: name,
      label: language === 'bn' ? nameBn : name,
    })),
    language,
  );
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
                  {divisionName(name, language)}
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
              {districts.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
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
                {cities.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
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
