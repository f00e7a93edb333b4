/**
 * RedX's open API (openapi.redx.com.bd/v1.0.0-beta): the merchant's token as `API-ACCESS-TOKEN:
 * Bearer ...` on every request; POST /parcel (one parcel, answered `{tracking_id}`), GET
 * /parcel/info/{id} (its status and charge), GET /parcel/track/{id} (its steps in English and
 * Bangla), GET /areas?district_name= (the delivery areas a parcel must name). RedX posts status
 * changes to the callback URL the merchant registers, with any credential in the URL's query: ours
 * is `?token=`. RedX has no bulk endpoint, so several parcels are booked one request each.
 */
import { z } from 'zod';

import {
  type BookedParcel,
  COURIER_TIMEOUT_MS,
  type CourierDriver,
  CourierRefused,
  CourierUnavailable,
  type CourierUpdate,
  notificationKey,
  type ParcelProgress,
  type ParcelRequest,
  sameSecret,
  takaField,
  type WebhookReading,
} from './courier-driver.ts';
import { matchRedxArea, type RedxArea } from './redx-areas.ts';

export interface RedxConfig {
  /** The merchant's API access token (a JWT from RedX's merchant panel). */
  token: string;
  /** https://openapi.redx.com.bd/v1.0.0-beta (https://sandbox.redx.com.bd/v1.0.0-beta to test). */
  apiUrl: string;
  /** The `token` query value of the callback URL registered with RedX; null refuses every webhook. */
  webhookToken: string | null;
}

const NAME = 'RedX';
/** Grams sent when the admin gave no weight: RedX requires one, and half a kilo is its first slab. */
export const REDX_DEFAULT_WEIGHT_GRAMS = 500;
/** How long a district's delivery areas are kept before RedX is asked again. */
const AREAS_TTL_MS = 12 * 60 * 60_000;

/**
 * RedX's statuses in the shop's terms. `ready-for-delivery`: RedX has the parcel from the shop
 * (picked up, so the order is shipped); `delivery-in-progress`: with a rider; `returned`: back at
 * the shop. Pickup pending, on hold, returning and an area change move nothing.
 */
export function redxProgress(status: string): ParcelProgress {
  switch (status) {
    case 'ready-for-delivery':
      return 'shipped';
    case 'delivery-in-progress':
      return 'out-for-delivery';
    case 'delivered':
      return 'delivered';
    case 'returned':
      return 'returned';
    default:
      return null;
  }
}

/** RedX's public page for a parcel. */
export const redxTrackingUrl = (trackingId: string) =>
  `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(trackingId)}`;

const CreatedSchema = z.object({ tracking_id: z.string().min(1) });
const InfoSchema = z.object({
  parcel: z.object({
    tracking_id: z.string(),
    status: z.string().min(1),
    charge: z.union([z.number(), z.string()]).nullish(),
  }),
});
const TrackSchema = z.object({
  tracking: z.array(z.object({ message_en: z.string(), message_bn: z.string().nullish(), time: z.string() })),
});
const AreasSchema = z.object({
  areas: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      post_code: z.union([z.number(), z.string()]).nullish(),
      division_name: z.string().nullish(),
    }),
  ),
});
const WebhookSchema = z.object({
  tracking_number: z.string().min(1),
  timestamp: z.string().nullish(),
  status: z.string().min(1),
  message_en: z.string().nullish(),
  message_bn: z.string().nullish(),
  invoice_number: z.string().nullish(),
});

/** The reason RedX gives: `message`, or the first of its field errors. */
function refusalOf(body: unknown): string {
  const parsed = z
    .object({
      message: z.string().optional(),
      errors: z.array(z.unknown()).or(z.record(z.string(), z.unknown())).optional(),
    })
    .safeParse(body);
  if (!parsed.success) return 'no reason given';
  return parsed.data.message || 'no reason given';
}

