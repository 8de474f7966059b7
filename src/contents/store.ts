import { database } from "../db/client";
import { deleteMemoryRows, insertMemoryRow, markReady, type NewAgentMemory } from "../db/agent-memories";
import type { AgentMemoryRow } from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import { withShardHint } from "../db/placement-rule";
import { userShard } from "../db/shards";
import { EngramError } from "../lib/errors";
import type { ContentSize } from "./offload-rule";
import { collectLines, countLines, streamChunks, wholeCharacters } from "../lib/text-range";
import type { ReadRange } from "../memories/schemas";

/**
 * Contents up to this size live inline in their D1 row (one query to read, no R2 operation);
 * larger ones live in R2 and the row keeps the pointer. 8 KiB keeps D1 rows small enough that
 * scans over a user's memories stay cheap, far below D1's 2 MB row limit.
 */
export const INLINE_MAX_BYTES = 8 * 1024;

const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF: the caller gets back exactly the bytes it stored.
const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

export const r2KeyFor = (tenantId: string, userId: string, memoryKey: string) => `${tenantId}/${userId}/${memoryKey}`;

/** A new key naming `shard`, its user's (src/db/placement-rule.ts withShardHint). */
export function randomMemoryKey(shard: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return withShardHint(`mem_${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`, shard);
}

/**
 * The key of an offloaded content: a hash of where it belongs and what it is. A retried or
 * replayed append computes the same key, so the content is stored once however often it
 * arrives. The user is part of it, so rows left by a refused append of another user can never
 * collide with the owner's.
 */
export async function offloadMemoryKey(
  where: { tenantId: string; userId: string; conversationId: string; type: string; shard: number },
  content: string,
): Promise<string> {
  const digest = await sha256Hex(JSON.stringify([where.tenantId, where.userId, where.conversationId, where.type, content]));
  return withShardHint(`mem_${digest.slice(0, 32)}`, where.shard);
}

export type MemoryWrite = Omit<NewAgentMemory, "content" | "r2Key" | "contentBytes" | "tokenCount" | "lineCount" | "state" | "storedAt"> & {
  memoryKey: string;
  tenantId: string;
  userId: string;
};

/**
 * Writes a memory so that no blob is ever left without a row: the D1 row goes first (as
 * 'pending' when an R2 object follows or when an offload still waits for its message), then
 * the R2 object. A crash in between leaves a pending row, which the sweep resolves; a reader
 * meanwhile finds no object and gets a 404. The row goes to its user's data shard.
 */
export async function writeMemory(env: Env, write: MemoryWrite, content: string, size: ContentSize): Promise<void> {
  const db = database((await userShard(env, write.tenantId, write.userId)).db);
  const inline = size.bytes <= INLINE_MAX_BYTES;
  const r2Key = inline ? null : r2KeyFor(write.tenantId, write.userId, write.memoryKey);
  const confirmed = inline && write.origin !== "offload";
  await insertMemoryRow(db, {
    ...write,
    content: inline ? content : null,
    r2Key,
    contentBytes: size.bytes,
    tokenCount: size.tokens,
    lineCount: countLines(content),
    state: confirmed ? "ready" : "pending",
    storedAt: new Date().toISOString(),
  });
  if (!r2Key) return;
  try {
    await env.BLOBS.put(r2Key, content, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  } catch (error) {
    if (write.origin !== "offload") await deleteMemoryRows(db, [write.memoryKey]).catch(() => undefined);
    throw error;
  }
  if (write.origin !== "offload") await markReady(db, write.memoryKey);
}

const contentGone = () => new EngramError("not_found", "memory not found");

export interface ContentSlice {
  content: string;
  range:
    | { unit: "bytes"; offset: number; length: number; next_offset: number | null }
    | { unit: "lines"; from_line: number; to_line: number; next_line: number | null }
    | null;
}

/** The whole content, or the asked range of it, read from the row or from R2. */
export async function readContent(env: Env, row: AgentMemoryRow, range: ReadRange): Promise<ContentSlice> {
  if (range === null) {
    if (row.r2Key === null) return { content: row.content ?? "", range: null };
    const object = await env.BLOBS.get(row.r2Key);
    if (!object) throw contentGone();
    // Not object.text(): the Fetch spec's UTF-8 decode would strip a leading BOM.
    return { content: decoder.decode(await object.arrayBuffer()), range: null };
  }
  if (range.unit === "bytes") return readBytes(env, row, range.offset, range.length);
  return readLines(env, row, range.fromLine, range.toLine);
}

async function readBytes(env: Env, row: AgentMemoryRow, offset: number, length: number | null): Promise<ContentSlice> {
  const total = row.contentBytes;
  if (offset > total) throw new EngramError("invalid_request", `offset is beyond the end: the memory has ${total} bytes`);
  const want = Math.min(length ?? total - offset, total - offset);
  let chunk: Uint8Array;
  if (want === 0) chunk = new Uint8Array(0);
  else if (row.r2Key === null) chunk = encoder.encode(row.content ?? "").subarray(offset, offset + want);
  else {
    const object = await env.BLOBS.get(row.r2Key, { range: { offset, length: want } });
    if (!object) throw contentGone();
    chunk = new Uint8Array(await object.arrayBuffer());
  }
  const { start, end } = wholeCharacters(chunk);
  const nextOffset = offset + end;
  return {
    content: decoder.decode(chunk.subarray(start, end)),
    range: { unit: "bytes", offset: offset + start, length: end - start, next_offset: nextOffset < total ? nextOffset : null },
  };
}

async function readLines(env: Env, row: AgentMemoryRow, fromLine: number, toLine: number | null): Promise<ContentSlice> {
  const total = row.lineCount;
  if (fromLine > Math.max(total, 1)) throw new EngramError("invalid_request", `from_line is beyond the end: the memory has ${total} lines`);
  const last = Math.min(toLine ?? total, total);
  let bytes: Uint8Array;
  if (row.r2Key === null) {
    bytes = await collectLines(single(encoder.encode(row.content ?? "")), fromLine, last);
  } else {
    const object = await env.BLOBS.get(row.r2Key);
    if (!object) throw contentGone();
    bytes = await collectLines(streamChunks(object.body), fromLine, last);
  }
  return {
    content: decoder.decode(bytes),
    range: { unit: "lines", from_line: fromLine, to_line: Math.max(last, fromLine - 1), next_line: last < total ? last + 1 : null },
  };
}

async function* single(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
