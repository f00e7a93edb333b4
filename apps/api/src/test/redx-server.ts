/**
 * A local server that speaks RedX's open API (v1.0.0-beta), for the API tests: the token in
 * `API-ACCESS-TOKEN: Bearer ...` (401 without it), GET /areas (all, or ?district_name=,
 * ?post_code=), POST /parcel (400 with a message for a field it refuses, `{tracking_id}` when
 * created), GET /parcel/info/{id} and /parcel/track/{id} (404 for a parcel it does not know); and
 * an outage on demand (a 503 page that is not JSON). Its parcels' statuses are moved by the test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RedxParcel {
  tracking_id: string;
  status: string;
  charge: number;
  fields: Record<string, unknown>;
  tracking: { message_en: string; message_bn: string; time: string }[];
}

export interface RedxAreaRow {
  id: number;
  name: string;
  post_code: number;
  division_name: string;
  zone_id: number;
  /** Not in RedX's answer: which district_name finds it. */
  district: string;
}

/** A few of RedX's areas, as its list spells them. */
export const REDX_AREAS: RedxAreaRow[] = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 2, name: 'Dhanmondi', post_code: 1209, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 3, name: 'Gulshan', post_code: 1212, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 12, name: 'Mirpur DOHS', post_code: 1216, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 13, name: 'Mirpur', post_code: 1216, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 240, name: 'Zindabazar', post_code: 3100, division_name: 'Sylhet', zone_id: 4, district: 'Sylhet' },
  { id: 241, name: 'Mohammadpur(Magura)', post_code: 7630, division_name: 'Khulna', zone_id: 6, district: 'Magura' },
];

