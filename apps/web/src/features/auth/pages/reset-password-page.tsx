import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';

import { ResetPasswordFormSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useResetPassword } from '../api/reset-password';
import { AuthScreen } from '../components/auth-screen';
import { NewPasswordFields } from '../components/new-password-fields';
import { carried, messageOf } from '../redirect';

/** A new password (spec section 2) for the identifier whose reset code was verified, then to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identifier = carried(useLocation().state, 'identifier');
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(({ password }) => {
    if (!identifier) {
      // Reached without a verified code: nothing to reset.
      toast.error(t('auth.toast.otpInvalid'));
      return;
    }
    resetPassword.mutate(
      { identifier, password },
      {
        onSuccess: () => {
          toast.success(t('auth.toast.resetSuccess'));
          void navigate(paths.login(), { replace: true });
        },
        onError: (error) => toast.error(messageOf(error, t('auth.toast.resetFailed'))),
      },
    );
  });

  return (
    <AuthScreen title={t('auth.resetPassword.title')} description={t('auth.resetPassword.subtitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={identifier} readOnly />
        <NewPasswordFields form={form} label={t('auth.fields.newPassword')} />
        <Button type="submit" size="lg" loading={resetPassword.isPending} className="mt-2 w-full">
          {t('auth.resetPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
