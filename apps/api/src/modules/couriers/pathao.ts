/**
 * Pathao's merchant API ("Aladdin", https://api-hermes.pathao.com/aladdin/api/v1): an OAuth token
 * from /issue-token (grant_type password, then refresh_token) as a bearer token on every call;
 * /city-list, /cities/{id}/zone-list and /zones/{id}/area-list (Pathao delivers to its own places,
 * by id), /stores, /merchant/price-plan, /orders and /orders/{consignment_id}/info. Its webhooks
 * carry the secret the merchant set as `X-PATHAO-Signature`; the first one, `webhook_integration`,
 * must be answered 202 with the header Pathao's panel names (docs/decisions/039).
 */
import { z } from 'zod';

import { type CourierPlace, matchPlace, placeInText } from '@dokan/domain';

import { badRequest } from '../../lib/errors.ts';
import { createSharedToken } from '../../lib/shared-token.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
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
import type { CouriersRepository, CourierToken } from './couriers.repository.ts';

export interface PathaoConfig {
  clientId: string;
  clientSecret: string;
  /** The merchant's login email and password, as Pathao's token grant asks. */
  username: string;
  password: string;
  /** The store parcels are picked up from; null takes the merchant's default (or first) store. */
  storeId: number | null;
  /** https://api-hermes.pathao.com (https://courier-api-sandbox.pathao.com to test). */
  apiUrl: string;
  /** The secret set with the webhook in Pathao's panel, sent back as X-PATHAO-Signature; null refuses every webhook. */
  webhookSecret: string | null;
}

/** Where the shop's token is kept for every process: the couriers' own table. */
export type CourierTokenStore = Pick<CouriersRepository, 'token' | 'claimTokenRenewal' | 'saveToken'>;

/** The header, and its exact value, Pathao's panel requires in the answer to its `webhook_integration` call. */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

const NAME = 'Pathao';
const API = '/aladdin/api/v1';
/** A token is renewed this long before it runs out (Pathao's last five days), so no call starts with one about to expire. */
const RENEW_BEFORE_MS = 60 * 60_000;
/** Pathao's places change a few times a year: its lists are kept a day. */
const PLACES_TTL_MS = 24 * 60 * 60_000;
/** Normal delivery, a parcel (not a document): Pathao's codes. */
const DELIVERY_TYPE_NORMAL = 48;
const ITEM_TYPE_PARCEL = 2;
/** Parcels booked at once when booking many (each its own request). */
const BULK_CONCURRENCY = 4;
/** Pathao weighs parcels in kilograms, from half a kilogram. */
const MIN_WEIGHT_KG = 0.5;

export const PATHAO_CREDENTIALS_REFUSED =
  "Pathao refused the shop's API credentials; check PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD. Nothing was booked.";
export const PATHAO_PLACE_UNKNOWN =
  "Pathao's cities and zones match none of this address's names. Book the order on its own and choose them.";

/**
 * Pathao's statuses in the shop's terms. Its webhooks name an event ("order.picked"), its order
 * info a status ("Picked", "In_Transit"): both read here as the event's slug ("picked",
 * "in-transit"). Picked up -> shipped; at a hub or between them -> in transit; with a rider ->
 * out for delivery; a return -> back at the shop. A partial delivery, a failed attempt (the rider
 * tries again), a hold and a pickup cancelled before it left the shop wait for the admin.
 */
function progressOf(slug: string): ParcelProgress {
  switch (slug) {
    case 'picked':
      return 'shipped';
    case 'at-the-sorting-hub':
    case 'in-transit':
    case 'received-at-last-mile-hub':
      return 'in-transit';
    case 'assigned-for-delivery':
      return 'out-for-delivery';
    case 'delivered':
      return 'delivered';
    case 'return':
    case 'returned':
    case 'paid-return':
      return 'returned';
    default:
      return null;
  }
}

/** "order.in-transit", "In_Transit" and "In Transit" as one slug: "in-transit". */
const slugOf = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s_]+/g, '-');

/** Events that say something changed without saying what: the parcel's status stays as it was. */
const NO_STATUS_EVENTS = new Set(['updated']);

/** Pathao's public tracking page for a parcel (it asks for the recipient's phone too). */
export const pathaoTrackingUrl = (consignmentId: string, phone: string) =>
  `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(consignmentId)}&phone=${encodeURIComponent(phone)}`;

