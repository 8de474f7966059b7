import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "invalid_request"
  | "invalid_json"
  | "unsupported_media_type"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "idempotency_conflict"
  | "payload_too_large"
  | "limit_exceeded"
  | "schema_violation"
  | "budget_too_small"
  | "rate_limited"
  | "invalid_signature"
  | "timestamp_out_of_tolerance"
  | "duplicate_delivery"
  | "not_configured"
  | "unavailable"
  | "internal_error";

/** An error whose message is safe to show the caller; `app.onError` renders it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);
