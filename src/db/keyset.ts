import { and, eq, gt, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Keyset paging over (first, second), the order a page is read in: the rows strictly after
 * `cursor` ascending, or strictly before it descending; no condition on the first page (null).
 */
export function pastCursor(
  order: "asc" | "desc",
  first: SQLiteColumn,
  second: SQLiteColumn,
  cursor: [string, string] | null,
): SQL | undefined {
  if (cursor === null) return undefined;
  const past = order === "asc" ? gt : lt;
  return or(past(first, cursor[0]), and(eq(first, cursor[0]), past(second, cursor[1])));
}