const TokenSchema = z.object({
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
});
const ListSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ code: z.literal(200), data: z.object({ data: z.array(item) }) });
const CitySchema = z.object({ city_id: z.number(), city_name: z.string() });
const ZoneSchema = z.object({ zone_id: z.number(), zone_name: z.string() });
const AreaSchema = z.object({
  area_id: z.number(),
  area_name: z.string(),
  home_delivery_available: z.boolean().optional(),
});
const StoreSchema = z.object({
  store_id: z.number(),
  store_name: z.string(),
  is_active: z.union([z.number(), z.boolean()]).optional(),
  is_default_store: z.boolean().optional(),
});
const CreatedSchema = z.object({
  code: z.literal(200),
  data: z.object({
    consignment_id: z.union([z.string(), z.number()]),
    order_status: z.string(),
    delivery_fee: z.union([z.number(), z.string()]).nullish(),
  }),
});
const PriceSchema = z.object({
  code: z.literal(200),
  data: z.object({ final_price: z.union([z.number(), z.string()]) }),
});
const InfoSchema = z.object({
  code: z.literal(200),
  data: z.object({ consignment_id: z.union([z.string(), z.number()]), order_status: z.string() }),
});
const WebhookSchema = z.object({
  event: z.string().regex(/^order\.[a-z-]+$/),
  consignment_id: z.union([z.string().min(1), z.number()]),
  merchant_order_id: z.string().nullish(),
  updated_at: z.string().nullish(),
  timestamp: z.string().nullish(),
  delivery_fee: z.union([z.number(), z.string()]).nullish(),
  reason: z.string().nullish(),
});

export interface PathaoPlaces {
  cities(): Promise<CourierPlace[]>;
  zones(cityId: number): Promise<CourierPlace[]>;
  areas(zoneId: number): Promise<CourierPlace[]>;
}

export type PathaoDriver = CourierDriver & PathaoPlaces;

/** The reason in a refusal: the first of its field errors, or its message. */
function refusalOf(body: unknown): string {
  const parsed = z
    .object({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() })
    .safeParse(body);
  if (!parsed.success) return 'no reason given';
  return Object.values(parsed.data.errors ?? {})[0]?.[0] ?? parsed.data.message ?? 'no reason given';
}

/** A bearer token Pathao no longer takes (it expired, or was revoked). */
class TokenRefused extends Error {
  constructor(readonly token: string) {
    super('Pathao refused the access token');
  }
}

