import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';

import { OTP_LENGTH_DEFAULT } from '@dokan/domain/constants';
import { otpCodeSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';
import { useSettings } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

/** How many digits a code has: the shop's setting, else the spec's four. */
export function useOtpLength(): number {
  return useSettings().data?.otpLength ?? OTP_LENGTH_DEFAULT;
}

/**
 * The code entry of both code pages: one box per digit and a Verify button. A code that is not all
 * digits, or a page reached without the identifier it needs, is refused with 'Invalid OTP or session
 * expired' (spec section 5) before anything is sent.
 */
export function OtpForm({
  length,
  hasSession,
  pending,
  onVerify,
}: {
  length: number;
  /** Whether the page knows who the code is for (carried from the previous page). */
  hasSession: boolean;
  pending: boolean;
  onVerify: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = Array.from({ length }, (_, index) => digits[index] ?? '').join('');
    if (!hasSession || !otpCodeSchema(length).safeParse(code).success) {
      setInvalid(true);
      toast.error(t('auth.toast.otpInvalid'));
      return;
    }
    onVerify(code);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <OtpInput
        length={length}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setInvalid(false);
        }}
        label={t('auth.otp.codeLabel')}
        invalid={invalid}
        disabled={pending}
        autoFocus
      />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {t('auth.otp.submit')}
      </Button>
    </form>
  );
}
