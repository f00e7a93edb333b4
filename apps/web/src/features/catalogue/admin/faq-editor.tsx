import { useFieldArray } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

import type { ProductFormControl, ProductFormErrors, ProductFormRegister } from './product-form-values';

/**
 * The words of one list's editor: the English list's, or the Bangla one's, whose fields must be
 * told apart from the English ones by name.
 */
const TEXTS = {
  faqs: {
    legend: 'adminCatalogue.productForm.faqs',
    number: 'adminCatalogue.productForm.faqNumber',
    remove: 'adminCatalogue.productForm.removeFaq',
    question: 'adminCatalogue.productForm.question',
    answer: 'adminCatalogue.productForm.answer',
    add: 'adminCatalogue.productForm.addFaq',
  },
  faqsBn: {
    legend: 'adminCatalogue.productForm.faqsBn',
    number: 'adminCatalogue.productForm.faqNumberBn',
    remove: 'adminCatalogue.productForm.removeFaqBn',
    question: 'adminCatalogue.productForm.questionBn',
    answer: 'adminCatalogue.productForm.answerBn',
    add: 'adminCatalogue.productForm.addFaqBn',
  },
} as const;

/**
 * The product's questions and answers, in English (`faqs`) or in Bangla (`faqsBn`, a list of its
 * own, decision 055): add a pair, edit it in place, remove it.
 */
export function FaqEditor({
  name = 'faqs',
  control,
  register,
  errors,
}: {
  name?: 'faqs' | 'faqsBn';
  control: ProductFormControl;
  register: ProductFormRegister;
  errors: ProductFormErrors;
}) {
  const { t } = useTranslation();
  const texts = TEXTS[name];
  const { fields, append, remove } = useFieldArray({ control, name });
  const listErrors = errors[name];
  const listError = listErrors?.message ?? listErrors?.root?.message;
  const language = name === 'faqsBn' ? 'bn' : 'en';
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t(texts.legend)}</legend>
      {fields.length === 0 && <p className="text-sm text-gray-600">{t('adminCatalogue.productForm.noFaqs')}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
              <div className="flex items-center justify-between">
                <span className="text-sm font-semibold text-gray-700">
                  {t(texts.number, { number })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={t(texts.remove, { number })}
                  className="text-red-700"
                >
                  <TrashIcon className="size-5" />
                </Button>
              </div>
              <TextField
                label={t(texts.question, { number })}
                lang={language}
                error={listErrors?.[index]?.question?.message}
                {...register(`${name}.${index}.question`)}
              />
              <Field label={t(texts.answer, { number })} error={listErrors?.[index]?.answer?.message}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    lang={language}
                    className={`${inputClassName} h-auto py-2`}
                    {...register(`${name}.${index}.answer`)}
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
        {t(texts.add)}
      </Button>
    </fieldset>
  );
}
