/**
 * One interface for every courier (Steadfast, Pathao, RedX): book a parcel, ask for its status,
 * and read its webhooks. Each driver speaks its courier's merchant API and turns the courier's
 * own statuses into the few steps the shop cares about.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import type { Courier } from '@dokan/domain';

/** What the shop sends a courier for one order. */
export interface ParcelRequest {
  /** Our reference, unique per parcel: the order's id, so a second booking of it is refused by the courier too. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** Taka to collect from the buyer. */
  codAmountTaka: number;
  /** What the goods are worth in taka (the order's total), for the courier's compensation. */
  declaredValueTaka: number;
  note: string | null;
  weightGrams: number | null;
  itemDescription: string;
  itemCount: number;
  /** The shipping address's parts as the shopper chose them, for couriers that deliver to places of their own lists (Pathao, RedX). */
  place: { district: string; city: string; details: string };
  /** Pathao's city, zone and area the admin picked; matched from `place` when absent. */
  pathaoLocation?: { cityId: number; zoneId: number; areaId?: number | null } | undefined;
}

export interface BookedParcel {
  consignmentId: string;
  trackingCode: string | null;
  trackingUrl: string | null;
  courierStatus: string;
  /** What the courier charges for it, when it says at booking. */
  deliveryChargePoisha: number | null;
}

/**
 * Where a parcel is, in the shop's terms: picked up (the order is shipped), on its way, out for
 * delivery, delivered, or back at the shop (the buyer refused it). Null: nothing the order shows
 * (waiting for review, on hold, a partial delivery the admin settles by hand).
 */
export type ParcelProgress = 'shipped' | 'in-transit' | 'out-for-delivery' | 'delivered' | 'returned' | null;

export interface CourierUpdate {
  consignmentId: string;
  courierStatus: string;
  progress: ParcelProgress;
  /** The courier's own words, kept on the timeline. */
  message: string | null;
  deliveryChargePoisha: number | null;
  /** Identifies this notification: the same one sent twice is applied once. */
  key: string;
}

/** How a webhook request reads: refused, not understood, a handshake to answer, or news of a parcel. */
export type WebhookReading =
  | { kind: 'forged' }
  | { kind: 'malformed'; message: string }
  | { kind: 'handshake' }
  /** Genuine, but about nothing the shop tracks (a courier's news about the merchant's stores). */
  | { kind: 'ignored' }
  | { kind: 'update'; update: CourierUpdate };

export interface CourierDriver {
  courier: Courier;
  book(parcel: ParcelRequest): Promise<BookedParcel>;
  /** Many parcels in one request where the courier allows it; each answered with its parcel or the courier's refusal. */
  bookMany(parcels: ParcelRequest[]): Promise<Array<BookedParcel | { error: string }>>;
  /** The parcel's status now, for couriers polled rather than heard from. */
  status(consignmentId: string): Promise<CourierUpdate>;
  /** `query`: the callback URL's query, where couriers such as RedX carry the merchant's credential. */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
    query?: Record<string, unknown>,
  ): WebhookReading;
}

/** The courier did not answer, or not in its protocol: nothing was booked. */
export class CourierUnavailable extends Error {
  constructor(courier: string, cause?: unknown, message?: string) {
    super(
      message ?? `${courier} is not answering right now. The order is not booked; please try again in a few minutes.`,
    );
    this.name = 'CourierUnavailable';
    this.cause = cause;
  }
}

/** The courier answered and refused the parcel (a bad phone, an unknown area): its reason, for the admin. */
export class CourierRefused extends Error {
  constructor(courier: string, reason: string) {
    super(`${courier} refused the parcel: ${reason}`);
    this.name = 'CourierRefused';
  }
}

export const COURIER_TIMEOUT_MS = 15_000;

/** Taka as a courier sends it (a number or "1500.00") to poisha; null when absent or not a number. */
export function takaField(value: unknown): number | null {
  const taka = typeof value === 'string' ? Number(value) : value;
  return typeof taka === 'number' && Number.isFinite(taka) && taka >= 0 ? Math.round(taka * 100) : null;
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers.authorization;
  const header = Array.isArray(value) ? value[0] : value;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() ?? null;
}

/** Compares a secret a caller presented with ours in constant time (their digests, so lengths may differ). */
export function sameSecret(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** A short stable key for a notification's content. */
export function notificationKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}
