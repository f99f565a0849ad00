import type { DomainError, ErrorCode } from '../errors';

/** The HTTP status each kind of failure answers with: the edge's half of src/server/platform/errors.ts. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  too_many: 429,
  client_closed: 499,
  upstream_failed: 502,
  unavailable: 503,
};

export const statusOf = (err: DomainError): number => STATUS_OF_CODE[err.code];
