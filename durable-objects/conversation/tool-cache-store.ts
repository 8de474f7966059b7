import type { ToolCacheEntry } from "../../src/context/tool-cache";
import { byteLength } from "../../src/lib/utf8";
import { refuse } from "../../src/lib/errors";

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

export interface CacheCaps {
  maxEntryBytes: number;
  maxEntries: number;
}

/**
 * Why writing these entries would break a cap (docs/decisions/2026-11-26-caps.md), or null.
 * Every entry of a conversation travels in its context, state and tool-cache reads, so the
 * caps bound those answers; a put on a key already cached replaces it and adds nothing.
 */
export function cacheCapRefusal(
  sql: SqlStorage,
  caps: CacheCaps,
  entries: Array<{ key: string; result: string; parameters: Record<string, unknown> }>,
): ReturnType<typeof refuse> | null {
  for (const entry of entries) {
    const bytes = byteLength(entry.result) + byteLength(JSON.stringify(entry.parameters));
    if (bytes > caps.maxEntryBytes) {
      return refuse(
        "payload_too_large",
        `a cached tool result (result and parameters) may hold ${caps.maxEntryBytes} bytes (TOOL_CACHE_MAX_ENTRY_BYTES); this one has ${bytes}`,
      );
    }
  }
  const keys = [...new Set(entries.map((entry) => entry.key))];
  const existing = sql
    .exec<{ n: number; known: number }>(
      `SELECT COUNT(*) AS n, COALESCE(SUM(cache_key IN (SELECT value FROM json_each(?))), 0) AS known FROM tool_cache`,
      JSON.stringify(keys),
    )
    .one();
  const after = existing.n + keys.length - existing.known;
  if (after <= caps.maxEntries) return null;
  return refuse(
    "limit_exceeded",
    `a conversation may cache ${caps.maxEntries} tool results (TOOL_CACHE_MAX_ENTRIES); this would make ${after}: delete one first`,
  );
}
