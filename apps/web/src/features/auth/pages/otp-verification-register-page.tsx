import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useVerifyOtp } from '../api/verify-otp';
import { AuthScreen } from '../components/auth-screen';
import { OtpForm, useOtpLength } from '../components/otp-form';
import { carried, messageOf } from '../redirect';

/** The phone sign-up code (spec section 2): verified for the phone carried from /register, then to /login. */
export function OtpVerificationRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = carried(useLocation().state, 'phone');
  const length = useOtpLength();
  const verifyOtp = useVerifyOtp();

  return (
    <AuthScreen
      title={t('auth.otpRegister.title')}
      description={
        phone ? t('auth.otp.sentTo', { length, destination: phone }) : t('auth.otpRegister.subtitle', { length })
      }
    >
      <OtpForm
        length={length}
        hasSession={phone !== ''}
        pending={verifyOtp.isPending}
        onVerify={(code) =>
          verifyOtp.mutate(
            { phone, code },
            {
              onSuccess: () => {
                toast.success(t('auth.toast.phoneVerified'));
                void navigate(paths.login(), { replace: true });
              },
              onError: (error) => toast.error(messageOf(error, t('auth.toast.otpFailed'))),
            },
          )
        }
      />
    </AuthScreen>
  );
}
