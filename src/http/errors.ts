import type { ContentfulStatusCode } from "hono/utils/http-status";
import { EngramError, type ErrorCode } from "../lib/errors";

/** The one place a domain error code becomes an HTTP status. */
const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  duplicate_delivery: 409,
  payload_too_large: 413,
  schema_violation: 422,
  budget_too_small: 422,
  rate_limited: 429,
  invalid_signature: 401,
  timestamp_out_of_tolerance: 401,
  not_configured: 503,
  unavailable: 503,
  internal_error: 500,
};

export const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS[code];

/** An error the HTTP edge raises with headers of its own (WWW-Authenticate, Allow). */
export class HttpError extends EngramError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly headers: Record<string, string>,
  ) {
    super(code, message);
  }
}

/** The headers an error answer carries. */
export function errorHeaders(error: EngramError): Record<string, string> | undefined {
  if (error instanceof HttpError) return error.headers;
  return error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
}
