/**
 * An order's timeline: every change of its status and every word from its courier, with who or
 * what made it, when, and from where. The admin reads all of it; the shopper (and a guest on
 * /track) the same entries without the name of the shop's staff.
 */
import { z } from 'zod';

import { ORDER_STATUSES } from './constants.ts';

/** What happened: a status the order reached, or a step that moves no status. */
export const ORDER_EVENT_KINDS = [
  'placed',
  ...ORDER_STATUSES.filter((status) => status !== 'pending'),
  'paid',
  'booked',
  'in-transit',
  'out-for-delivery',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * Where it came from: the shopper, the shop's staff, the courier's webhook, our poll of the
 * courier, a payment gateway, or the shop's own housekeeping (an abandoned card payment).
 */
export const ORDER_EVENT_SOURCES = [
  'shopper',
  'admin',
  'courier-webhook',
  'courier-poll',
  'payment',
  'system',
] as const;
export type OrderEventSource = (typeof ORDER_EVENT_SOURCES)[number];

export const OrderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  source: z.enum(ORDER_EVENT_SOURCES),
  /** Who: the staff member's name (admin view only), or the courier's name. */
  actor: z.string().nullable(),
  /** The courier's own words ("Package arrived at the sorting center"), or the admin's note. */
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
