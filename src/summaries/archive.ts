import { z } from "zod";
import { MemoryChainEntrySchema } from "./entry";
import type { ConversationKey } from "../conversations/key";

/**
 * The R2 archive of a conversation's pruned summary versions: JSON Lines, one line per version,
 * in numbered parts under a per-conversation prefix. R2 has no append, so the sweep rewrites
 * the newest part (conditional on its etag) and starts a new one once a part passes
 * PART_BYTES: a sweep costs one small rewrite, not a copy of the whole history, and a
 * conversation's archive is still one prefix (listed by the chain route, deleted by a forget).
 * A line carries the row's id: a re-run after a crash between the archive write and the D1
 * delete finds its lines already in the newest part and writes none of them twice.
 */
export const ArchivedVersionSchema = MemoryChainEntrySchema.omit({ base_end_seq: true, archived: true }).extend({
  tenant_id: z.string(),
  conversation_id: z.string(),
  user_id: z.string(),
  archived_at: z.string(),
});
export type ArchivedVersion = z.infer<typeof ArchivedVersionSchema>;

const PART_BYTES = 1024 * 1024;
const PART_DIGITS = 6;

/** Ids are limited to [A-Za-z0-9._:@-] (src/http/schemas/common.ts): safe as key segments. */
export const archivePrefix = (key: ConversationKey) => `summary-archive/${key.tenantId}/${key.conversationId}/`;
const partKey = (key: ConversationKey, part: number) => `${archivePrefix(key)}part-${String(part).padStart(PART_DIGITS, "0")}.jsonl`;

async function partKeys(bucket: R2Bucket, key: ConversationKey): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: archivePrefix(key), cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

function parseLines(text: string): ArchivedVersion[] {
  const versions: ArchivedVersion[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const parsed = ArchivedVersionSchema.safeParse(JSON.parse(line));
    if (parsed.success) versions.push(parsed.data);
  }
  return versions;
}

/** Every archived version of the conversation, ascending by id, each once. */
export async function readArchive(bucket: R2Bucket, key: ConversationKey): Promise<ArchivedVersion[]> {
  return readArchiveParts(bucket, await partKeys(bucket, key));
}

/** The versions these parts of one conversation's archive hold (keys listed by the caller), ascending by id, each once. */
export async function readArchiveParts(bucket: R2Bucket, parts: string[]): Promise<ArchivedVersion[]> {
  const byId = new Map<number, ArchivedVersion>();
  for (const part of [...parts].sort()) {
    const object = await bucket.get(part);
    if (object) for (const version of parseLines(await object.text())) byId.set(version.memory_id, version);
  }
  return [...byId.values()].sort((a, b) => a.memory_id - b.memory_id);
}

/**
 * Appends the versions the newest part does not hold yet. Returns false when another writer
 * changed that part in between (nothing written; the caller leaves the rows for the next run).
 */
export async function appendToArchive(bucket: R2Bucket, key: ConversationKey, versions: ArchivedVersion[]): Promise<boolean> {
  const parts = await partKeys(bucket, key);
  const lastKey = parts.at(-1);
  const last = lastKey ? await bucket.get(lastKey) : null;
  const existing = last ? await last.text() : "";
  const present = new Set(parseLines(existing).map((version) => version.memory_id));
  const fresh = versions.filter((version) => !present.has(version.memory_id));
  if (fresh.length === 0) return true;
  const lines = fresh.map((version) => `${JSON.stringify(version)}\n`).join("");
  if (!last || !lastKey || existing.length + lines.length > PART_BYTES) {
    const next = lastKey ? Number(/part-(\d+)\.jsonl$/.exec(lastKey)?.[1] ?? parts.length) + 1 : 0;
    await bucket.put(partKey(key, next), lines, { httpMetadata: { contentType: "application/x-ndjson" } });
    return true;
  }
  const written = await bucket.put(lastKey, existing + lines, {
    onlyIf: { etagMatches: last.etag },
    httpMetadata: { contentType: "application/x-ndjson" },
  });
  return written !== null;
}

/** Deletes the conversation's archive; returns how many objects it was. */
export async function deleteArchive(bucket: R2Bucket, key: ConversationKey): Promise<number> {
  const parts = await partKeys(bucket, key);
  for (let i = 0; i < parts.length; i += 1000) await bucket.delete(parts.slice(i, i + 1000));
  return parts.length;
}
