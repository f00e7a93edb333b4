import { useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EMAIL_VERIFICATION_REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';

import { useVerifyAccount } from '../api/verify-account';
import { AuthScreen } from '../components/auth-screen';
import { useGoOnAfterSignIn } from '../use-go-on-after-sign-in';

/** Spec section 8's text for a refused verification link. */
function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const message = error instanceof Error ? error.message : '';
    if (/expired/i.test(message)) return t('auth.toast.verifyExpired');
    if ((error instanceof ApiError && error.status === 409) || /already/i.test(message)) {
      return t('auth.toast.verifyAlready');
    }
    return error instanceof ApiError && error.fromServer ? message : t('auth.toast.verifyFailed');
  };
}

/**
 * E-mail verification (spec section 2): verifies the link's token on arrival, then on to /login.
 * An answer that starts the session takes the shopper on as signed in (/login sends them to Home),
 * and the page says so rather than promise a login page they will not see; a purchase they asked for
 * before signing up, in this browser, is carried out instead (decision 059).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const goOn = useGoOnAfterSignIn();
  const verify = useVerifyAccount();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once per link, even when React runs the effect twice in development.
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: (session) => {
        // An answer that carries a user and a token starts the session (spec section 7).
        if (session?.user && session.accessToken) {
          useAuthStore.getState().setSession({ user: session.user, accessToken: session.accessToken });
        }
        toast.success(t('auth.toast.verifySuccess'));
      },
      onError: (error) => {
        const message = failureMessage(error);
        setFailure(message);
        toast.error(message);
      },
    });
  }, [token, verify, failureMessage, t]);

  const signedInName = useAuthStore((state) => (verify.isSuccess && state.token ? state.user?.name : undefined));
  const leave = useEffectEvent(() => {
    if (signedInName) {
      toast.success(t('auth.toast.signedInAs', { name: signedInName }));
      goOn();
    } else void navigate(paths.login(), { replace: true });
  });
  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(leave, EMAIL_VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, signedInName]);

  if (verify.isSuccess) {
    return (
      <AuthScreen
        title={t('auth.verifyEmail.verified')}
        description={t(signedInName ? 'auth.verifyEmail.verifiedSignedIn' : 'auth.verifyEmail.verifiedText')}
      />
    );
  }
  if (verify.isError) {
    return (
      <AuthScreen title={t('auth.verifyEmail.failed')} description={failure}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link to={paths.register()}>{t('auth.verifyEmail.goRegister')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="sm:flex-1">
            <Link to={paths.login()}>{t('auth.verifyEmail.goLogin')}</Link>
          </Button>
        </div>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('auth.verifyEmail.verifying')} description={t('auth.verifyEmail.verifyingText')}>
      <Spinner className="py-4" />
    </AuthScreen>
  );
}
