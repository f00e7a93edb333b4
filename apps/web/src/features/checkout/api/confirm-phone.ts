import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

interface ConfirmedPhone {
  phone: string;
  verified: boolean;
}

/**
 * POST /user/confirm-phone/send-code: an SMS code to the order's phone, asked by the COD rules
 * before a first large cash-on-delivery order (decision 041). One a minute, five a day.
 */
export function sendPhoneCode(phone: string): Promise<ConfirmedPhone> {
  return apiRequest<ConfirmedPhone>('/user/confirm-phone/send-code', { method: 'POST', body: { phone } });
}

/** POST /user/confirm-phone: the code typed back; the phone then counts as verified for later orders. */
export function confirmPhone(body: { phone: string; code: string }): Promise<ConfirmedPhone> {
  return apiRequest<ConfirmedPhone>('/user/confirm-phone', { method: 'POST', body });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export function useConfirmPhone() {
  return useMutation({ mutationFn: confirmPhone });
}
