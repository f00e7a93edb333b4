/** The words of the message a customer gets when an order is placed. */
import { formatTaka, ORDER_ID_DISPLAY_LENGTH, poishaToTaka } from '@dokan/domain';

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

/** By e-mail when the order has an address, else by SMS to its phone. */
export function orderConfirmation(order: ConfirmedOrder): Message {
  const number = order.id.slice(-ORDER_ID_DISPLAY_LENGTH);
  const total = formatTaka(poishaToTaka(order.totalPoisha));
  const payment =
    order.paymentMethod === 'cash'
      ? 'Pay cash on delivery.'
      : order.paymentMethod === 'mobile-banking'
        ? 'We will confirm your mobile-banking payment shortly.'
        : 'Your order is confirmed once the online payment goes through.';
  const line = `Dokan: order #${number} placed. Total ${total}. ${payment} Transaction ${order.transactionId}.`;
  if (!order.customerEmail) return { channel: 'sms', recipient: order.phone, body: line };
  return {
    channel: 'email',
    recipient: order.customerEmail,
    subject: `Your Dokan order #${number}`,
    body:
      `Hello ${order.customerName},\n\nThank you for your order #${number}.\n\n` +
      `Total: ${total} (delivery ${formatTaka(poishaToTaka(order.deliveryFeePoisha))})\n` +
      `Deliver to: ${order.addressDetails}, ${order.city}, ${order.district}, ${order.division}\n` +
      `Phone: ${order.phone}\n\n${payment}\nTransaction id: ${order.transactionId}\n\nFollow it under My Orders.`,
  };
}
