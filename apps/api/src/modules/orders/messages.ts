/** The words of the messages a customer gets: the order placed, and its parcel on the way and delivered. */
import { formatTaka, ORDER_ID_DISPLAY_LENGTH, poishaToTaka } from '@dokan/domain';

import type { Message } from '../notifications/notifications.service.ts';
import type { OrderRow } from './orders.repository.ts';

/** The number shoppers know an order by (the id's last characters), which /track asks for. */
export function orderNumber(order: Pick<OrderRow, 'id'>): string {
  return order.id.slice(-ORDER_ID_DISPLAY_LENGTH);
}

/** Where anyone with the order's number and phone follows it, without signing in. */
export function trackingPage(publicUrl: string, order: Pick<OrderRow, 'id'>): string {
  return `${publicUrl.replace(/\/$/, '')}/track?order=${orderNumber(order)}`;
}

/** By e-mail when the order has an address, else by SMS to its phone; both name the tracking page. */
export function orderConfirmation(order: OrderRow, trackUrl: string): Message {
  const number = orderNumber(order);
  const total = formatTaka(poishaToTaka(order.totalPoisha));
  const payment =
    order.paymentMethod === 'cash'
      ? 'Pay cash on delivery.'
      : order.paymentMethod === 'mobile-banking'
        ? 'We will confirm your mobile-banking payment shortly.'
        : 'Your order is confirmed once the online payment goes through.';
  const line = `Dokan: order #${number} placed. Total ${total}. ${payment} Track it: ${trackUrl}`;
  if (!order.customerEmail) return { channel: 'sms', recipient: order.phone, body: line };
  return {
    channel: 'email',
    recipient: order.customerEmail,
    subject: `Your Dokan order #${number}`,
    body:
      `Hello ${order.customerName},\n\nThank you for your order #${number}.\n\n` +
      `Total: ${total} (delivery ${formatTaka(poishaToTaka(order.deliveryFeePoisha))})\n` +
      `Deliver to: ${order.addressDetails}, ${order.city}, ${order.district}, ${order.division}\n` +
      `Phone: ${order.phone}\n\n${payment}\nTransaction id: ${order.transactionId}\n\nFollow it under My Orders, or at ${trackUrl} with your phone number.`,
  };
}

export type ParcelNews = 'shipped' | 'out-for-delivery' | 'delivered';

const PARCEL_NEWS: Record<ParcelNews, (number: string) => string> = {
  shipped: (number) => `Your order #${number} is on its way.`,
  'out-for-delivery': (number) => `Your order #${number} is out for delivery today.`,
  delivered: (number) => `Your order #${number} has been delivered. Thank you for shopping with Dokan.`,
};

/** The parcel's news by SMS to the order's phone, and by e-mail too when the order has an address. */
export function parcelNews(order: OrderRow, news: ParcelNews, trackUrl: string): Message[] {
  const number = orderNumber(order);
  const line = PARCEL_NEWS[news](number);
  const messages: Message[] = [];
  if (order.phone) messages.push({ channel: 'sms', recipient: order.phone, body: `Dokan: ${line} Track: ${trackUrl}` });
  if (order.customerEmail) {
    messages.push({
      channel: 'email',
      recipient: order.customerEmail,
      subject: `Your Dokan order #${number}`,
      body: `Hello ${order.customerName},\n\n${line}\n\nFollow it at ${trackUrl} with your phone number.`,
    });
  }
  return messages;
}
