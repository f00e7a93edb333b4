/**
 * A local server that speaks Pathao's merchant API (Aladdin, /aladdin/api/v1), for the API tests:
 * /issue-token (grant_type password or refresh_token; Passport's 401 invalid_client and 400
 * invalid_grant), the bearer token on every other call (401 "Unauthenticated." once it expires or
 * is revoked), /city-list, /cities/{id}/zone-list, /zones/{id}/area-list, /stores,
 * /merchant/price-plan, /orders (Laravel's 422 with field errors), /orders/bulk (accepted, 202,
 * with no consignment ids) and /orders/{consignment_id}/info; and an outage on demand (a 503
 * page that is not JSON).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PathaoCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface PathaoParcel {
  consignment_id: string;
  merchant_order_id: string;
  /** Pathao's order status as its order info answers it: "Pending", "Picked", "In_Transit", "Delivered", "Return"... */
  order_status: string;
  delivery_fee: number;
  fields: Record<string, unknown>;
}

/** A few of Pathao's own places, spelt as its lists spell them. */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chattogram' },
  { city_id: 32, city_name: 'B. Baria' },
  { city_id: 11, city_name: "Cox's Bazar " },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Dhanmondi' },
    { zone_id: 68, zone_name: 'Mirpur 10' },
    { zone_id: 298, zone_name: 'Mohammadpur' },
    { zone_id: 300, zone_name: 'Savar' },
  ],
  2: [
    { zone_id: 90, zone_name: 'Agrabad' },
    { zone_id: 91, zone_name: 'Halishahar' },
  ],
  32: [{ zone_id: 500, zone_name: 'Brahmanbaria Sadar' }],
  11: [{ zone_id: 600, zone_name: 'Cox’s Bazar Sadar' }],
};
const AREAS: Record<
  number,
  { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]
> = {
  52: [
    { area_id: 1001, area_name: 'Jigatola', home_delivery_available: true, pickup_available: true },
    { area_id: 1002, area_name: 'Road 27', home_delivery_available: true, pickup_available: true },
  ],
  68: [{ area_id: 1101, area_name: 'Kazipara', home_delivery_available: true, pickup_available: true }],
};
const STORES = [
  {
    store_id: 4113,
    store_name: 'Dokan Warehouse',
    store_address: 'House 1, Road 2, Tejgaon, Dhaka',
    is_active: 1,
    city_id: 1,
    zone_id: 52,
    hub_id: 7,
    is_default_store: true,
    is_default_return_store: true,
  },
];

/** Pathao's tariff in the fake: Tk 60 inside Dhaka, Tk 110 outside, Tk 15 for each kilogram above the first. */
function priceOf(cityId: number, weightKg: number): number {
  return (cityId === 1 ? 60 : 110) + Math.max(0, Math.ceil(weightKg - 1)) * 15;
}

const exists = (cityId: unknown, zoneId?: unknown) =>
  CITIES.some((city) => city.city_id === cityId) &&
  (zoneId === undefined || (ZONES[cityId as number] ?? []).some((zone) => zone.zone_id === zoneId));

/** Laravel's validation of POST /orders as Pathao answers it. */
function validate(fields: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  if (!STORES.some((store) => store.store_id === fields.store_id))
    errors.store_id = ['The selected store id is invalid.'];
  if (text('recipient_name').length < 3) errors.recipient_name = ['The recipient name must be at least 3 characters.'];
  if (!/^\d{11}$/.test(text('recipient_phone')))
    errors.recipient_phone = ['The recipient phone must be 11 characters.'];
  if (text('recipient_address').length < 10)
    errors.recipient_address = ['The recipient address must be at least 10 characters.'];
  if (text('recipient_address').length > 220)
    errors.recipient_address = ['The recipient address may not be greater than 220 characters.'];
  if (!exists(fields.recipient_city)) errors.recipient_city = ['The selected recipient city is invalid.'];
  else if (!exists(fields.recipient_city, fields.recipient_zone))
    errors.recipient_zone = ['The selected recipient zone is invalid.'];
  if (![48, 12].includes(fields.delivery_type as number))
    errors.delivery_type = ['The selected delivery type is invalid.'];
  if (![1, 2].includes(fields.item_type as number)) errors.item_type = ['The selected item type is invalid.'];
  if (!Number.isInteger(fields.item_quantity) || (fields.item_quantity as number) < 1)
    errors.item_quantity = ['The item quantity must be at least 1.'];
  const weight = Number(fields.item_weight);
  if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
  if (!Number.isInteger(fields.amount_to_collect) || (fields.amount_to_collect as number) < 0)
    errors.amount_to_collect = ['The amount to collect must be an integer.'];
  return errors;
}

