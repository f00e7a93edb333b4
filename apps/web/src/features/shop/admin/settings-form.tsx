import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, useForm, type UseFormRegister } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';

import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;
const FULL_ROW = { 2: 'sm:col-span-2', 3: 'sm:col-span-3' } as const;

/**
 * One settings panel's form: checked by its domain schema before it is sent, saved on its own, and
 * said in a toast; `children` draws its fields.
 */
export function SettingsForm<T extends FieldValues>({
  schema,
  defaults,
  save,
  saved,
  submit,
  columns = 2,
  children,
}: {
  schema: z.ZodType<T, T>;
  defaults: DefaultValues<T>;
  save: UseMutationResult<unknown, Error, T>;
  /** What the toast says once saved. */
  saved: string;
  /** The save button's words. */
  submit: string;
  columns?: keyof typeof COLUMNS;
  children: (form: { register: UseFormRegister<T>; errors: FieldErrors<T> }) => ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<T>({ defaultValues: defaults, resolver: zodResolver(schema) });
  return (
    <form
      noValidate
      className={`grid gap-3 ${COLUMNS[columns]}`}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => toast.success(saved),
            onError: (error) => toastError(error),
          }),
        )(event)
      }
    >
      {children({ register, errors })}
      <div className={FULL_ROW[columns]}>
        <Button type="submit" loading={save.isPending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
