/** The words of the messages a customer gets, in their language: the order placed, and its parcel on the way and delivered. */
import {
  type DivisionAreas,
  formatTaka,
  type Locale,
  localPlaces,
  ORDER_ID_DISPLAY_LENGTH,
  poishaToTaka,
} from '@dokan/domain';

import type { Message } from '../notifications/notifications.service.ts';
import type { OrderRow } from './orders.repository.ts';

/** What the message says of an order: known before it is written, so it goes in the same statement. */
type ConfirmedOrder = Pick<
  OrderRow,
  | 'id'
  | 'totalPoisha'
  | 'deliveryFeePoisha'
  | 'paymentMethod'
  | 'transactionId'
  | 'customerName'
  | 'phone'
  | 'addressDetails'
  | 'city'
  | 'district'
  | 'division'
> & { customerEmail?: string | null };

const WORDS = {
  en: {
    payment: {
      cash: 'Pay cash on delivery.',
      'mobile-banking': 'We will confirm your mobile-banking payment shortly.',
      ssl: 'Your order is confirmed once the online payment goes through.',
      bkash: 'Your order is confirmed once the bKash payment goes through.',
      nagad: 'Your order is confirmed once the Nagad payment goes through.',
    },
    sms: (number: string, total: string, payment: string, track: string) =>
      `Dokan: order #${number} placed. Total ${total}. ${payment} Track it: ${track}`,
    subject: (number: string) => `Your Dokan order #${number}`,
    body: (o: ConfirmedOrder, number: string, total: string, fee: string, payment: string, track: string) =>
      `Hello ${o.customerName},\n\nThank you for your order #${number}.\n\n` +
      `Total: ${total} (delivery ${fee})\n` +
      `Deliver to: ${o.addressDetails}, ${o.city}, ${o.district}, ${o.division}\n` +
      `Phone: ${o.phone}\n\n${payment}\nTransaction id: ${o.transactionId}\n\nFollow it under My Orders, or at ${track} with your phone number.`,
  },
  bn: {
    payment: {
      cash: 'পণ্য হাতে পেয়ে টাকা দিন।',
      'mobile-banking': 'আপনার মোবাইল ব্যাংকিং পেমেন্ট শিগগিরই নিশ্চিত করা হবে।',
      ssl: 'অনলাইন পেমেন্ট সম্পন্ন হলেই আপনার অর্ডার নিশ্চিত হবে।',
      bkash: 'বিকাশ পেমেন্ট সম্পন্ন হলেই আপনার অর্ডার নিশ্চিত হবে।',
      nagad: 'নগদ পেমেন্ট সম্পন্ন হলেই আপনার অর্ডার নিশ্চিত হবে।',
    },
    sms: (number: string, total: string, payment: string, track: string) =>
      `দোকান: অর্ডার #${number} দেওয়া হয়েছে। মোট ${total}। ${payment} অর্ডারের খবর: ${track}`,
    subject: (number: string) => `আপনার দোকান অর্ডার #${number}`,
    body: (o: ConfirmedOrder, number: string, total: string, fee: string, payment: string, track: string) =>
      `প্রিয় ${o.customerName},\n\nআপনার অর্ডার #${number} এর জন্য ধন্যবাদ।\n\n` +
      `মোট: ${total} (ডেলিভারি ${fee})\n` +
      `ঠিকানা: ${o.addressDetails}, ${o.city}, ${o.district}, ${o.division}\n` +
      `ফোন: ${o.phone}\n\n${payment}\nট্রানজেকশন আইডি: ${o.transactionId}\n\n"আমার অর্ডার" পাতায়, অথবা ফোন নম্বর দিয়ে ${track} ঠিকানায় অর্ডারটির খবর রাখুন।`,
  },
} satisfies Record<Locale, unknown>;

/** The number shoppers know an order by (the id's last characters), which /track asks for. */
export function orderNumber(order: Pick<OrderRow, 'id'>): string {
  return order.id.slice(-ORDER_ID_DISPLAY_LENGTH);
}

/** Where anyone with the order's number and phone follows it, without signing in. */
export function trackingPage(publicUrl: string, order: Pick<OrderRow, 'id'>): string {
  return `${publicUrl.replace(/\/$/, '')}/track?order=${orderNumber(order)}`;
}

/** Where a placed order's confirmation goes: an e-mail address, or a phone for an SMS. */
export type ConfirmationTo = { channel: 'email' | 'sms'; recipient: string } | null;

/**
 * Who is told of a placed order (decision 071): the order's e-mail address; else its phone when the
 * shopper confirmed it or had an order delivered there (`phoneTrusted`), so that an order cannot
 * send the shop's SMS to a stranger's number; else the account's own e-mail or confirmed phone.
 */
export function confirmationTo(
  order: Pick<OrderRow, 'customerEmail' | 'phone'>,
  account: { email: string | null; phone: string | null; isPhoneVerified: boolean },
  phoneTrusted: boolean,
): ConfirmationTo {
  if (order.customerEmail) return { channel: 'email', recipient: order.customerEmail };
  if (phoneTrusted) return { channel: 'sms', recipient: order.phone };
  if (account.email) return { channel: 'email', recipient: account.email };
  if (account.phone && account.isPhoneVerified) return { channel: 'sms', recipient: account.phone };
  return null;
}

