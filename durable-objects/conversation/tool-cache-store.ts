import type { ToolCacheEntry } from "../../src/context/tool-cache";

/** Seed 001's tool cache in the conversation's SQLite: one row per tool + parameters. */
interface CacheRow extends Record<string, SqlStorageValue> {
  cache_key: string;
  tool_name: string;
  parameters: string;
  result: string;
  remaining: number;
  original: number;
  call_id: string | null;
  cached_at: number;
  hits: number;
}

const COLUMNS = "cache_key, tool_name, parameters, result, remaining, original, call_id, cached_at, hits";

function toEntry(row: CacheRow): ToolCacheEntry {
  return {
    key: row.cache_key,
    toolName: row.tool_name,
    // Written by putCacheEntry from a validated JSON object.
    parameters: JSON.parse(row.parameters) as Record<string, unknown>,
    result: row.result,
    remaining: row.remaining,
    original: row.original,
    callId: row.call_id,
    cachedAt: row.cached_at,
    hits: row.hits,
  };
}

/** Adds (or replaces) an entry: seed 001's add_tool_to_cache. */
export function putCacheEntry(sql: SqlStorage, entry: Omit<ToolCacheEntry, "remaining" | "hits">): ToolCacheEntry {
  sql.exec(
    `INSERT INTO tool_cache (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (cache_key) DO UPDATE SET result = excluded.result, remaining = excluded.remaining,
       original = excluded.original, call_id = excluded.call_id, cached_at = excluded.cached_at, hits = 0`,
    entry.key,
    entry.toolName,
    JSON.stringify(entry.parameters),
    entry.result,
    entry.original,
    entry.original,
    entry.callId,
    entry.cachedAt,
  );
  return { ...entry, remaining: entry.original, hits: 0 };
}

/** Seed 001's lookup_tool_in_cache: a hit resets the remaining duration to the original one. */
export function lookupCacheEntry(sql: SqlStorage, key: string): ToolCacheEntry | null {
  const row = sql
    .exec<CacheRow>(`UPDATE tool_cache SET remaining = original, hits = hits + 1 WHERE cache_key = ? RETURNING ${COLUMNS}`, key)
    .toArray()[0];
  return row ? toEntry(row) : null;
}

export function listCacheEntries(sql: SqlStorage): ToolCacheEntry[] {
  return sql.exec<CacheRow>(`SELECT ${COLUMNS} FROM tool_cache ORDER BY cached_at, cache_key`).toArray().map(toEntry);
}

export function deleteCacheEntry(sql: SqlStorage, key: string): boolean {
  return sql.exec(`DELETE FROM tool_cache WHERE cache_key = ?`, key).rowsWritten > 0;
}

/** After each finished exchange: every duration goes down by one; entries at 0 are removed. */
export function decrementCache(sql: SqlStorage): { decremented: number; expired: string[] } {
  const decremented = sql.exec(`UPDATE tool_cache SET remaining = remaining - 1`).rowsWritten;
  const expired = sql
    .exec<{ cache_key: string }>(`DELETE FROM tool_cache WHERE remaining <= 0 RETURNING cache_key`)
    .toArray()
    .map((row) => row.cache_key);
  return { decremented, expired };
}
