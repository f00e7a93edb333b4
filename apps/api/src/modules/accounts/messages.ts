/** The words of every e-mail and SMS the shop sends about an account. */
import type { Message } from '../notifications/notifications.service.ts';

const SHOP = 'Dokan';

export function activationEmail(email: string, name: string, link: string, hours: number): Message {
  return {
    channel: 'email',
    recipient: email,
    subject: `Activate your ${SHOP} account`,
    body:
      `Hello ${name},\n\nWelcome to ${SHOP}! Open this link to activate your account:\n\n${link}\n\n` +
      `The link works once and expires in ${hours} hours. If you did not sign up, ignore this e-mail.`,
  };
}

export function codeMessage(
  to: { kind: 'email'; email: string } | { kind: 'phone'; phone: string },
  purpose: 'verify_phone' | 'reset_password',
  code: string,
  minutes: number,
): Message {
  const what = purpose === 'verify_phone' ? 'verification' : 'password reset';
  const line = `Your ${SHOP} ${what} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
  if (to.kind === 'phone') return { channel: 'sms', recipient: to.phone, body: line };
  return {
    channel: 'email',
    recipient: to.email,
    subject: `Your ${SHOP} ${what} code`,
    body: `${line}\n\nIf you did not ask for it, you can ignore this e-mail; your password stays as it is.`,
  };
}
