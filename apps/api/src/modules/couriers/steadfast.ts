/**
 * Steadfast's merchant API (portal.packzy.com/api/v1): Api-Key and Secret-Key headers on every
 * request; /create_order and /create_order/bulk-order (up to 500 parcels, `data` a JSON array),
 * /status_by_cid, /status_by_invoice, /status_by_trackingcode and /get_balance. Its webhooks
 * (`delivery_status`, `tracking_update`) carry the token the merchant set as a bearer token.
 */
import { z } from 'zod';

import {
  bearerToken,
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

export interface SteadfastConfig {
  apiKey: string;
  secretKey: string;
  /** https://portal.packzy.com/api/v1 */
  apiUrl: string;
  /** The token Steadfast sends our webhook as `Authorization: Bearer ...`; null refuses every webhook. */
  webhookToken: string | null;
}

export const STEADFAST_BULK_MAX = 500;
const NAME = 'Steadfast';

/**
 * Steadfast's statuses (its poll answers snake_case, its webhooks "Delivered", "Partial Delivered")
 * in the shop's terms. A parcel still "pending" has been picked up and is on its way; a cancelled
 * one comes back to the shop. A partial delivery and anything "unknown" wait for the admin.
 */
function progressOf(status: string): ParcelProgress {
  switch (status) {
    case 'pending':
      return 'shipped';
    case 'delivered':
    case 'delivered_approval_pending':
      return 'delivered';
    case 'cancelled':
    case 'cancelled_approval_pending':
      return 'returned';
    default:
      return null;
  }
}

const normalStatus = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const CreatedSchema = z.object({
  status: z.literal(200),
  consignment: z.object({
    consignment_id: z.union([z.number(), z.string()]),
    tracking_code: z.string().nullish(),
    status: z.string(),
  }),
});
const BulkItemSchema = z.object({
  invoice: z.union([z.string(), z.number()]),
  consignment_id: z.union([z.number(), z.string()]).nullish(),
  tracking_code: z.string().nullish(),
  status: z.string(),
  error: z.unknown().optional(),
});
const StatusSchema = z.object({ status: z.literal(200), delivery_status: z.string() });

const WebhookSchema = z.discriminatedUnion('notification_type', [
  z.object({
    notification_type: z.literal('delivery_status'),
    consignment_id: z.union([z.number(), z.string()]),
    invoice: z.union([z.string(), z.number()]).nullish(),
    cod_amount: z.union([z.number(), z.string()]).nullish(),
    status: z.string().min(1),
    delivery_charge: z.union([z.number(), z.string()]).nullish(),
    tracking_message: z.string().nullish(),
    updated_at: z.string().nullish(),
  }),
  z.object({
    notification_type: z.literal('tracking_update'),
    consignment_id: z.union([z.number(), z.string()]),
    invoice: z.union([z.string(), z.number()]).nullish(),
    tracking_message: z.string().min(1),
    updated_at: z.string().nullish(),
  }),
]);

/** Steadfast's public tracking page for a parcel. */
export const steadfastTrackingUrl = (trackingCode: string) =>
  `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;

/** The reason in a refusal: its message, or the first of its field errors. */
function refusalOf(body: unknown): string {
  const parsed = z
    .object({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() })
    .safeParse(body);
  if (!parsed.success) return 'no reason given';
  const firstError = Object.values(parsed.data.errors ?? {})[0]?.[0];
  return firstError ?? parsed.data.message ?? 'no reason given';
}

export function createSteadfastDriver(config: SteadfastConfig): CourierDriver {
  const base = config.apiUrl.replace(/\/$/, '');

  /** One request; a network failure, a timeout, a 5xx or an answer that is not JSON mean Steadfast is unavailable. */
  async function request(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'Api-Key': config.apiKey,
          'Secret-Key': config.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(COURIER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
    if (response.status >= 500) throw new CourierUnavailable(NAME, new Error(`HTTP ${response.status}`));
    try {
      return { status: response.status, json: await response.json() };
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
  }

  const orderFields = (parcel: ParcelRequest) => ({
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName.slice(0, 100),
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.recipientAddress.slice(0, 250),
    cod_amount: parcel.codAmountTaka,
    note: parcel.note ?? undefined,
    item_description: parcel.itemDescription,
    total_lot: parcel.itemCount,
    delivery_type: 0,
  });

  const booked = (
    consignmentId: string | number,
    trackingCode: string | null | undefined,
    status: string,
  ): BookedParcel => ({
    consignmentId: String(consignmentId),
    trackingCode: trackingCode ?? null,
    trackingUrl: trackingCode ? steadfastTrackingUrl(trackingCode) : null,
    courierStatus: status,
    deliveryChargePoisha: null,
  });

  return {
    courier: 'steadfast',

    async book(parcel) {
      const { json } = await request('/create_order', orderFields(parcel));
      const created = CreatedSchema.safeParse(json);
      if (!created.success) throw new CourierRefused(NAME, refusalOf(json));
      const { consignment } = created.data;
      return booked(consignment.consignment_id, consignment.tracking_code, consignment.status);
    },

    async bookMany(parcels) {
      if (parcels.length > STEADFAST_BULK_MAX)
        throw new CourierRefused(NAME, `at most ${STEADFAST_BULK_MAX} parcels at once`);
      const { json } = await request('/create_order/bulk-order', { data: JSON.stringify(parcels.map(orderFields)) });
      // The answer is the array itself, or the array under `data` when some items were refused.
      const items = z.array(BulkItemSchema).safeParse(Array.isArray(json) ? json : (json as { data?: unknown })?.data);
      if (!items.success) throw new CourierRefused(NAME, refusalOf(json));
      const byInvoice = new Map(items.data.map((item) => [String(item.invoice), item]));
      return parcels.map((parcel) => {
        const item = byInvoice.get(parcel.invoice);
        if (!item || item.status !== 'success' || item.consignment_id == null) {
          return { error: `${NAME} refused the parcel${item?.error ? `: ${JSON.stringify(item.error)}` : ''}` };
        }
        return booked(item.consignment_id, item.tracking_code, 'in_review');
      });
    },

    async status(consignmentId) {
      const { json } = await request(`/status_by_cid/${encodeURIComponent(consignmentId)}`);
      const answer = StatusSchema.safeParse(json);
      if (!answer.success) throw new CourierUnavailable(NAME, new Error(refusalOf(json)));
      const status = normalStatus(answer.data.delivery_status);
      return {
        consignmentId,
        courierStatus: status,
        progress: progressOf(status),
        message: null,
        deliveryChargePoisha: null,
        // A poll repeats the same status until it changes: each status is applied once.
        key: notificationKey('poll', consignmentId, status),
      };
    },

    readWebhook(headers, body): WebhookReading {
      if (!config.webhookToken || !sameSecret(bearerToken(headers), config.webhookToken)) return { kind: 'forged' };
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success) return { kind: 'malformed', message: 'Invalid payload: not a Steadfast notification.' };
      const note = parsed.data;
      const consignmentId = String(note.consignment_id);
      let update: CourierUpdate;
      if (note.notification_type === 'delivery_status') {
        const status = normalStatus(note.status);
        update = {
          consignmentId,
          courierStatus: status,
          progress: progressOf(status),
          message: note.tracking_message ?? null,
          deliveryChargePoisha: takaField(note.delivery_charge),
          key: notificationKey(note.notification_type, consignmentId, status, note.updated_at ?? null),
        };
      } else {
        update = {
          consignmentId,
          courierStatus: '',
          progress: /out for delivery/i.test(note.tracking_message) ? 'out-for-delivery' : 'in-transit',
          message: note.tracking_message,
          deliveryChargePoisha: null,
          key: notificationKey(note.notification_type, consignmentId, note.tracking_message, note.updated_at ?? null),
        };
      }
      return { kind: 'update', update };
    },
  };
}

/** Steadfast's answer to a webhook it sent, as its documentation shows. */
export const STEADFAST_WEBHOOK_ANSWERS = {
  received: { status: 'success', message: 'Webhook received successfully.' },
  forged: { status: 'error', message: 'Unauthorized.' },
} as const;
