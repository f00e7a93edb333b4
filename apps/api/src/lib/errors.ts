/** Errors a service may throw; the error handler turns them into `{ success: false, message }` with their status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Each invalid field with its message, for a form to show beside the field. */
    readonly errors?: Array<{ path: string; message: string }>,
    /** A machine code a page acts on beside the message (the COD rules' 'phone-not-confirmed'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** A 400 naming every invalid field; the first one's message is the answer's message. */
export const invalidFields = (errors: Array<{ path: string; message: string }>) =>
  new HttpError(400, errors[0]?.message ?? 'Invalid request', {}, errors);
/** A 400 with a machine code the page acts on (it offers the step that lifts the refusal). */
export const refusedWithCode = (message: string, code: string) => new HttpError(400, message, {}, undefined, code);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
