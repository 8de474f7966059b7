import { z } from "@hono/zod-openapi";
import type { ActivityPosition } from "../db/conversations-registry";

/**
 * The conversations list's cursor: the (last_activity_at, conversation_id) of a page's last
 * row, as base64url JSON. Opaque to clients; anything this module did not write is refused.
 */
const PositionSchema = z.tuple([z.string().min(1).max(64), z.string().min(1).max(128)]);

export function encodeCursor(position: ActivityPosition): string {
  const json = JSON.stringify([position.lastActivityAt, position.conversationId]);
  const bytes = new TextEncoder().encode(json);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The position a cursor names, or null when it is not a cursor this service wrote. */
export function decodeCursor(cursor: string): ActivityPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const json = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = PositionSchema.safeParse(JSON.parse(json));
    return parsed.success ? { lastActivityAt: parsed.data[0], conversationId: parsed.data[1] } : null;
  } catch {
    return null;
  }
}