/**
 * The confirmation, to whom `confirmationTo` chose; both name the tracking page. The places read in
 * the message's language (`areas`: the division's, for its city's Bangla name).
 */
export function orderConfirmation(
  order: ConfirmedOrder,
  to: NonNullable<ConfirmationTo>,
  language: Locale,
  trackUrl: string,
  areas?: DivisionAreas,
): Message {
  const words = WORDS[language];
  const number = orderNumber(order);
  const total = formatTaka(poishaToTaka(order.totalPoisha), language);
  const payment = words.payment[order.paymentMethod];
  if (to.channel === 'sms') {
    return { channel: 'sms', recipient: to.recipient, body: words.sms(number, total, payment, trackUrl) };
  }
  const fee = formatTaka(poishaToTaka(order.deliveryFeePoisha), language);
  return {
    channel: 'email',
    recipient: to.recipient,
    subject: words.subject(number),
    body: words.body(localPlaces(order, language, areas), number, total, fee, payment, trackUrl),
  };
}

export type ParcelNews = 'shipped' | 'out-for-delivery' | 'delivered';

const PARCEL_NEWS = {
  en: {
    news: {
      shipped: (number: string) => `Your order #${number} is on its way.`,
      'out-for-delivery': (number: string) => `Your order #${number} is out for delivery today.`,
      delivered: (number: string) => `Your order #${number} has been delivered. Thank you for shopping with Dokan.`,
    },
    sms: (line: string, track: string) => `Dokan: ${line} Track: ${track}`,
    subject: (number: string) => `Your Dokan order #${number}`,
    body: (name: string, line: string, track: string) =>
      `Hello ${name},\n\n${line}\n\nFollow it at ${track} with your phone number.`,
  },
  bn: {
    news: {
      shipped: (number: string) => `আপনার অর্ডার #${number} পথে আছে।`,
      'out-for-delivery': (number: string) => `আপনার অর্ডার #${number} আজ ডেলিভারির জন্য বের হয়েছে।`,
      delivered: (number: string) => `আপনার অর্ডার #${number} পৌঁছে গেছে। দোকান থেকে কেনাকাটার জন্য ধন্যবাদ।`,
    },
    sms: (line: string, track: string) => `দোকান: ${line} অর্ডারের খবর: ${track}`,
    subject: (number: string) => `আপনার দোকান অর্ডার #${number}`,
    body: (name: string, line: string, track: string) =>
      `প্রিয় ${name},\n\n${line}\n\nফোন নম্বর দিয়ে ${track} ঠিকানায় অর্ডারটির খবর রাখুন।`,
  },
} satisfies Record<Locale, unknown>;

/** The parcel's news by SMS to the order's phone, and by e-mail too when the order has an address. */
export function parcelNews(order: OrderRow, news: ParcelNews, trackUrl: string, language: Locale): Message[] {
  return orderNews(order, PARCEL_NEWS[language].news[news](orderNumber(order)), trackUrl, language);
}

/** One line of news about an order, with its /track link: by SMS to its phone, and by e-mail when it has an address. */
function orderNews(order: OrderRow, line: string, trackUrl: string, language: Locale): Message[] {
  const words = PARCEL_NEWS[language];
  const messages: Message[] = [];
  if (order.phone) messages.push({ channel: 'sms', recipient: order.phone, body: words.sms(line, trackUrl) });
  if (order.customerEmail) {
    messages.push({
      channel: 'email',
      recipient: order.customerEmail,
      subject: words.subject(orderNumber(order)),
      body: words.body(order.customerName, line, trackUrl),
    });
  }
  return messages;
}

const PAYMENT_REJECTED = {
  en: {
    line: (number: string, provider: string, reason: string) =>
      `We could not confirm your ${provider} payment for order #${number}: ${reason}. The order is cancelled; if you sent money, contact us with the transaction id.`,
    providers: { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', none: 'mobile banking' },
  },
  bn: {
    line: (number: string, provider: string, reason: string) =>
      `অর্ডার #${number}-এর ${provider} পেমেন্ট আমরা নিশ্চিত করতে পারিনি: ${reason}। অর্ডারটি বাতিল করা হয়েছে; টাকা পাঠিয়ে থাকলে ট্রানজেকশন আইডিসহ আমাদের সাথে যোগাযোগ করুন।`,
    providers: { bkash: 'বিকাশ', nagad: 'নগদ', rocket: 'রকেট', none: 'মোবাইল ব্যাংকিং' },
  },
} satisfies Record<Locale, unknown>;

/** The admin did not find the shopper's transfer: why, by SMS to the order's phone and by e-mail when it has one. */
export function paymentRejected(order: OrderRow, reason: string, trackUrl: string, language: Locale): Message[] {
  const rejected = PAYMENT_REJECTED[language];
  const provider = rejected.providers[order.mobileBankingProvider ?? 'none'];
  return orderNews(order, rejected.line(orderNumber(order), provider, reason), trackUrl, language);
}
