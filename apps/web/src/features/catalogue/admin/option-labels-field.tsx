import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import type { ProductFormErrors, ProductFormRegister } from './product-form-values';

/**
 * The Bangla name of each colour or size (decision 055), one field per option beside its English
 * name, which stays the option's key in carts and orders. Nothing while there are no options.
 */
export function OptionLabelsField({
  name,
  legend,
  options,
  register,
  errors,
}: {
  name: 'colorsBn' | 'sizesBn';
  legend: string;
  options: readonly string[];
  register: ProductFormRegister;
  errors: ProductFormErrors;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-800">{legend}</legend>
      <p className="text-xs text-gray-600">{t('adminCatalogue.productForm.optionsBnHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option, at) => (
          <TextField
            key={option}
            label={<OptionInBangla option={option} />}
            lang="bn"
            error={errors[name]?.[at]?.message}
            {...register(`${name}.${at}`)}
          />
        ))}
      </div>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
    </fieldset>
  );
}

/** "red in Bangla" ('red-এর বাংলা নাম'): the option's name marked as the English it is written in. */
function OptionInBangla({ option }: { option: string }) {
  const { t } = useTranslation();
  const [before, after] = t('adminCatalogue.productForm.optionInBangla', { option: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span lang="en">{option}</span>
      {after}
    </>
  );
}
