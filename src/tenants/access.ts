import type { Principal } from "../db/api-keys";
import { EngramError } from "../lib/errors";

/** A key limited to one user may act only for that user; a tenant-wide key for any of its users. */
export function assertUserAllowed(principal: Principal, userId: string): void {
  if (principal.userId !== null && principal.userId !== userId) {
    throw new EngramError("forbidden", "this API key is limited to another user");
  }
}
