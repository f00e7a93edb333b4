/** The couriers the shop books parcels with, and what the admin sends to book one. */
import { z } from 'zod';

import { ORDER_STATUSES } from './constants.ts';
import { OrderEventSchema } from './order-timeline.ts';
import { normalizeBdPhone } from './phone.ts';
import { plainText } from './plain-text.ts';

/** `sandbox`: the shop's own stand-in on a laptop where no real courier is configured (decision 060). */
export const COURIERS = ['steadfast', 'pathao', 'redx', 'sandbox'] as const;
export type Courier = (typeof COURIERS)[number];

export const COURIER_NAMES: Record<Courier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
  sandbox: 'Sandbox courier',
};

/**
 * What the sandbox courier can do with a parcel, as a rider and a hub would: pick it up, carry it
 * on, hand it over or bring it back. Each step is also the parcel's status afterwards (its first is
 * `booked`).
 */
export const SANDBOX_PARCEL_STEPS = ['picked-up', 'in-transit', 'delivered', 'returned'] as const;
export type SandboxParcelStep = (typeof SANDBOX_PARCEL_STEPS)[number];

const SANDBOX_NEXT: Record<string, readonly SandboxParcelStep[]> = {
  booked: ['picked-up'],
  'picked-up': ['in-transit', 'delivered', 'returned'],
  'in-transit': ['delivered', 'returned'],
};

/** The steps a sandbox parcel can take from its status: none once it is delivered or back. */
export function sandboxStepsAfter(status: string): readonly SandboxParcelStep[] {
  return SANDBOX_NEXT[status] ?? [];
}

/** POST /couriers/sandbox/parcels/{consignmentId}: the step the owner makes the sandbox courier take. */
export const SandboxStepSchema = z.object({
  step: z.enum(SANDBOX_PARCEL_STEPS, { message: `step must be one of ${SANDBOX_PARCEL_STEPS.join(', ')}` }),
});
export type SandboxStep = z.infer<typeof SandboxStepSchema>;

/** Steadfast's note field and the admin's note on a parcel. */
export const PARCEL_NOTE_MAX_LENGTH = 250;
/** Grams: the couriers' largest regular parcel is well under this. */
export const PARCEL_MAX_WEIGHT_GRAMS = 30_000;

export const BookParcelSchema = z.object({
  courier: z.enum(COURIERS, { message: `courier must be one of ${COURIERS.join(', ')}` }),
  /** Taka to collect on delivery; the order's amount due unless the admin changes it. */
  codAmount: z
    .number({ message: 'COD amount must be a number' })
    .int('COD amount must be whole taka')
    .min(0, 'COD amount cannot be negative')
    .max(10_000_000, 'COD amount is too large'),
  weightGrams: z
    .number({ message: 'Weight must be a number' })
    .int('Weight must be whole grams')
    .min(1, 'Weight must be at least 1 gram')
    .max(PARCEL_MAX_WEIGHT_GRAMS, `Weight can be at most ${PARCEL_MAX_WEIGHT_GRAMS} grams`)
    .optional(),
  note: z
    .string()
    .overwrite(plainText)
    .max(PARCEL_NOTE_MAX_LENGTH, `Note can be at most ${PARCEL_NOTE_MAX_LENGTH} characters`)
    .optional(),
  /** Where Pathao delivers: its own city, zone and (optionally) area ids, picked from its lists. */
  pathaoLocation: z
    .object({
      cityId: z.number({ message: 'Choose a Pathao city' }).int().positive('Choose a Pathao city'),
      zoneId: z.number({ message: 'Choose a Pathao zone' }).int().positive('Choose a Pathao zone'),
      areaId: z.number().int().positive().nullable().optional(),
    })
    .optional(),
});
export type BookParcel = z.infer<typeof BookParcelSchema>;

export const ConsignmentSchema = z.object({
  courier: z.enum(COURIERS),
  consignmentId: z.string(),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  courierStatus: z.string(),
  codAmount: z.number(),
  deliveryCharge: z.number().nullable(),
  weightGrams: z.number().nullable(),
  note: z.string().nullable(),
  bookedAt: z.string(),
});
export type Consignment = z.infer<typeof ConsignmentSchema>;

/** GET /couriers/orders/{orderId}: the order's parcel, the couriers the shop can book with, and the COD due. */
export const OrderParcelSchema = z.object({
  consignment: ConsignmentSchema.nullable(),
  couriers: z.array(z.enum(COURIERS)),
  /** Taka to collect on delivery: the order's total unless it is paid already. */
  codDue: z.number(),
  /** A sandbox parcel's next steps, for this computer only (decision 060); empty otherwise. */
  sandboxSteps: z.array(z.enum(SANDBOX_PARCEL_STEPS)),
});
export type OrderParcel = z.infer<typeof OrderParcelSchema>;

/** A place a courier delivers to, in its own list (Pathao's cities, zones and areas). */
export const CourierPlaceSchema = z.object({ id: z.number(), name: z.string() });

/** /track: an order's number (the last characters of its id) and the phone it was placed with. */
export const TrackQuerySchema = z.object({
  order: z
    .string({ message: 'Enter your order number' })
    .trim()
    .transform((value) => value.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f]{6}$/, 'An order number is 6 letters and digits, as in your order message')),
  phone: z
    .string({ message: 'Enter the phone number the order was placed with' })
    .trim()
    .transform((value) => normalizeBdPhone(value) ?? '')
    .pipe(z.string().min(1, 'Enter the 11-digit mobile number the order was placed with')),
});
export type TrackQuery = z.input<typeof TrackQuerySchema>;

/** What anyone with the order's number and phone sees: its status, timeline and the courier's tracking page. */
export const TrackedOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  timeline: z.array(OrderEventSchema),
  courier: z.enum(COURIERS).nullable(),
  trackingUrl: z.string().nullable(),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

export const TRACK_NOT_FOUND_MESSAGE = 'No order matches this number and phone. Please check both.';
