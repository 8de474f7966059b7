/**
 * The service's one error type. Domain code says what went wrong with a code; only the HTTP
 * edge (src/http/errors.ts) turns a code into a status, and MCP into a JSON-RPC error.
 */
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
  | "schema_violation"
  | "budget_too_small"
  | "rate_limited"
  | "invalid_signature"
  | "timestamp_out_of_tolerance"
  | "duplicate_delivery"
  | "not_configured"
  | "unavailable"
  | "internal_error";

/** An error whose message is safe to show the caller. */
export class EngramError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** When the caller may try again (a rate limit, a dependency that was unavailable). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "EngramError";
  }
}

export const notFound = (what: string) => new EngramError("not_found", `${what} not found`);

/**
 * What a Durable Object's RPC method answers: errors cross the RPC boundary as values, since a
 * thrown error would lose its code and details.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: Refusal };
export interface Refusal {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (code: ErrorCode, message: string, details?: unknown): { ok: false; error: Refusal } => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});

/** A result's value, or its refusal thrown as the service's error. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new EngramError(result.error.code, result.error.message, result.error.details);
  return result.value;
}
