import { z } from "@hono/zod-openapi";
import type { ListPosition } from "../db/pinned-instructions";

/**
 * The instruction list's cursor: the injection-order position of a page's last row, as
 * base64url JSON (like src/http/list-cursor.ts). Opaque to clients; anything this module did
 * not write is refused.
 */
const PositionSchema = z.tuple([
  z.number().int().min(0).max(2),
  z.string().max(128),
  z.number().int().min(0),
  z.string().min(1).max(64),
  z.string().min(1).max(128),
]);

export function encodeInstructionCursor(at: ListPosition): string {
  const json = JSON.stringify([at.scopeRank, at.scopeId, at.position, at.createdAt, at.id]);
  const bytes = new TextEncoder().encode(json);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The position a cursor names, or null when it is not a cursor this service wrote. */
export function decodeInstructionCursor(cursor: string): ListPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const json = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = PositionSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [scopeRank, scopeId, position, createdAt, id] = parsed.data;
    return { scopeRank, scopeId, position, createdAt, id };
  } catch {
    return null;
  }
}
