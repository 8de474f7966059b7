import type { DoResult } from "./rpc-types";

export const ok = <T>(value: T): DoResult<T> => ({ ok: true, value });

/** Also the answer for a conversation the caller may not see: its existence is not revealed. */
export const notFound = <T = never>(): DoResult<T> => ({
  ok: false,
  error: { status: 404, code: "not_found", message: "conversation not found" },
});
