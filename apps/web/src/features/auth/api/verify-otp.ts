import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/**
 * POST /user/verify-otp, one path for both codes (spec section 7): {phone, code} confirms a phone
 * sign-up; {identifier, code} confirms a reset, and the server then sets the short-lived cookie that
 * /user/reset-password asks for.
 */
export type VerifyOtpRequest = { phone: string; code: string } | { identifier: string; code: string };

export function verifyOtp(body: VerifyOtpRequest): Promise<unknown> {
  return apiRequest<unknown>('/user/verify-otp', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
