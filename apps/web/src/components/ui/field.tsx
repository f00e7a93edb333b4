import { type ComponentProps, type ReactNode, useId } from 'react';

import { cn } from './cn';

/** The look of every text box, text area and select: 44 px high, a border that turns red when the value is refused. */
export const inputClassName =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 aria-[invalid=true]:border-red-600 sm:text-sm';

/** The look of a file input: its button as tall as a text box. */
export const fileInputClassName =
  'block w-full text-sm text-gray-700 file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-gray-100 file:px-4 file:font-semibold hover:file:bg-gray-200';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** A line of help under the control, read with it. */
  hint?: ReactNode;
  /** The refusal of the value, shown under it and announced with it. */
  error?: string;
  /** Something beside the label, such as a 'Forgot your password' link. */
  aside?: ReactNode;
  className?: string;
  /** Draws the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error message. */
export function Field({ label, hint, error, aside, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & Pick<FieldProps, 'label' | 'error' | 'aside' | 'hint'>;

/** A labelled text box; pass react-hook-form's `register(name)` straight in. */
export function TextField({ label, error, aside, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} aside={aside} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className={inputClassName} />}
    </Field>
  );
}
