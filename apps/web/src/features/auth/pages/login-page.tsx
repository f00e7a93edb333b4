import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';

import { LoginSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useSignIn } from '../api/sign-in';
import { authLinkClassName, AuthScreen, OrDivider } from '../components/auth-screen';
import { GoogleSignIn } from '../components/google-sign-in';
import { messageOf } from '../redirect';
import { useFinishSignIn } from '../use-finish-sign-in';

/** Sign in (spec section 2): e-mail or phone and password, or Google. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signIn = useSignIn();
  const finishSignIn = useFinishSignIn();
  const form = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { identifier: '', password: '' } });
  const { errors } = form.formState;
  // A visitor's Add to Cart or Buy Now waits for their sign-in, or sign-up (decision 059).
  useEffect(() => {
    if ((location.state as { purchase?: unknown } | null)?.purchase) {
      void import('../purchase-intent').then((purchases) => purchases.keepArrivingPurchase(location.state));
    }
  }, [location.state]);

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (session) => finishSignIn(session, t('auth.toast.loginSuccess')),
      onError: (error) => toast.error(messageOf(error, t('auth.toast.loginFailed'))),
    }),
  );

  return (
    <AuthScreen
      framed
      title={t('auth.login.title')}
      description={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          {/* The origin travels on, so signing up and then in still ends where the shopper started. */}
          <Link to={paths.register()} state={location.state} className={authLinkClassName}>
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      <title>{`${t('auth.login.title')} | ${t('shop.name')}`}</title>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.fields.identifier')}
          placeholder={t('auth.fields.identifierPlaceholder')}
          autoComplete="username"
          error={errors.identifier?.message}
          {...form.register('identifier')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          aside={
            <Link to={paths.forgotPassword()} className={`text-sm ${authLinkClassName}`}>
              {t('auth.login.forgotPassword')}
            </Link>
          }
          {...form.register('password')}
        />
        <Button type="submit" size="lg" loading={signIn.isPending} className="mt-2 w-full">
          {t('auth.login.submit')}
        </Button>
      </form>
      <GoogleSignIn text="signin_with" before={<OrDivider label={t('auth.or')} />} />
    </AuthScreen>
  );
}
