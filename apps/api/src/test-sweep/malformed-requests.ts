/**
 * Malformed requests for every operation of the OpenAPI document: odd path ids, odd query values
 * one parameter at a time (so that one refused value cannot hide another), and broken bodies.
 * Each probe changes one thing from a well-shaped request whose ids are valid but absent.
 */
import { randomUUID } from 'node:crypto';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: /api/products/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's schema, when the route declares one. */
  bodySchema: JsonSchema | undefined;
}

export interface Probe {
  /** What is odd about it, for the report. */
  what: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /**
   * False when Fastify refuses the address before choosing a route (a malformed escape, or a
   * segment over its maxParamLength of 100), so no route, and no route's guard, ever sees it.
   */
  routed: boolean;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Fastify's default maxParamLength; wildcards are not held to it. */
const MAX_PARAM_LENGTH = 100;

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const upper = method.toUpperCase() as Operation['method'];
      if (!METHODS.includes(upper)) return [];
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      return [
        {
          method: upper,
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodySchema: body?.content?.['application/json']?.schema,
        },
      ];
    }),
  );
}

/** Path segments no id looks like: words, numbers out of range, injections, escapes, lengths. */
const ODD_IDS = [
  'x',
  '-1',
  '99999999999999999999',
  "'%20OR%201%3D1%3B--",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  'a'.repeat(90),
  'a'.repeat(400),
];

/** Query values no parameter expects. An array is the parameter sent twice. */
const ODD_QUERY_VALUES: Array<string | string[]> = [
  '99999999999999999999',
  '1e309',
  '-1',
  'NaN',
  '',
  'a'.repeat(400),
  ['1', '2'],
];

const JSON_TYPE = { 'content-type': 'application/json' };
const BOUNDARY = 'sweepBoundary7MA4YWxkTrZu0gW';

/** A form whose body stops in the middle of a file part, as a dropped upload would. */
const TRUNCATED_MULTIPART = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a form\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  '\xff\xd8\xff\xe0 only the start of a picture',
].join('');

/** Each declared field given a value of another type. */
function wrongTypes(schema: JsonSchema | undefined): Record<string, unknown> {
  const shape = schema?.properties ?? schema?.anyOf?.[0]?.properties ?? schema?.oneOf?.[0]?.properties;
  if (!shape) return { id: 12345, name: ['x'], page: -1 };
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const type = Array.isArray(field.type) ? field.type[0] : field.type;
      if (type === 'string') return [name, 12345];
      if (type === 'number' || type === 'integer') return [name, 'not a number'];
      if (type === 'array') return [name, { not: 'a list' }];
      if (type === 'object') return [name, ['not', 'an', 'object']];
      return [name, [[null]]];
    }),
  );
}

/** Each declared field pushed to an extreme of its own type: very long text, numbers beyond any column. */
function extremes(schema: JsonSchema | undefined): Record<string, unknown> {
  const shape = schema?.properties ?? schema?.anyOf?.[0]?.properties ?? schema?.oneOf?.[0]?.properties ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const type = Array.isArray(field.type) ? field.type[0] : field.type;
      if (type === 'number') return [name, 1e308];
      if (type === 'integer') return [name, 1e20];
      if (type === 'array') return [name, Array.from({ length: 2000 }, () => 'x')];
      if (type === 'boolean') return [name, true];
      return [name, 'a'.repeat(20_000)];
    }),
  );
}

function bodyProbes(operation: Operation): Array<Omit<Probe, 'url' | 'routed'>> {
  return [
    { what: 'no body', headers: {} },
    { what: 'an empty JSON body', payload: '', headers: JSON_TYPE },
    { what: 'invalid JSON', payload: '{"name": ', headers: JSON_TYPE },
    { what: 'a JSON list', payload: '[]', headers: JSON_TYPE },
    {
      what: 'fields of the wrong types',
      payload: JSON.stringify(wrongTypes(operation.bodySchema)),
      headers: JSON_TYPE,
    },
    { what: 'extreme field values', payload: JSON.stringify(extremes(operation.bodySchema)), headers: JSON_TYPE },
    {
      what: 'a truncated multipart form',
      payload: Buffer.from(TRUNCATED_MULTIPART, 'latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    {
      what: 'a multipart form with a 300-character boundary',
      payload: `--${'b'.repeat(300)}\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    },
    {
      what: 'a multipart form without a boundary',
      payload: 'name=x',
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      what: 'a 2 MB body',
      payload: JSON.stringify({ name: 'a'.repeat(2 * 1024 * 1024) }),
      headers: JSON_TYPE,
    },
    { what: 'an unknown content type', payload: 'hello', headers: { 'content-type': 'text/x-unknown' } },
  ];
}

function urlOf(operation: Operation, params: Record<string, string>, query: Array<[string, string]> = []): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '');
  // Values are written as they are: some probes carry escapes (or broken ones) on purpose.
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** Every probe for one operation, each changing one thing from a well-shaped request. */
export function probesFor(operation: Operation): Probe[] {
  const valid = Object.fromEntries(operation.pathParams.map((name) => [name, randomUUID()]));
  const probes: Probe[] = [{ what: 'a well-shaped request', url: urlOf(operation, valid), headers: {}, routed: true }];

  for (const name of operation.pathParams) {
    for (const id of ODD_IDS) {
      const decodable = !id.includes('%E0%A4%A');
      const routed = decodable && (name === '*' || id.length <= MAX_PARAM_LENGTH);
      probes.push({
        what: `path ${name}=${id.slice(0, 24)}${id.length > 24 ? `... (${id.length} characters)` : ''}`,
        url: urlOf(operation, { ...valid, [name]: id }),
        headers: {},
        routed,
      });
    }
  }

  const queryNames = operation.queryParams.length > 0 ? operation.queryParams : ['page'];
  for (const name of queryNames) {
    for (const value of ODD_QUERY_VALUES) {
      const pairs = (Array.isArray(value) ? value : [value]).map((v): [string, string] => [
        name,
        encodeURIComponent(v),
      ]);
      const shown = Array.isArray(value) ? `[${value.join(',')}]` : value.slice(0, 24);
      probes.push({ what: `query ${name}=${shown}`, url: urlOf(operation, valid, pairs), headers: {}, routed: true });
    }
  }

  if (operation.method !== 'GET') {
    for (const body of bodyProbes(operation)) probes.push({ ...body, url: urlOf(operation, valid), routed: true });
  }
  return probes;
}
