/** The words of the message a customer gets when an order is placed, in their language. */
import { formatTaka, type Locale, ORDER_ID_DISPLAY_LENGTH, poishaToTaka } from '@dokan/domain';

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
    },
    sms: (number: string, total: string, payment: string, transaction: string) =>
      `Dokan: order #${number} placed. Total ${total}. ${payment} Transaction ${transaction}.`,
    subject: (number: string) => `Your Dokan order #${number}`,
    body: (o: ConfirmedOrder, number: string, total: string, fee: string, payment: string) =>
      `Hello ${o.customerName},\n\nThank you for your order #${number}.\n\n` +
      `Total: ${total} (delivery ${fee})\n` +
      `Deliver to: ${o.addressDetails}, ${o.city}, ${o.district}, ${o.division}\n` +
      `Phone: ${o.phone}\n\n${payment}\nTransaction id: ${o.transactionId}\n\nFollow it under My Orders.`,
  },
  bn: {
    payment: {
      cash: 'পণ্য হাতে পেয়ে টাকা দিন।',
      'mobile-banking': 'আপনার মোবাইল ব্যাংকিং পেমেন্ট শিগগিরই নিশ্চিত করা হবে।',
      ssl: 'অনলাইন পেমেন্ট সম্পন্ন হলেই আপনার অর্ডার নিশ্চিত হবে।',
      bkash: 'বিকাশ পেমেন্ট সম্পন্ন হলেই আপনার অর্ডার নিশ্চিত হবে।',
    },
    sms: (number: string, total: string, payment: string, transaction: string) =>
      `দোকান: অর্ডার #${number} দেওয়া হয়েছে। মোট ${total}। ${payment} ট্রানজেকশন ${transaction}।`,
    subject: (number: string) => `আপনার দোকান অর্ডার #${number}`,
    body: (o: ConfirmedOrder, number: string, total: string, fee: string, payment: string) =>
      `প্রিয় ${o.customerName},\n\nআপনার অর্ডার #${number} এর জন্য ধন্যবাদ।\n\n` +
      `মোট: ${total} (ডেলিভারি ${fee})\n` +
      `ঠিকানা: ${o.addressDetails}, ${o.city}, ${o.district}, ${o.division}\n` +
      `ফোন: ${o.phone}\n\n${payment}\nট্রানজেকশন আইডি: ${o.transactionId}\n\n"আমার অর্ডার" পাতায় অর্ডারটির খবর রাখুন।`,
  },
} satisfies Record<Locale, unknown>;

/** By e-mail when the order has an address, else by SMS to its phone. */
export function orderConfirmation(order: ConfirmedOrder, language: Locale): Message {
  const words = WORDS[language];
  const number = order.id.slice(-ORDER_ID_DISPLAY_LENGTH);
  const total = formatTaka(poishaToTaka(order.totalPoisha), language);
  const payment = words.payment[order.paymentMethod];
  if (!order.customerEmail) {
    return { channel: 'sms', recipient: order.phone, body: words.sms(number, total, payment, order.transactionId) };
  }
  const fee = formatTaka(poishaToTaka(order.deliveryFeePoisha), language);
  return {
    channel: 'email',
    recipient: order.customerEmail,
    subject: words.subject(number),
    body: words.body(order, number, total, fee, payment),
  };
}
