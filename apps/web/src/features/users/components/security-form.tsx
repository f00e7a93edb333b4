import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';

import { ChangePasswordSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useTranslation } from '@/lib/i18n';

import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab: change the password with the shared rules of spec section 5. */
export function SecurityForm({ userId, username }: { userId: string | undefined; username: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!userId) {
      toast.error(t('settings.userNotFound'));
      return;
    }
    changePassword.mutate(
      { id: userId, ...values },
      {
        onSuccess: () => {
          toast.success(t('settings.security.success'));
          form.reset(EMPTY);
        },
        onError: () => toast.error(t('settings.security.failed')),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <PasswordField
        label={t('settings.security.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('settings.security.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('settings.security.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="self-start" loading={changePassword.isPending}>
        {changePassword.isPending ? t('settings.security.submitting') : t('settings.security.submit')}
      </Button>
    </form>
  );
}
