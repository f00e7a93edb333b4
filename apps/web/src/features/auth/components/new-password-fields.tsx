import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { PasswordField } from '@/components/ui/password-field';
import { useTranslation } from '@/lib/i18n';

interface NewPassword extends FieldValues {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as sign-up and reset ask for them. */
export function NewPasswordFields<T extends NewPassword>({ form, label }: { form: UseFormReturn<T>; label: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        error={errors.password?.message as string | undefined}
        {...form.register('password' as Path<T>)}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message as string | undefined}
        {...form.register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
