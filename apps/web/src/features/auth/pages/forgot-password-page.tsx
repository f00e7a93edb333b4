import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';

import { ForgotPasswordSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useForgotPassword } from '../api/forgot-password';
import { authLinkClassName, AuthScreen } from '../components/auth-screen';
import { messageOf } from '../redirect';

/** Request a reset code (spec section 2), then enter it on /otp-verification. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { identifier: '' } });

  const submit = form.handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onSuccess: () => void navigate(paths.otpVerification(), { state: { identifier: values.identifier } }),
      // Spec section 8 names 'Login failed' as this page's failure text.
      onError: (error) => toast.error(messageOf(error, t('auth.toast.loginFailed'))),
    }),
  );

  return (
    <AuthScreen
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.subtitle')}
      footer={
        <Link to={paths.login()} className={authLinkClassName}>
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.fields.identifier')}
          placeholder={t('auth.fields.identifierPlaceholder')}
          autoComplete="username"
          error={form.formState.errors.identifier?.message}
          {...form.register('identifier')}
        />
        <Button type="submit" size="lg" loading={forgotPassword.isPending} className="mt-2 w-full">
          {t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
