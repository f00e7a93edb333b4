/**
 * A local server that speaks Steadfast's merchant API, for the API tests and the Chromium journeys:
 * Api-Key and Secret-Key headers, /create_order (Laravel's 422 with field errors, one parcel per
 * invoice), /create_order/bulk-order (`data` a JSON array of up to 500), /status_by_cid and
 * /get_balance; and an outage on demand (a 503 page that is not JSON).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SteadfastParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  status: string;
  fields: Record<string, unknown>;
}

/** Laravel's validation of /create_order as Steadfast answers it: 422 with field errors. */
function validate(steadfast: SteadfastState, fields: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const invoice = String(fields.invoice ?? '');
  if (!/^[\w-]+$/.test(invoice)) errors.invoice = ['The invoice field is required.'];
  else if ([...steadfast.parcels.values()].some((parcel) => parcel.invoice === invoice)) {
    errors.invoice = ['The invoice has already been taken.'];
  }
  if (!fields.recipient_name) errors.recipient_name = ['The recipient name field is required.'];
  if (!/^\d{11}$/.test(String(fields.recipient_phone ?? ''))) {
    errors.recipient_phone = ['The recipient phone must be 11 digits.'];
  }
  if (!fields.recipient_address) errors.recipient_address = ['The recipient address field is required.'];
  if (typeof fields.cod_amount !== 'number' || fields.cod_amount < 0)
    errors.cod_amount = ['The cod amount must be at least 0.'];
  return errors;
}

function create(steadfast: SteadfastState, fields: Record<string, unknown>): SteadfastParcel {
  const id = steadfast.nextId++;
  const parcel = {
    consignment_id: id,
    invoice: String(fields.invoice),
    tracking_code: `15BA${id.toString(16).toUpperCase()}`,
    status: 'in_review',
    fields,
  };
  steadfast.parcels.set(id, parcel);
  return parcel;
}

/** What the fake Steadfast holds and how it will behave. */
export interface SteadfastState {
  parcels: Map<number, SteadfastParcel>;
  requests: { path: string; headers: Record<string, unknown> }[];
  down: boolean;
  nextId: number;
}

export async function startSteadfastServer(keys: { apiKey: string; secretKey: string }) {
  const steadfast: SteadfastState = { parcels: new Map(), requests: [], down: false, nextId: 1424107 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    steadfast.requests.push({ path, headers: request.headers });
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (steadfast.down) {
      response.statusCode = 503;
      response.setHeader('content-type', 'text/html');
      return response.end('<html><body>Service Unavailable</body></html>');
    }
    if (request.headers['api-key'] !== keys.apiKey || request.headers['secret-key'] !== keys.secretKey) {
      return send(401, { message: 'Unauthenticated.' });
    }
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (request.method === 'POST' && path === '/create_order') {
        const errors = validate(steadfast, body);
        if (Object.keys(errors).length) return send(422, { message: Object.values(errors)[0]![0], errors });
        const parcel = create(steadfast, body);
        return send(200, {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: {
            consignment_id: parcel.consignment_id,
            invoice: parcel.invoice,
            tracking_code: parcel.tracking_code,
            recipient_name: body.recipient_name,
            recipient_phone: body.recipient_phone,
            recipient_address: body.recipient_address,
            cod_amount: body.cod_amount,
            status: 'in_review',
            note: body.note ?? null,
            created_at: '2026-11-26T06:00:00.000000Z',
            updated_at: '2026-11-26T06:00:00.000000Z',
          },
        });
      }
      if (request.method === 'POST' && path === '/create_order/bulk-order') {
        const items = JSON.parse(String(body.data)) as Record<string, unknown>[];
        if (items.length > 500) return send(422, { message: 'Maximum 500 items are allowed.' });
        return send(
          200,
          items.map((item) => {
            const errors = validate(steadfast, item);
            const ok = !Object.keys(errors).length;
            const parcel = ok ? create(steadfast, item) : null;
            return {
              invoice: item.invoice,
              recipient_name: item.recipient_name,
              recipient_address: item.recipient_address,
              recipient_phone: item.recipient_phone,
              cod_amount: String(item.cod_amount),
              note: item.note ?? null,
              consignment_id: parcel?.consignment_id ?? null,
              tracking_code: parcel?.tracking_code ?? null,
              status: ok ? 'success' : 'error',
              ...(ok ? {} : { error: errors }),
            };
          }),
        );
      }
      const byCid = path.match(/^\/status_by_cid\/(\d+)$/);
      if (request.method === 'GET' && byCid) {
        const parcel = steadfast.parcels.get(Number(byCid[1]));
        return parcel
          ? send(200, { status: 200, delivery_status: parcel.status })
          : send(404, { status: 404, message: 'Consignment not found.' });
      }
      if (request.method === 'GET' && path === '/get_balance') return send(200, { status: 200, current_balance: 0 });
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The API's base, as STEADFAST_API_URL names it. */
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    state: steadfast,
    /** A parcel booked from elsewhere (another shop system) under this invoice. */
    create: (fields: Record<string, unknown>) => create(steadfast, fields),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
