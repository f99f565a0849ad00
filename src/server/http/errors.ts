/**
 * The one catalogue of API failures. Each says what happened and what to do; the HTTP status
 * is honest (missing 404, bad input 400, conflict 409, too many tries 429, database down 503).
 */
export type FieldError = { path: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: FieldError[]; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Please sign in to continue: your session is missing or has expired.') =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, data?: unknown) => new HttpError(409, message, data === undefined ? {} : { data });
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, `The request body is larger than ${Math.round(limit / 1024)} KB. Send a smaller body.`);
export const unsupportedMediaType = () =>
  new HttpError(415, 'Send the request body as JSON with Content-Type: application/json.');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const serviceUnavailable = (message = 'The shop cannot reach its database right now. Please try again in a moment.') =>
  new HttpError(503, message, { headers: { 'Retry-After': '5' } });
export const badGateway = (message: string) => new HttpError(502, message);
