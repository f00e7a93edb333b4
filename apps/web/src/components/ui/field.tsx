import { type ComponentProps, type ReactNode, useId } from 'react';

import { cn } from './cn';

/** The look of every text box: 44 px high, a visible border that turns red when the value is refused. */
export const inputClassName =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand-700 aria-[invalid=true]:border-red-600 disabled:bg-gray-100 sm:text-sm';

interface FieldProps {
  label: ReactNode;
  /** The refusal of the value, shown under it and announced with it. */
  error?: string;
  /** Something beside the label, such as a 'Forgot your password' link. */
  aside?: ReactNode;
  className?: string;
  /** Draws the control with the ids that tie it to its label and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled form control with its error message. */
export function Field({ label, error, aside, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & Pick<FieldProps, 'label' | 'error' | 'aside'>;

/** A labelled text box; pass react-hook-form's `register(name)` straight in. */
export function TextField({ label, error, aside, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} aside={aside} className={className}>
      {(control) => <input {...input} {...control} className={inputClassName} />}
    </Field>
  );
}
