import { type Resolver, useForm, useWatch } from 'react-hook-form';

import { type Coupon, COUPON_KINDS, type CouponInput, CouponInputSchema, type CouponKind } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

/** The form's own values: what the boxes hold, as text. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  active: boolean;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
/** A datetime-local box's value is the admin's local time; the server takes an instant. */
const instant = (text: string) => (text ? new Date(text).toISOString() : null);

/** The boxes' text as POST /coupons wants it: numbers, nulls for the empty optional ones, ISO instants. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    value: number(values.value) as number,
    minOrder: number(values.minOrder) ?? 0,
    maxDiscount: values.kind === 'percent' ? optionalNumber(values.maxDiscount) : null,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    usageLimit: optionalNumber(values.usageLimit),
    perUserLimit: optionalNumber(values.perUserLimit),
    active: values.active,
  };
}

/** 'YYYY-MM-DDTHH:mm' in the admin's time zone, for a datetime-local box. */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function couponFormValues(coupon?: Coupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    minOrder: coupon ? String(coupon.minOrder) : '0',
    maxDiscount: coupon?.maxDiscount == null ? '' : String(coupon.maxDiscount),
    startsAt: localDateTime(coupon?.startsAt ?? null),
    endsAt: localDateTime(coupon?.endsAt ?? null),
    usageLimit: coupon?.usageLimit == null ? '' : String(coupon.usageLimit),
    perUserLimit: coupon?.perUserLimit == null ? '' : String(coupon.perUserLimit),
    active: coupon?.active ?? true,
  };
}

/** Checks the converted values with the domain's CouponInputSchema, its messages shown under the boxes. */
const couponResolver: Resolver<CouponFormValues> = (values) => {
  const parsed = CouponInputSchema.safeParse(toCouponInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'code');
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Creating or editing a coupon; `onSubmit` gets the values as the API takes them. */
export function CouponForm({
  coupon,
  onSubmit,
  onCancel,
  saving,
}: {
  coupon?: Coupon;
  onSubmit: (input: CouponInput) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CouponFormValues>({ defaultValues: couponFormValues(coupon), resolver: couponResolver });
  const kind = useWatch({ control, name: 'kind' });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(toCouponInput(values)))(event)}
      className="mt-4 grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label={t('admin.coupons.fields.code')}
        hint={t('admin.coupons.fields.codeHint')}
        autoCapitalize="characters"
        error={errors.code?.message}
        className="sm:col-span-2"
        {...register('code')}
      />
      <Field label={t('admin.coupons.fields.kind')} error={errors.kind?.message}>
        {(control) => (
          <select {...control} {...register('kind')} className={inputClassName}>
            {COUPON_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.coupons.kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={kind === 'percent' ? t('admin.coupons.fields.percent') : t('admin.coupons.fields.amount')}
        inputMode="decimal"
        error={errors.value?.message}
        {...register('value')}
      />
      <TextField
        label={t('admin.coupons.fields.minOrder')}
        inputMode="decimal"
        error={errors.minOrder?.message}
        {...register('minOrder')}
      />
      {kind === 'percent' && (
        <TextField
          label={t('admin.coupons.fields.maxDiscount')}
          hint={t('admin.coupons.fields.optional')}
          inputMode="decimal"
          error={errors.maxDiscount?.message}
          {...register('maxDiscount')}
        />
      )}
      <TextField
        type="datetime-local"
        label={t('admin.coupons.fields.startsAt')}
        hint={t('admin.coupons.fields.optional')}
        error={errors.startsAt?.message}
        {...register('startsAt')}
      />
      <TextField
        type="datetime-local"
        label={t('admin.coupons.fields.endsAt')}
        hint={t('admin.coupons.fields.optional')}
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <TextField
        label={t('admin.coupons.fields.usageLimit')}
        hint={t('admin.coupons.fields.unlimited')}
        inputMode="numeric"
        error={errors.usageLimit?.message}
        {...register('usageLimit')}
      />
      <TextField
        label={t('admin.coupons.fields.perUserLimit')}
        hint={t('admin.coupons.fields.unlimited')}
        inputMode="numeric"
        error={errors.perUserLimit?.message}
        {...register('perUserLimit')}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-6 accent-brand-700" {...register('active')} />
        {t('admin.coupons.fields.active')}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('admin.confirm.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {coupon ? t('admin.coupons.save') : t('admin.coupons.create')}
        </Button>
      </div>
    </form>
  );
}
