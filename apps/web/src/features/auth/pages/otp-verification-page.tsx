import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useVerifyOtp } from '../api/verify-otp';
import { AuthScreen } from '../components/auth-screen';
import { OtpForm, useOtpLength } from '../components/otp-form';
import { carried, messageOf } from '../redirect';

/** The reset code (spec section 2): verified for the identifier carried from /forgot-password. */
export function OtpVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identifier = carried(useLocation().state, 'identifier');
  const length = useOtpLength();
  const verifyOtp = useVerifyOtp();

  return (
    <AuthScreen
      title={t('auth.otp.title')}
      description={
        identifier ? t('auth.otp.sentTo', { length, destination: identifier }) : t('auth.otp.subtitle', { length })
      }
    >
      <OtpForm
        length={length}
        hasSession={identifier !== ''}
        pending={verifyOtp.isPending}
        onVerify={(code) =>
          verifyOtp.mutate(
            { identifier, code },
            {
              onSuccess: () => void navigate(paths.resetPassword(), { state: { identifier } }),
              onError: (error) => toast.error(messageOf(error, t('auth.toast.otpFailed'))),
            },
          )
        }
      />
    </AuthScreen>
  );
}
