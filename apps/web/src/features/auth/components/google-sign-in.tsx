import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';

import { Skeleton } from '@/components/ui/skeleton';
import { GOOGLE_BUTTON_SIZES_PX } from '@/config/constants';
import { useSettings } from '@/features/shop';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

import { GoogleLoginError, useGoogleLogin } from '../api/google-login';
import { useFinishSignIn } from '../use-finish-sign-in';
import { type GoogleCredentialResponse, loadGoogleIdentity } from './google-identity';

/** Google renders its button at most this wide. */
const GOOGLE_BUTTON_MAX_WIDTH = 400;

/** Spec section 8's texts for a failed Google sign-in. */
function useGoogleErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof GoogleLoginError) return t(`auth.toast.${error.reason}`);
    if (error instanceof ApiError && error.status > 0)
      return error.fromServer ? error.message : t('auth.toast.googleFailed');
    return t('auth.toast.googleRetry');
  };
}

function GoogleButton({ clientId, text }: { clientId: string; text: 'signin_with' | 'signup_with' }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const googleLogin = useGoogleLogin();
  const finishSignIn = useFinishSignIn();
  const errorMessage = useGoogleErrorMessage();

  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    if (!response.credential) {
      toast.error(t('auth.toast.googleNoCredential'));
      return;
    }
    googleLogin.mutate(response.credential, {
      onSuccess: (session) => finishSignIn(session, t('auth.toast.googleSuccess')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  useEffect(() => {
    let live = true;
    loadGoogleIdentity()
      .then((identity) => {
        const parent = container.current;
        if (!live || !parent) return;
        identity.initialize({ client_id: clientId, callback: (response) => onCredential(response) });
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          width: Math.min(GOOGLE_BUTTON_MAX_WIDTH, parent.offsetWidth || GOOGLE_BUTTON_MAX_WIDTH),
          locale: 'en',
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn(error);
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [clientId, text]);

  // Without Google's script (blocked, offline) there is no button to offer.
  if (status === 'failed') return null;
  return (
    <div className="relative flex justify-center" style={{ minHeight: GOOGLE_BUTTON_SIZES_PX.large }}>
      {status === 'loading' && <Skeleton className="absolute inset-0 rounded-lg" />}
      <div ref={container} className="flex w-full max-w-[400px] justify-center" />
      {googleLogin.isPending && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 rounded-lg bg-white/90 text-sm font-medium text-gray-700"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          {t('auth.google.signingIn')}
        </div>
      )}
    </div>
  );
}

/**
 * The Google button of the sign-in and sign-up pages: shown only when the shop has a Google client id
 * (GET /api/settings), and only then is Google's script fetched. Google's credential goes to the server
 * as authCode.
 */
export function GoogleSignIn({ text, before }: { text: 'signin_with' | 'signup_with'; before?: ReactNode }) {
  const clientId = useSettings().data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      {before}
      <GoogleButton clientId={clientId} text={text} />
    </>
  );
}
