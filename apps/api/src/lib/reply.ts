import { ErrorResponseSchema } from '@dokan/domain';

/** The success envelope every route answers with (ARCHITECTURE.md, The API contract). */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** The refusals a route may answer with (a 5xx is never a route's plan). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/**
 * A route's error answers, beside its success answer in the schema's `response`: each status in the
 * one error shape `{ success: false, message, errors? }`, so that /api/docs lists what the route may
 * refuse with. `response: { 200: envelope(OrderSchema), ...errorAnswers(400, 401, 404) }`.
 */
export function errorAnswers<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