/** What the fake Pathao holds and how it will behave. */
export interface PathaoState {
  parcels: Map<string, PathaoParcel>;
  /** Access tokens issued, and until when Pathao takes each. */
  tokens: Map<string, number>;
  /** Refresh tokens not used yet, each with the access token issued with it (a refresh revokes that one). */
  refreshTokens: Map<string, string>;
  /** Every grant asked for, in order: 'password' or 'refresh_token'. */
  grants: string[];
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  down: boolean;
  /** Orders Pathao still takes before it goes down (an outage in the middle of booking many); null: no limit. */
  ordersBeforeOutage: number | null;
  /** Seconds a new token lasts (Pathao's is 432000, five days). */
  tokenLifeSeconds: number;
  /** Answer a new order without its delivery_fee (the shop then asks the price plan). */
  omitDeliveryFee: boolean;
  nextId: number;
}

export async function startPathaoServer(credentials: PathaoCredentials) {
  const pathao: PathaoState = {
    parcels: new Map(),
    tokens: new Map(),
    refreshTokens: new Map(),
    grants: [],
    requests: [],
    down: false,
    ordersBeforeOutage: null,
    tokenLifeSeconds: 432_000,
    omitDeliveryFee: false,
    nextId: 2611240001,
  };

  function issue() {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    pathao.tokens.set(access, Date.now() + pathao.tokenLifeSeconds * 1000);
    pathao.refreshTokens.set(refresh, access);
    return { token_type: 'Bearer', expires_in: pathao.tokenLifeSeconds, access_token: access, refresh_token: refresh };
  }

  function create(fields: Record<string, unknown>): PathaoParcel {
    const id = `DA${pathao.nextId++}${String.fromCharCode(65 + (pathao.nextId % 26))}K`;
    const parcel = {
      consignment_id: id,
      merchant_order_id: String(fields.merchant_order_id ?? ''),
      order_status: 'Pending',
      delivery_fee: priceOf(fields.recipient_city as number, Number(fields.item_weight)),
      fields,
    };
    pathao.parcels.set(id, parcel);
    return parcel;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/aladdin\/api\/v1/, '');
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { message: 'Malformed JSON', type: 'error', code: 400 });
      }
      pathao.requests.push({ method: request.method ?? 'GET', path, body });
      if (path === '/orders' && pathao.ordersBeforeOutage !== null && pathao.ordersBeforeOutage-- <= 0) {
        pathao.down = true;
      }
      if (pathao.down) {
        response.statusCode = 503;
        response.setHeader('content-type', 'text/html');
        return response.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      }

      if (request.method === 'POST' && path === '/issue-token') {
        pathao.grants.push(String(body.grant_type));
        if (body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret) {
          return send(401, {
            error: 'invalid_client',
            error_description: 'Client authentication failed',
            message: 'Client authentication failed',
          });
        }
        if (body.grant_type === 'password') {
          if (body.username !== credentials.username || body.password !== credentials.password) {
            return send(400, {
              error: 'invalid_grant',
              error_description: 'The user credentials were incorrect.',
              message: 'The user credentials were incorrect.',
            });
          }
          return send(200, issue());
        }
        if (body.grant_type === 'refresh_token') {
          const refresh = String(body.refresh_token ?? '');
          const revoked = pathao.refreshTokens.get(refresh);
          if (revoked === undefined) {
            return send(401, {
              error: 'invalid_request',
              error_description: 'The refresh token is invalid.',
              hint: 'Token has been revoked',
              message: 'The refresh token is invalid.',
            });
          }
          pathao.refreshTokens.delete(refresh);
          pathao.tokens.delete(revoked);
          return send(200, issue());
        }
        return send(400, {
          error: 'unsupported_grant_type',
          error_description: 'The authorization grant type is not supported by the authorization server.',
          message: 'The authorization grant type is not supported by the authorization server.',
        });
      }

      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const until = bearer ? pathao.tokens.get(bearer) : undefined;
      if (!until || until < Date.now()) return send(401, { message: 'Unauthenticated.' });

      if (request.method === 'GET' && path === '/city-list') {
        return send(200, { message: 'City successfully fetched.', type: 'success', code: 200, data: { data: CITIES } });
      }
      const zoneList = /^\/cities\/(\d+)\/zone-list$/.exec(path);
      if (request.method === 'GET' && zoneList) {
        const zones = ZONES[Number(zoneList[1])] ?? [];
        return send(200, { message: 'Zone list fetched.', type: 'success', code: 200, data: { data: zones } });
      }
      const areaList = /^\/zones\/(\d+)\/area-list$/.exec(path);
      if (request.method === 'GET' && areaList) {
        const areas = AREAS[Number(areaList[1])] ?? [];
        return send(200, { message: 'Area list fetched.', type: 'success', code: 200, data: { data: areas } });
      }
      if (request.method === 'GET' && path === '/stores') {
        return send(200, {
          message: 'Store list fetched.',
          type: 'success',
          code: 200,
          data: { data: STORES, total: STORES.length, current_page: 1, per_page: 1000, total_in_page: 1, last_page: 1 },
        });
      }
      if (request.method === 'POST' && path === '/merchant/price-plan') {
        if (!exists(body.recipient_city, body.recipient_zone)) {
          return send(422, {
            message: 'Please fix the given errors',
            type: 'error',
            code: 422,
            errors: { recipient_zone: ['The selected recipient zone is invalid.'] },
          });
        }
        const price = priceOf(body.recipient_city as number, Number(body.item_weight));
        return send(200, {
          message: 'price',
          type: 'success',
          code: 200,
          data: {
            price,
            discount: 0,
            promo_discount: 0,
            plan_id: 69,
            cod_enabled: 1,
            cod_percentage: 0.01,
            additional_charge: 0,
            final_price: price,
          },
        });
      }
      if (request.method === 'POST' && path === '/orders') {
        const errors = validate(body);
        if (Object.keys(errors).length) {
          return send(422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
        }
        const parcel = create(body);
        return send(200, {
          message: 'Order Created Successfully',
          type: 'success',
          code: 200,
          data: {
            consignment_id: parcel.consignment_id,
            merchant_order_id: parcel.merchant_order_id,
            order_status: parcel.order_status,
            ...(pathao.omitDeliveryFee ? {} : { delivery_fee: parcel.delivery_fee }),
          },
        });
      }
      if (request.method === 'POST' && path === '/orders/bulk') {
        const orders = Array.isArray(body.orders) ? (body.orders as Record<string, unknown>[]) : [];
        for (const order of orders) if (!Object.keys(validate(order)).length) create(order);
        return send(202, {
          message: 'Your bulk order creation request is accepted, please wait some time to complete order creation.',
          type: 'success',
          code: 202,
          data: true,
        });
      }
      const info = /^\/orders\/([^/]+)\/info$/.exec(path);
      if (request.method === 'GET' && info) {
        const parcel = pathao.parcels.get(decodeURIComponent(info[1]!));
        if (!parcel) return send(404, { message: 'Order not found', type: 'error', code: 404 });
        return send(200, {
          message: 'Order info',
          type: 'success',
          code: 200,
          data: {
            consignment_id: parcel.consignment_id,
            merchant_order_id: parcel.merchant_order_id,
            order_status: parcel.order_status,
            order_status_slug: parcel.order_status,
            updated_at: '2026-11-26 15:11:40',
            invoice_id: null,
          },
        });
      }
      send(404, { message: 'no Route matched with those values' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The API's base, as PATHAO_API_URL names it. */
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state: pathao,
    /** Pathao stops taking every access token it issued (they expired, or it revoked them). */
    expireTokens: () => {
      for (const token of pathao.tokens.keys()) pathao.tokens.set(token, 0);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
