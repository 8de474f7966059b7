import type { Result } from "../../src/lib/errors";

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Also the answer for a conversation the caller may not see: its existence is not revealed. */
export const notFound = <T = never>(): Result<T> => ({
  ok: false,
  error: { code: "not_found", message: "conversation not found" },
});
