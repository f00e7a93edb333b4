/** The words of every e-mail and SMS the shop sends about an account, in the person's language. */
import { formatCount, type Locale } from '@dokan/domain';

import type { Message } from '../notifications/notifications.service.ts';

const SHOP = { en: 'Dokan', bn: 'দোকান' } satisfies Record<Locale, string>;

export function activationEmail(email: string, name: string, link: string, hours: number, language: Locale): Message {
  const within = formatCount(hours, language);
  const words = {
    en: {
      subject: `Activate your ${SHOP.en} account`,
      body:
        `Hello ${name},\n\nWelcome to ${SHOP.en}! Open this link to activate your account:\n\n${link}\n\n` +
        `The link works once and expires in ${within} hours. If you did not sign up, ignore this e-mail.`,
    },
    bn: {
      subject: `আপনার ${SHOP.bn} অ্যাকাউন্ট চালু করুন`,
      body:
        `প্রিয় ${name},\n\n${SHOP.bn}-এ স্বাগতম! অ্যাকাউন্ট চালু করতে এই লিংকটি খুলুন:\n\n${link}\n\n` +
        `লিংকটি একবারই কাজ করবে এবং ${within} ঘণ্টা পরে এর মেয়াদ শেষ হবে। আপনি নিবন্ধন না করে থাকলে এই ইমেইলটি উপেক্ষা করুন।`,
    },
  }[language];
  return { channel: 'email', recipient: email, ...words };
}

export function codeMessage(
  to: { kind: 'email'; email: string } | { kind: 'phone'; phone: string },
  purpose: 'verify_phone' | 'reset_password' | 'confirm_phone',
  code: string,
  minutes: number,
  language: Locale,
): Message {
  const within = formatCount(minutes, language);
  // The code stays in Latin digits: it is typed back into a form.
  const words = {
    en: {
      what: { verify_phone: 'verification', confirm_phone: 'order confirmation', reset_password: 'password reset' }[
        purpose
      ],
      line: (what: string) =>
        `Your ${SHOP.en} ${what} code is ${code}. It expires in ${within} minutes. Never share it with anyone.`,
      subject: (what: string) => `Your ${SHOP.en} ${what} code`,
      ignore: 'If you did not ask for it, you can ignore this e-mail; your password stays as it is.',
    },
    bn: {
      what: { verify_phone: 'যাচাইয়ের', confirm_phone: 'অর্ডার নিশ্চিত করার', reset_password: 'পাসওয়ার্ড রিসেটের' }[
        purpose
      ],
      line: (what: string) =>
        `আপনার ${SHOP.bn} ${what} কোড ${code}। ${within} মিনিট পরে এর মেয়াদ শেষ হবে। কাউকে এই কোড জানাবেন না।`,
      subject: (what: string) => `আপনার ${SHOP.bn} ${what} কোড`,
      ignore: 'আপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    },
  }[language];
  const line = words.line(words.what);
  if (to.kind === 'phone') return { channel: 'sms', recipient: to.phone, body: line };
  return {
    channel: 'email',
    recipient: to.email,
    subject: words.subject(words.what),
    body: `${line}\n\n${words.ignore}`,
  };
}
