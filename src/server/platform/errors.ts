/**
 * The one catalogue of failures. Each says what happened and what to do, and carries a code for
 * what kind of failure it is (missing, bad input, conflict, too many tries, ...); the HTTP edge
 * turns the code into an honest status (src/server/platform/http/error-status.ts), so a service says what
 * went wrong without knowing it is answering a request.
 */
export type FieldError = { path: string; message: string };

export const ERROR_CODES = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'too_large',
  'unsupported_type',
  'unprocessable',
  'too_many',
  'client_closed',
  'upstream_failed',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { errors?: FieldError[]; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /**
   * For a refusal judged only on what was read before: the newest of those reads' marks
   * (platform/db/read-marks.ts). Unset when the refusal rests on anything read later or not at all.
   */
  readMark?: number;
}

/** Marks `err` as judged only on reads no newer than `mark`. */
export function judgedOnRead<E extends DomainError>(err: E, mark: number): E {
  err.readMark = mark;
  return err;
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new DomainError('invalid', message, errors ? { errors } : {});
export const unauthorized = (message = 'Please sign in to continue: your session is missing or has expired.') =>
  new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, data?: unknown) => new DomainError('conflict', message, data === undefined ? {} : { data });
/** A link that once worked (or never did) and never will: forged, used or expired. */
export const gone = (message: string) => new DomainError('gone', message);
export const payloadTooLarge = (limit: number) =>
  new DomainError('too_large', `The request body is larger than ${Math.round(limit / 1024)} KB. Send a smaller body.`);
export const unsupportedMediaType = () =>
  new DomainError('unsupported_type', 'Send the request body as JSON with Content-Type: application/json.');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const serviceUnavailable = (message = 'The shop cannot reach its database right now. Please try again in a moment.') =>
  new DomainError('unavailable', message, { headers: { 'Retry-After': '5' } });
export const badGateway = (message: string) => new DomainError('upstream_failed', message);
export const methodNotAllowed = (method: string, allow: string[]) =>
  new DomainError('method_not_allowed', `This address does not accept ${method} requests. Use ${allow.join(', ')}.`, { headers: { Allow: allow.join(', ') } });
export const noSuchApi = () =>
  new DomainError('not_found', 'There is no API at this address. Check the path against /api/web/openapi.json.');
/** The client went away before its request was read; nobody receives this answer. */
export const clientClosedRequest = () => new DomainError('client_closed', 'The client closed the connection before the request was read.');

const kg = (grams: number) => `${(grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} kg`;
/** A parcel over the heaviest shipping tier, at checkout or when ordering: no rate fits it. */
export const parcelTooHeavy = (weightGrams: number, limitGrams: number) =>
  new DomainError('unprocessable',
    `This order weighs ${kg(weightGrams)}, more than the ${kg(limitGrams)} we can ship in one parcel. Remove some items or split them into two orders.`,
    { data: { totalWeight: weightGrams, maxWeight: limitGrams } },
  );

/** Photo uploads (DESIGN.md 13): the three ways a file is refused, each saying what to send instead. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MIN_PHOTO_WIDTH = 600;
/**
 * The most pixels any picture may have before the shop decodes it: 40 megapixels is past any
 * phone or camera photo, while a small file declaring 16000 x 16000 would cost seconds of CPU
 * and hundreds of MB to draw. Applies to console uploads, return evidence and the /media route.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const photoTooManyPixels = (width: number, height: number) =>
  new DomainError('invalid',
    `This picture is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels), over the 40-megapixel limit. Upload one of at most 40 megapixels, for example 6000 × 4000.`,
  );
export const notAnImage = () =>
  new DomainError('unsupported_type', 'This file is not an image we can use. Upload a JPEG, PNG, WebP or AVIF photo.');
export const photoTooLarge = () =>
  new DomainError('too_large', 'This photo is over 10 MB. Upload a smaller file (at most 10 MB), for example exported at a lower quality.');
export const photoBodyExpected = () =>
  new DomainError('unsupported_type', 'Send the photo file itself as the request body, with Content-Type: application/octet-stream or its image type.');
/** `what` names what the photo is for, so a category image is not called a product photo. */
export const photoTooNarrow = (width: number, what = 'a product photo') =>
  new DomainError('unprocessable', `This photo is ${width} px wide, under the 600 px ${what} needs. Upload one at least 600 px wide.`);
/** One order line the shelf cannot fill, as the checkout's 409 names it. */
export type ShortLine = {
  index: number;
  productName: string;
  colorName: string;
  sizeName: string;
  requested: number;
  available: number;
};

/** How a short line reads to the shopper, e.g. 'Only 1 left of Cotton Leggings in Black, size M (you asked for 2).' */
export function shortLineText(l: Pick<ShortLine, 'productName' | 'colorName' | 'sizeName' | 'requested' | 'available'>): string {
  const what = `${l.productName} in ${l.colorName}, size ${l.sizeName}`;
  return l.available === 0 ? `${what} is sold out.` : `Only ${l.available} left of ${what} (you asked for ${l.requested}).`;
}

/** The shelf cannot fill some lines of an order: each is named with what is left. */
export const outOfStock = (short: ShortLine[], figures: unknown) =>
  new DomainError('conflict',
    `${short.map(shortLineText).join(' ')} Change ${short.length === 1 ? 'that item' : 'those items'} in your cart, then place the order again.`,
    { data: { short, figures } },
  );
/** A 6-digit PIN code India Post does not list (address form, delivery check). */
export const unknownPincode = () => new DomainError('not_found', 'We could not find this PIN code. Please check it.');
/** No delivery zone covers the address's PIN code (checkout and order/create). */
export const unserviceablePincode = () => new DomainError('unprocessable', 'We do not deliver to this PIN code yet');
/** Cash on delivery refused by the merchant's rules; the reason is one plain sentence (src/lib/delivery/cod-rules.ts). */
export const codUnavailable = (reason: string) => new DomainError('unprocessable', reason);