export function createPathaoDriver(config: PathaoConfig, tokens: CourierTokenStore): PathaoDriver {
  const base = `${config.apiUrl.replace(/\/$/, '')}${API}`;
  let store: Promise<number> | null = null;
  const places = new TtlCache<CourierPlace[]>(PLACES_TTL_MS, 500);

  /** One request; a network failure, a timeout, a 5xx or 429, or an answer that is not JSON mean Pathao is unavailable. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(COURIER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new CourierUnavailable(NAME, new Error(`HTTP ${response.status}`));
    }
    try {
      return { status: response.status, json: await response.json() };
    } catch (error) {
      throw new CourierUnavailable(NAME, error);
    }
  }

  /** Refresh (while there is a refresh token Pathao still takes) or a new grant; stored for every process. */
  async function renew(current: CourierToken | null): Promise<CourierToken> {
    const client = { client_id: config.clientId, client_secret: config.clientSecret };
    let granted: z.infer<typeof TokenSchema> | null = null;
    if (current?.refreshToken) {
      const { json } = await send('POST', '/issue-token', {
        ...client,
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
      });
      granted = TokenSchema.safeParse(json).data ?? null;
    }
    if (!granted) {
      const { json } = await send('POST', '/issue-token', {
        ...client,
        grant_type: 'password',
        username: config.username,
        password: config.password,
      });
      const parsed = TokenSchema.safeParse(json);
      if (!parsed.success) throw new CourierUnavailable(NAME, new Error(refusalOf(json)), PATHAO_CREDENTIALS_REFUSED);
      granted = parsed.data;
    }
    const token = {
      accessToken: granted.access_token,
      // Pathao may answer a refresh without a new refresh token: the old one still stands.
      refreshToken: granted.refresh_token ?? current?.refreshToken ?? '',
      expiresAt: new Date(Date.now() + granted.expires_in * 1000),
    };
    await tokens.saveToken('pathao', token);
    return { courier: 'pathao', renewingUntil: null, updatedAt: new Date(), ...token };
  }

  const shared = createSharedToken({
    load: () => tokens.token('pathao'),
    claim: (seconds, dueSeconds) => tokens.claimTokenRenewal('pathao', seconds, dueSeconds),
    drop: () => tokens.saveToken('pathao', null),
    renew,
    renewBeforeMs: RENEW_BEFORE_MS,
  });

  /**
   * A call with the token. One Pathao no longer takes (401) is dropped for every process, unless
   * another has renewed it meanwhile, and the call made once more.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const attempt = async () => {
      const used = await shared.token();
      const answer = await send(method, path, body, used);
      if (answer.status === 401) throw new TokenRefused(used);
      return answer;
    };
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      shared.forget();
      const stored = await tokens.token('pathao');
      if (stored?.accessToken === error.token) {
        // Expired or revoked: the refresh token may still be good, so it is kept.
        await tokens.saveToken('pathao', {
          accessToken: '',
          refreshToken: stored.refreshToken,
          expiresAt: new Date(0),
        });
      }
      try {
        return await attempt();
      } catch (again) {
        if (again instanceof TokenRefused) throw new CourierUnavailable(NAME, again, PATHAO_CREDENTIALS_REFUSED);
        throw again;
      }
    }
  }

  async function list<T extends z.ZodTypeAny>(path: string, item: T): Promise<Array<z.infer<T>>> {
    const { json } = await call('GET', path);
    const parsed = ListSchema(item).safeParse(json);
    if (!parsed.success) throw new CourierUnavailable(NAME, new Error(refusalOf(json)));
    return parsed.data.data.data;
  }

  const placesApi: PathaoPlaces = {
    cities: () =>
      places.get('cities', async () =>
        (await list('/city-list', CitySchema)).map((city) => ({ id: city.city_id, name: city.city_name.trim() })),
      ),
    zones: (cityId) =>
      places.get(`zones:${cityId}`, async () =>
        (await list(`/cities/${cityId}/zone-list`, ZoneSchema)).map((zone) => ({
          id: zone.zone_id,
          name: zone.zone_name.trim(),
        })),
      ),
    areas: (zoneId) =>
      places.get(`areas:${zoneId}`, async () =>
        (await list(`/zones/${zoneId}/area-list`, AreaSchema)).map((area) => ({
          id: area.area_id,
          name: area.area_name.trim(),
        })),
      ),
  };

  /** The store parcels leave from: the configured one, else the merchant's default store, else its first active one. */
  function storeId(): Promise<number> {
    if (config.storeId) return Promise.resolve(config.storeId);
    store ??= list('/stores', StoreSchema).then(
      (stores) => {
        const chosen =
          stores.find((one) => one.is_default_store) ?? stores.find((one) => Number(one.is_active) === 1) ?? stores[0];
        if (!chosen) throw new CourierRefused(NAME, 'the merchant account has no store to pick parcels up from');
        return chosen.store_id;
      },
      (error: unknown) => {
        store = null;
        throw error;
      },
    );
    return store;
  }

  /** Pathao's city, zone and area for a parcel: the admin's choice, or matched from the address's names. */
  async function locationOf(parcel: ParcelRequest): Promise<{ cityId: number; zoneId: number; areaId: number | null }> {
    if (parcel.pathaoLocation) return { areaId: null, ...parcel.pathaoLocation };
    const { district, city: area, details } = parcel.place;
    const city = matchPlace([district, area], await placesApi.cities());
    if (!city) throw badRequest(PATHAO_PLACE_UNKNOWN);
    const zones = await placesApi.zones(city.id);
    const zone = matchPlace([area], zones) ?? placeInText(details, zones) ?? matchPlace([district], zones);
    if (!zone) throw badRequest(PATHAO_PLACE_UNKNOWN);
    const areas = await placesApi.areas(zone.id);
    return {
      cityId: city.id,
      zoneId: zone.id,
      areaId: (placeInText(details, areas) ?? matchPlace([area], areas))?.id ?? null,
    };
  }

  const weightKg = (grams: number | null) => Math.max(MIN_WEIGHT_KG, Math.round((grams ?? 0) / 100) / 10);

  /** What Pathao charges for a parcel to this place, from the merchant's price plan; null when it does not say. */
  async function priceOf(storeIdValue: number, location: { cityId: number; zoneId: number }, kg: number) {
    const { json } = await call('POST', '/merchant/price-plan', {
      store_id: storeIdValue,
      item_type: ITEM_TYPE_PARCEL,
      delivery_type: DELIVERY_TYPE_NORMAL,
      item_weight: kg,
      recipient_city: location.cityId,
      recipient_zone: location.zoneId,
    });
    const price = PriceSchema.safeParse(json);
    return price.success ? takaField(price.data.data.final_price) : null;
  }

  async function book(parcel: ParcelRequest): Promise<BookedParcel> {
    const [location, storeIdValue] = await Promise.all([locationOf(parcel), storeId()]);
    const kg = weightKg(parcel.weightGrams);
    const { json } = await call('POST', '/orders', {
      store_id: storeIdValue,
      merchant_order_id: parcel.invoice,
      recipient_name: parcel.recipientName.slice(0, 100),
      recipient_phone: parcel.recipientPhone,
      recipient_address: parcel.recipientAddress.slice(0, 220),
      recipient_city: location.cityId,
      recipient_zone: location.zoneId,
      ...(location.areaId ? { recipient_area: location.areaId } : {}),
      delivery_type: DELIVERY_TYPE_NORMAL,
      item_type: ITEM_TYPE_PARCEL,
      item_quantity: Math.max(1, parcel.itemCount),
      item_weight: kg,
      amount_to_collect: parcel.codAmountTaka,
      item_description: parcel.itemDescription,
      ...(parcel.note ? { special_instruction: parcel.note } : {}),
    });
    const created = CreatedSchema.safeParse(json);
    if (!created.success) throw new CourierRefused(NAME, refusalOf(json));
    const consignmentId = String(created.data.data.consignment_id);
    // The parcel is Pathao's now: its charge is asked of the price plan only if the answer left it out.
    const deliveryChargePoisha =
      takaField(created.data.data.delivery_fee) ?? (await priceOf(storeIdValue, location, kg).catch(() => null));
    return {
      consignmentId,
      trackingCode: consignmentId,
      trackingUrl: pathaoTrackingUrl(consignmentId, parcel.recipientPhone),
      courierStatus: slugOf(created.data.data.order_status),
      deliveryChargePoisha,
    };
  }

  return {
    courier: 'pathao',
    ...placesApi,
    book,

    /**
     * One parcel at a time: Pathao's /orders/bulk accepts a batch (202) but answers no consignment
     * ids, so the shop could not keep the parcels. A few at a time, each answered with its parcel
     * or why not; a parcel booked before an outage is kept.
     */
    async bookMany(parcels) {
      const answers: Array<BookedParcel | { error: string }> = new Array(parcels.length);
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < parcels.length; index = next++) {
          try {
            answers[index] = await book(parcels[index]!);
          } catch (error) {
            answers[index] = { error: error instanceof Error ? error.message : `${NAME} did not book the parcel` };
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, parcels.length) }, worker));
      return answers;
    },

    async status(consignmentId) {
      const { json } = await call('GET', `/orders/${encodeURIComponent(consignmentId)}/info`);
      const info = InfoSchema.safeParse(json);
      if (!info.success) throw new CourierUnavailable(NAME, new Error(refusalOf(json)));
      const slug = slugOf(info.data.data.order_status);
      return {
        consignmentId,
        courierStatus: slug,
        progress: progressOf(slug),
        message: null,
        deliveryChargePoisha: null,
        // A poll repeats the same status until it changes: each status is applied once.
        key: notificationKey('poll', consignmentId, slug),
      };
    },

    readWebhook(headers, body): WebhookReading {
      const signature = headers['x-pathao-signature'];
      const presented = Array.isArray(signature) ? signature[0] : signature;
      if (!config.webhookSecret || !sameSecret(presented?.trim(), config.webhookSecret)) return { kind: 'forged' };
      const event = z.object({ event: z.string() }).safeParse(body);
      if (!event.success) return { kind: 'malformed', message: 'Invalid payload: not a Pathao event.' };
      if (event.data.event === 'webhook_integration') return { kind: 'handshake' };
      if (event.data.event.startsWith('store.')) return { kind: 'ignored' };
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success) return { kind: 'malformed', message: 'Invalid payload: not a Pathao event.' };
      const note = parsed.data;
      const slug = slugOf(note.event);
      const consignmentId = String(note.consignment_id);
      const update: CourierUpdate = {
        consignmentId,
        courierStatus: NO_STATUS_EVENTS.has(slug) ? '' : slug,
        progress: progressOf(slug),
        message: note.reason ?? null,
        deliveryChargePoisha: takaField(note.delivery_fee),
        key: notificationKey('webhook', slug, consignmentId, note.updated_at ?? note.timestamp ?? null),
      };
      return { kind: 'update', update };
    },
  };
}
