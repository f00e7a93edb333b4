/**
 * The owner's caps on what a shopper can make the shop do (decision 071): orders placed per account
 * and per address, cash-on-delivery orders open at once per account and per phone, and SMS per
 * phone per day. Each is a whole number the owner sets in /admin; the defaults fit a small shop.
 */
import { z } from 'zod';

export interface OrderCaps {
  /** Orders one account may place in an hour. */
  ordersPerAccountHour: number;
  /** Orders one address may place in an hour: thousands of phones share one behind a mobile network's NAT. */
  ordersPerAddressHour: number;
  /** Cash-on-delivery orders one account may have open (placed, processing or shipped) at once. */
  openCodPerAccount: number;
  /** The same, to one phone, from any number of accounts. */
  openCodPerPhone: number;
  /** SMS the shop sends one phone in 24 hours: codes and order news together. */
  smsPerPhoneDay: number;
}

export const DEFAULT_ORDER_CAPS: OrderCaps = {
  ordersPerAccountHour: 10,
  ordersPerAddressHour: 100,
  openCodPerAccount: 5,
  openCodPerPhone: 3,
  smsPerPhoneDay: 10,
};

/** Above this a cap no longer holds anything back; the owner may still turn it up to here. */
export const ORDER_CAPS_MAX = 100_000;

const cap = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(ORDER_CAPS_MAX, `${what} must be at most ${ORDER_CAPS_MAX}`);

/** The caps as /admin sends and reads them (PUT /settings/order-caps). */
export const OrderCapsSchema = z.object({
  ordersPerAccountHour: cap('Orders per account in an hour'),
  ordersPerAddressHour: cap('Orders per address in an hour'),
  openCodPerAccount: cap('Open cash on delivery orders per account'),
  openCodPerPhone: cap('Open cash on delivery orders per phone'),
  smsPerPhoneDay: cap('SMS per phone in a day'),
}) satisfies z.ZodType<OrderCaps>;

/** Why a cash-on-delivery order was refused when the account or the phone has as many open as the owner allows. */
export function openCodRefusal(open: { accountOrders: number; phoneOrders: number }, caps: OrderCaps): string | null {
  if (open.accountOrders >= caps.openCodPerAccount) {
    return `You have ${open.accountOrders} cash on delivery orders on their way. Please pay for this one online, or order again when one has arrived.`;
  }
  if (open.phoneOrders >= caps.openCodPerPhone) {
    return `This phone has ${open.phoneOrders} cash on delivery orders on their way. Please pay for this one online, or order again when one has arrived.`;
  }
  return null;
}
