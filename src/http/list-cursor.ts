import { z } from "@hono/zod-openapi";
import type { ActivityPosition } from "../db/conversations-registry";

/**
 * A list's cursor: the sort key of a page's last row as a base64url JSON tuple. Opaque to
 * clients; anything that does not parse to the list's own tuple schema is refused (null).
 */
export function encodeTupleCursor(values: readonly unknown[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The tuple a cursor names, or null when it is not a cursor of this list. */
export function decodeTupleCursor<T>(cursor: string, schema: z.ZodType<T>): T | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const json = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The conversations list's position: (last_activity_at, conversation_id). */
const PositionSchema = z.tuple([z.string().min(1).max(64), z.string().min(1).max(128)]);

export const encodeCursor = (position: ActivityPosition): string => encodeTupleCursor([position.lastActivityAt, position.conversationId]);

/** The position a cursor names, or null when it is not a cursor this service wrote. */
export function decodeCursor(cursor: string): ActivityPosition | null {
  const tuple = decodeTupleCursor(cursor, PositionSchema);
  return tuple ? { lastActivityAt: tuple[0], conversationId: tuple[1] } : null;
}
