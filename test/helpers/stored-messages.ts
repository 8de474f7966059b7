import type { StoredMessage } from "../../src/conversations/messages";

let next = 0;

/** The next `msg` gets seq 0 again. */
export function resetSeq(): void {
  next = 0;
}

/** A stored message of `tokens` tokens with the next seq. */
export const msg = (role: StoredMessage["role"], tokens: number, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  seq: next++,
  role,
  content: `${role} ${next}`,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: tokens,
  ...extra,
});

export const call = (id: string) => ({ id, type: "function" as const, function: { name: "lookup", arguments: "{}" } });
