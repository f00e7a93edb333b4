import { useFieldArray } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

import type { ProductFormControl, ProductFormErrors, ProductFormRegister } from './product-form-values';

/** The product's questions and answers: add a pair, edit it in place, remove it. */
export function FaqEditor({
  control,
  register,
  errors,
}: {
  control: ProductFormControl;
  register: ProductFormRegister;
  errors: ProductFormErrors;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  const listError = errors.faqs?.message ?? errors.faqs?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('adminCatalogue.productForm.faqs')}</legend>
      {fields.length === 0 && <p className="text-sm text-gray-600">{t('adminCatalogue.productForm.noFaqs')}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
              <div className="flex items-center justify-between">
                <span className="text-sm font-semibold text-gray-700">
                  {t('adminCatalogue.productForm.faqNumber', { number })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={t('adminCatalogue.productForm.removeFaq', { number })}
                  className="text-red-700"
                >
                  <TrashIcon className="size-5" />
                </Button>
              </div>
              <TextField
                label={t('adminCatalogue.productForm.question', { number })}
                error={errors.faqs?.[index]?.question?.message}
                {...register(`faqs.${index}.question`)}
              />
              <Field
                label={t('adminCatalogue.productForm.answer', { number })}
                error={errors.faqs?.[index]?.answer?.message}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    className={`${inputClassName} h-auto py-2`}
                    {...register(`faqs.${index}.answer`)}
                  />
                )}
              </Field>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <Button variant="outline" className="self-start" onClick={() => append({ question: '', answer: '' })}>
        <PlusIcon className="size-4" />
        {t('adminCatalogue.productForm.addFaq')}
      </Button>
    </fieldset>
  );
}
