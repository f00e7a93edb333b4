/**
 * The sandbox courier: the shop's own stand-in for a courier on a laptop where none is configured,
 * as the sandbox gateway stands in for bKash (decision 060). It books at once (a consignment id, a
 * tracking code, a charge from a price list like the couriers' own) and moves a parcel only when the
 * owner makes it: each step reaches the shop as a webhook with its bearer token, read and applied as
 * a real courier's are. It keeps nothing of its own: a parcel is where the shop last heard it was.
 */
import { randomBytes, randomInt } from 'node:crypto';

import { z } from 'zod';

import { SANDBOX_PARCEL_STEPS, type SandboxParcelStep } from '@dokan/domain';

import {
  bearerToken,
  type BookedParcel,
  type CourierDriver,
  type CourierUpdate,
  notificationKey,
  type ParcelProgress,
  type ParcelRequest,
  sameSecret,
  type WebhookReading,
} from './courier-driver.ts';
import type { CouriersRepository } from './couriers.repository.ts';

/** Where the sandbox courier's webhooks arrive, under /api. */
export const SANDBOX_WEBHOOK_PATH = '/couriers/sandbox/webhook';

/** A sandbox parcel's status once booked; its later statuses are the steps it took. */
export const SANDBOX_BOOKED = 'booked';

/** Each step in the shop's terms: picked up ships the order, delivered collects the cash, returned puts the stock back. */
const PROGRESS: Record<SandboxParcelStep, ParcelProgress> = {
  'picked-up': 'shipped',
  'in-transit': 'in-transit',
  delivered: 'delivered',
  returned: 'returned',
};

/** The sandbox's price list, shaped as the Bangladeshi couriers' are: a city rate, a country rate, and weight beyond a kilo. */
const RATE_TAKA = { insideDhaka: 60, outsideDhaka: 110, perExtraKg: 15 };

export function sandboxChargePoisha(district: string, weightGrams: number | null): number {
  const base = district.trim().toLowerCase() === 'dhaka' ? RATE_TAKA.insideDhaka : RATE_TAKA.outsideDhaka;
  const extraKg = Math.max(0, Math.ceil((weightGrams ?? 0) / 1000) - 1);
  return (base + extraKg * RATE_TAKA.perExtraKg) * 100;
}

const WebhookSchema = z.object({
  consignment_id: z.string().min(1),
  status: z.enum(SANDBOX_PARCEL_STEPS),
  updated_at: z.string().nullish(),
});
type SandboxWebhook = z.infer<typeof WebhookSchema>;

export interface SandboxCourier extends CourierDriver {
  /** The webhook the sandbox sends the shop when a parcel takes `step`: its headers and body. */
  notification(
    consignmentId: string,
    step: SandboxParcelStep,
  ): { headers: Record<string, string>; body: SandboxWebhook };
}

/** `repository`: the shop's parcels, which are all the sandbox remembers. */
export function createSandboxCourier(repository: Pick<CouriersRepository, 'byCourierId'>): SandboxCourier {
  // Its webhooks come from this very process, so a token of this process's own is enough and is never written down.
  const webhookToken = randomBytes(32).toString('hex');

  const updateOf = (consignmentId: string, status: string): CourierUpdate => ({
    consignmentId,
    courierStatus: status,
    progress: Object.hasOwn(PROGRESS, status) ? PROGRESS[status as SandboxParcelStep] : null,
    message: null,
    deliveryChargePoisha: null,
    // A step is taken once: the same step heard again (or read by a poll afterwards) is not applied twice.
    key: notificationKey('sandbox', consignmentId, status),
  });

  // The shop has checked the phone and address at checkout: the sandbox accepts every parcel.
  const book = (parcel: ParcelRequest): BookedParcel => ({
    consignmentId: `SBX${randomInt(100_000_000, 1_000_000_000)}`,
    trackingCode: randomBytes(5).toString('hex').toUpperCase(),
    // No public page to follow it on: the owner moves it from the order's courier panel.
    trackingUrl: null,
    courierStatus: SANDBOX_BOOKED,
    deliveryChargePoisha: sandboxChargePoisha(parcel.place.district, parcel.weightGrams),
  });

  return {
    courier: 'sandbox',

    book: async (parcel) => book(parcel),

    bookMany: async (parcels) => parcels.map(book),

    async status(consignmentId) {
      const parcel = await repository.byCourierId('sandbox', consignmentId);
      return updateOf(consignmentId, parcel?.courierStatus ?? SANDBOX_BOOKED);
    },

    readWebhook(headers, body): WebhookReading {
      if (!sameSecret(bearerToken(headers), webhookToken)) return { kind: 'forged' };
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success)
        return { kind: 'malformed', message: 'Invalid payload: not a sandbox courier notification.' };
      return { kind: 'update', update: updateOf(parsed.data.consignment_id, parsed.data.status) };
    },

    notification(consignmentId, step) {
      return {
        headers: { authorization: `Bearer ${webhookToken}`, 'content-type': 'application/json' },
        body: { consignment_id: consignmentId, status: step, updated_at: new Date().toISOString() },
      };
    },
  };
}