export function createRedxDriver(config: RedxConfig): CourierDriver {
  const base = config.apiUrl.replace(/\/$/, '');
  const areasByDistrict = new Map<string, { areas: RedxArea[]; at: number }>();

  /** One request; a network failure, a timeout, a 5xx, a refused token or an answer that is not JSON mean RedX is unavailable. */
  async function request(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'API-ACCESS-TOKEN': `Bearer ${config.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(COURIER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
    // A refused token is the shop's setup, not the parcel: nothing is booked, and the log says why.
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      throw new CourierUnavailable(NAME, new Error(`HTTP ${response.status}`));
    }
    try {
      return { status: response.status, json: await response.json() };
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
  }

  /** The district's delivery areas, kept for a while (RedX's list changes rarely); the whole list when RedX spells the district otherwise. */
  async function areasOf(district: string): Promise<RedxArea[]> {
    const key = district.trim().toLowerCase();
    const cached = areasByDistrict.get(key);
    if (cached && Date.now() - cached.at < AREAS_TTL_MS) return cached.areas;
    const fetchAreas = async (query: string) => {
      const { status, json } = await request(`/areas${query}`);
      const parsed = AreasSchema.safeParse(json);
      if (status !== 200 || !parsed.success) throw new CourierUnavailable(NAME, new Error(refusalOf(json)));
      return parsed.data.areas;
    };
    let areas = await fetchAreas(`?district_name=${encodeURIComponent(district)}`);
    if (!areas.length) areas = await fetchAreas('');
    areasByDistrict.set(key, { areas, at: Date.now() });
    return areas;
  }

  async function book(parcel: ParcelRequest): Promise<BookedParcel> {
    const areas = await areasOf(parcel.place.district);
    const area = matchRedxArea(areas, {
      city: parcel.place.city,
      district: parcel.place.district,
      address: parcel.recipientAddress,
    });
    if (!area) {
      throw new CourierRefused(
        NAME,
        `it has no delivery area matching "${parcel.place.city}, ${parcel.place.district}"`,
      );
    }
    const { status, json } = await request('/parcel', {
      customer_name: parcel.recipientName.slice(0, 100),
      customer_phone: parcel.recipientPhone,
      delivery_area: area.name,
      delivery_area_id: area.id,
      customer_address: parcel.recipientAddress.slice(0, 250),
      merchant_invoice_id: parcel.invoice,
      cash_collection_amount: String(parcel.codAmountTaka),
      parcel_weight: parcel.weightGrams ?? REDX_DEFAULT_WEIGHT_GRAMS,
      instruction: parcel.note ?? '',
      value: String(parcel.declaredValueTaka),
      parcel_details_json: [
        { name: parcel.itemDescription.slice(0, 250), category: 'general', value: parcel.declaredValueTaka },
      ],
    });
    const created = CreatedSchema.safeParse(json);
    if (status !== 200 && status !== 201) throw new CourierRefused(NAME, refusalOf(json));
    if (!created.success) throw new CourierUnavailable(NAME, new Error('no tracking_id in the answer'));
    const trackingId = created.data.tracking_id;
    return {
      consignmentId: trackingId,
      trackingCode: trackingId,
      trackingUrl: redxTrackingUrl(trackingId),
      courierStatus: 'pickup-pending',
      deliveryChargePoisha: null,
    };
  }

  return {
    courier: 'redx',

    book,

    async bookMany(parcels) {
      const answers: Array<BookedParcel | { error: string }> = [];
      for (const parcel of parcels) {
        try {
          answers.push(await book(parcel));
        } catch (error) {
          // An outage stops the run: the parcels after it are not sent, each says why (all of them: a 502).
          if (error instanceof CourierUnavailable) {
            if (!answers.length) throw error;
            while (answers.length < parcels.length) answers.push({ error: error.message });
            return answers;
          }
          answers.push({ error: error instanceof Error ? error.message : `${NAME} refused the parcel` });
        }
      }
      return answers;
    },

    async status(trackingId) {
      const id = encodeURIComponent(trackingId);
      const info = await request(`/parcel/info/${id}`);
      const parsed = InfoSchema.safeParse(info.json);
      if (info.status !== 200 || !parsed.success) throw new CourierUnavailable(NAME, new Error(refusalOf(info.json)));
      const { status, charge } = parsed.data.parcel;
      // The step's words for the timeline: RedX's latest tracking message, when it answers.
      let message: string | null = null;
      const track = await request(`/parcel/track/${id}`).catch(() => null);
      const steps = TrackSchema.safeParse(track?.json);
      if (steps.success && steps.data.tracking.length) {
        message = steps.data.tracking.toSorted((a, b) => a.time.localeCompare(b.time)).at(-1)!.message_en;
      }
      return {
        consignmentId: trackingId,
        courierStatus: status,
        progress: redxProgress(status),
        message,
        deliveryChargePoisha: takaField(charge),
        // The poll and the webhook tell of the same status: each status of a parcel is applied once.
        key: notificationKey('redx-status', trackingId, status),
      };
    },

    readWebhook(_headers, body, query): WebhookReading {
      const token = typeof query?.token === 'string' ? query.token : null;
      if (!config.webhookToken || !sameSecret(token, config.webhookToken)) return { kind: 'forged' };
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success) return { kind: 'malformed', message: 'Invalid payload: not a RedX status update.' };
      const note = parsed.data;
      const update: CourierUpdate = {
        consignmentId: note.tracking_number,
        courierStatus: note.status,
        progress: redxProgress(note.status),
        message: note.message_en ?? null,
        deliveryChargePoisha: null,
        key: notificationKey('redx-status', note.tracking_number, note.status),
      };
      return { kind: 'update', update };
    },
  };
}
