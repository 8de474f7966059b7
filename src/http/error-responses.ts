import { ErrorSchema } from "./schemas/common";

/**
 * The error statuses a route can answer, each documented with what it means on Engram (one
 * description per status, not "Invalid request" for all). Routes list the statuses; the shared
 * middleware's 401/413/415/429 are added to the document in one place (openapi-document.ts).
 */
export const ERROR_DESCRIPTIONS = {
  400: "Invalid request: a parameter or the body failed validation (details says which)",
  401: "Missing, invalid or revoked API key",
  403: "Not allowed for this key (for example a key limited to another user)",
  404: "Not found, or not visible to this key",
  405: "Method not allowed on this path",
  409: "Conflicts with the current state (details says which)",
  413: "Body larger than this route's limit",
  415: "Body is not JSON",
  422: "Understood but refused: the request breaks a rule of the resource",
  429: "Rate limited: retry after the number of seconds in Retry-After",
  503: "A dependency is unavailable: retry after the seconds in Retry-After",
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One error status, with a description of the route's own where the general one says too little. */
export const errorResponse = (status: ErrorStatus, description: string = ERROR_DESCRIPTIONS[status]) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

export type ErrorResponses = Partial<Record<ErrorStatus, ReturnType<typeof errorResponse>>>;

export function errorResponses(statuses: readonly ErrorStatus[]): ErrorResponses {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}
