import { useState } from 'react';

import { useTranslation } from '@/lib/i18n';

import { Field, inputClassName, type TextFieldProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

/** A password box with a button that shows or hides what was typed. */
export function PasswordField({ label, error, aside, className, ...input }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} aside={aside} className={className}>
      {(control) => (
        <div className="relative">
          <input {...input} {...control} type={visible ? 'text' : 'password'} className={`${inputClassName} pr-12`} />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-lg text-gray-600 hover:text-gray-900"
          >
            {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}
