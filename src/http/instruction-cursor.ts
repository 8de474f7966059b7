import { z } from "@hono/zod-openapi";
import type { ListPosition } from "../db/pinned-instructions";
import { decodeTupleCursor, encodeTupleCursor } from "./list-cursor";

/** The instruction list's cursor: the injection-order position of a page's last row. */
const PositionSchema = z.tuple([
  z.number().int().min(0).max(2),
  z.string().max(128),
  z.number().int().min(0),
  z.string().min(1).max(64),
  z.string().min(1).max(128),
]);

export const encodeInstructionCursor = (at: ListPosition): string =>
  encodeTupleCursor([at.scopeRank, at.scopeId, at.position, at.createdAt, at.id]);

/** The position a cursor names, or null when it is not a cursor this service wrote. */
export function decodeInstructionCursor(cursor: string): ListPosition | null {
  const tuple = decodeTupleCursor(cursor, PositionSchema);
  if (!tuple) return null;
  const [scopeRank, scopeId, position, createdAt, id] = tuple;
  return { scopeRank, scopeId, position, createdAt, id };
}