/** What RedX writes on a parcel's tracking for each status. */
const STEP_WORDS: Record<string, [string, string]> = {
  'pickup-pending': ['Package is created successfully', 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে'],
  'ready-for-delivery': ['Package is picked up', 'পার্সেল পিকাপ সম্পন্ন হয়েছে'],
  'delivery-in-progress': ['Package is out for delivery', 'পার্সেলটি ডেলিভারির জন্য রাইডারের কাছে আছে'],
  delivered: ['Package is delivered', 'পার্সেলটি ডেলিভারি সম্পন্ন হয়েছে'],
  'agent-returning': ['Package is returning to merchant', 'পার্সেলটি মার্চেন্টের কাছে ফেরত যাচ্ছে'],
  returned: ['Package is returned to merchant', 'পার্সেলটি মার্চেন্টের কাছে ফেরত দেওয়া হয়েছে'],
};

export interface RedxState {
  parcels: Map<string, RedxParcel>;
  requests: { method: string; path: string; query: string; headers: Record<string, unknown> }[];
  down: boolean;
  nextId: number;
  /** The clock its tracking steps are stamped with, moved a minute a step. */
  clock: number;
}

/** What RedX checks of a new parcel; its first complaint, as RedX answers one. */
function refusal(fields: Record<string, unknown>): string | null {
  const required = ['customer_name', 'customer_phone', 'delivery_area', 'customer_address', 'value'];
  for (const field of required) {
    if (fields[field] === undefined || fields[field] === '') return `${field} is required`;
  }
  if (!/^01\d{9}$/.test(String(fields.customer_phone))) return 'Invalid customer phone number';
  const area = REDX_AREAS.find((row) => row.id === fields.delivery_area_id);
  if (!area) return 'Invalid delivery area';
  const cash = Number(fields.cash_collection_amount);
  if (fields.cash_collection_amount === undefined || !Number.isFinite(cash) || cash < 0) {
    return 'Invalid cash collection amount';
  }
  const weight = Number(fields.parcel_weight);
  if (!Number.isFinite(weight) || weight <= 0) return 'Invalid parcel weight';
  return null;
}

export async function startRedxServer(token: string) {
  const redx: RedxState = {
    parcels: new Map(),
    requests: [],
    down: false,
    nextId: 4270001,
    clock: Date.parse('2026-11-26T06:00:00Z'),
  };

  const step = (parcel: RedxParcel, status: string) => {
    parcel.status = status;
    const [en, bn] = STEP_WORDS[status] ?? [status, status];
    redx.clock += 60_000;
    parcel.tracking.push({ message_en: en, message_bn: bn, time: new Date(redx.clock).toISOString() });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/v1\.0\.0-beta/, '');
    redx.requests.push({ method: request.method ?? 'GET', path, query: url.search, headers: request.headers });
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(body));
    };
    if (redx.down) {
      response.statusCode = 503;
      response.setHeader('content-type', 'text/html');
      return response.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    if (request.headers['api-access-token'] !== `Bearer ${token}`) return send(401, { message: 'Unauthorized' });
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { message: 'Invalid JSON' });
      }
      if (request.method === 'GET' && path === '/areas') {
        const district = url.searchParams.get('district_name');
        const postCode = url.searchParams.get('post_code');
        const areas = REDX_AREAS.filter(
          (area) =>
            (!district || area.district.toLowerCase() === district.toLowerCase()) &&
            (!postCode || String(area.post_code) === postCode),
        ).map(({ district: _district, ...area }) => area);
        return send(200, { areas });
      }
      if (request.method === 'POST' && path === '/parcel') {
        const reason = refusal(body);
        if (reason) return send(400, { message: reason });
        const trackingId = `26A${(redx.nextId++).toString(36).toUpperCase()}`;
        const parcel: RedxParcel = { tracking_id: trackingId, status: '', charge: 60, fields: body, tracking: [] };
        step(parcel, 'pickup-pending');
        redx.parcels.set(trackingId, parcel);
        return send(201, { tracking_id: trackingId });
      }
      const info = path.match(/^\/parcel\/info\/([\w-]+)$/);
      if (request.method === 'GET' && info) {
        const parcel = redx.parcels.get(info[1]!);
        if (!parcel) return send(404, { message: 'Parcel not found' });
        const area = REDX_AREAS.find((row) => row.id === parcel.fields.delivery_area_id);
        return send(200, {
          parcel: {
            tracking_id: parcel.tracking_id,
            customer_address: parcel.fields.customer_address,
            delivery_area: area?.name,
            delivery_area_id: area?.id,
            charge: parcel.charge,
            customer_name: parcel.fields.customer_name,
            customer_phone: parcel.fields.customer_phone,
            cash_collection_amount: Number(parcel.fields.cash_collection_amount),
            parcel_weight: Number(parcel.fields.parcel_weight),
            merchant_invoice_id: parcel.fields.merchant_invoice_id,
            status: parcel.status,
            instruction: parcel.fields.instruction ?? '',
            created_at: parcel.tracking[0]?.time,
            delivery_type: 'regular',
            value: String(parcel.fields.value),
            pickup_location: { id: 1, name: 'Malibag', address: 'Malibagh', area_name: 'Malibag', area_id: 1 },
          },
        });
      }
      const track = path.match(/^\/parcel\/track\/([\w-]+)$/);
      if (request.method === 'GET' && track) {
        const parcel = redx.parcels.get(track[1]!);
        if (!parcel) return send(404, { message: 'Parcel not found' });
        return send(200, { tracking: parcel.tracking });
      }
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The API's base, as REDX_API_URL names it. */
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0.0-beta`,
    state: redx,
    /** Moves a parcel on, as RedX's hubs and riders do. */
    move: (trackingId: string, status: string) => step(redx.parcels.get(trackingId)!, status),
    /** The body RedX posts to the callback URL for a parcel's current status. */
    callback: (trackingId: string) => {
      const parcel = redx.parcels.get(trackingId)!;
      const last = parcel.tracking.at(-1)!;
      return {
        tracking_number: parcel.tracking_id,
        timestamp: last.time,
        status: parcel.status,
        message_en: last.message_en,
        message_bn: last.message_bn,
        invoice_number: String(parcel.fields.merchant_invoice_id ?? ''),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
