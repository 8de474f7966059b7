import { redact, redactsDerived } from "../privacy/pii";
import { tenantSettings } from "../tenants/settings";
import { and, eq } from "drizzle-orm";
import { conversationStub } from "../../durable-objects/conversation/client";
import { database } from "../db/client";
import { getMemory } from "../summaries/chain";
import { agentMemories } from "../db/schema";
import type { IndexMemoryJob, IndexMessagesJob, IndexSummaryJob } from "../queue/messages";
import { log } from "../lib/log";
import { embedderFor } from "./embedders";
import type { Embedder, VectorIndex } from "./vector-index";
import { vectorIndexFor, vectorIds } from "./vectors";
import { CONTEXT_NEIGHBOURS, type IndexDoc, memoryDoc, messageDocs, summaryDoc } from "./documents";
import { deleteDocs, orphanVectorIds, upsertDocs } from "./store";
import { withDeletionMark } from "../lifecycle/deletion-log";

export interface IndexDeps {
  embedder: Embedder;
  vectors: VectorIndex;
}

export const indexDeps = (env: Env): IndexDeps => ({ embedder: embedderFor(env), vectors: vectorIndexFor(env) });

/** Messages read from the object per round trip while indexing a long range. */
const READ_CHUNK = 200;
/** Texts per embedder call (Workers AI takes 100 at most). */
const EMBED_CHUNK = 100;
/** How much of a large memory's content is indexed (the description always is). */
export const MEMORY_INDEX_BYTES = 8 * 1024;

/** What gets embedded for a document: its own text, the neighbours stay keyword-only. */
export const vectorText = (doc: IndexDoc) => doc.body;

async function vectorIdOf(doc: IndexDoc): Promise<string> {
  switch (doc.kind) {
    case "message":
      return vectorIds.message(doc.tenantId, doc.conversationId ?? "", doc.startSeq ?? 0);
    case "summary":
      return vectorIds.summary(doc.memoryId ?? 0);
    case "memory":
      return vectorIds.memory(doc.tenantId, doc.memoryKey ?? "");
    case "fact":
      return vectorIds.fact(doc.tenantId, doc.userId, doc.memoryKey ?? "");
  }
}

/** PII mode "derived" (and "everywhere"): the index and the embedder see redacted text only. */
async function redactedForTenant(env: Env, docs: IndexDoc[]): Promise<IndexDoc[]> {
  const modes = new Map<string, boolean>();
  for (const doc of docs) {
    if (!modes.has(doc.tenantId)) modes.set(doc.tenantId, redactsDerived((await tenantSettings(env, doc.tenantId)).pii_mode));
  }
  return docs.map((doc) =>
    modes.get(doc.tenantId)
      ? {
          ...doc,
          body: redact(doc.body),
          context: redact(doc.context),
          content: doc.content === null ? null : redact(doc.content),
          summary: doc.summary === null ? null : redact(doc.summary),
        }
      : doc,
  );
}

/**
 * Rows first (keyword search sees them at once), then vectors; both are idempotent upserts.
 * Every row is written under the deletion guard for `mark` (taken before the sources were
 * read); a vector only for a row that went in, and removed again if its row was deleted while
 * the vector was being written (the vector index cannot carry the guard). Returns how many
 * docs were refused because a delete landed since the mark.
 */
export async function writeDocs(
  env: Env,
  input: IndexDoc[],
  mark: number,
  deps: IndexDeps = indexDeps(env),
): Promise<{ written: number; refused: number }> {
  const docs = await redactedForTenant(env, input);
  let written = 0;
  for (let i = 0; i < docs.length; i += EMBED_CHUNK) {
    const chunk = docs.slice(i, i + EMBED_CHUNK);
    const withIds = await Promise.all(chunk.map(async (doc) => ({ ...doc, vectorId: await vectorIdOf(doc) })));
    const embeddings = await deps.embedder.embed(chunk.map(vectorText));
    const stored = new Set((await upsertDocs(env.DB, withIds, mark)).map((doc) => doc.vectorId));
    const vectors = withIds.flatMap((doc, j) => (stored.has(doc.vectorId) ? [{ doc, values: embeddings[j] ?? [] }] : []));
    written += vectors.length;
    if (vectors.length === 0) continue;
    await deps.vectors.upsert(
      vectors.map(({ doc, values }) => ({
        id: doc.vectorId,
        values,
        metadata: {
          tenantId: doc.tenantId,
          userId: doc.userId,
          kind: doc.kind,
          ...(doc.conversationId === null ? {} : { conversationId: doc.conversationId }),
          createdAt: doc.createdAt,
        },
      })),
    );
    const orphans = await orphanVectorIds(
      env.DB,
      vectors.map(({ doc }) => doc.vectorId),
    );
    if (orphans.length > 0) await deps.vectors.deleteByIds(orphans);
  }
  return { written, refused: docs.length - written };
}

/**
 * Indexes messages [fromSeq, toSeq]. The CONTEXT_NEIGHBOURS messages before fromSeq are
 * re-indexed too: their context now includes the turns that followed them. Each chunk is
 * read and written under one deletion mark, and read again if a delete refused its write.
 */
export async function indexMessages(env: Env, job: IndexMessagesJob, deps: IndexDeps = indexDeps(env)): Promise<number> {
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  const scope = { tenantId: job.tenantId, conversationId: job.conversationId, restrictedUserId: job.userId };
  const first = Math.max(0, job.fromSeq - CONTEXT_NEIGHBOURS);
  let indexed = 0;
  for (let start = first; start <= job.toSeq; start += READ_CHUNK) {
    const end = Math.min(job.toSeq, start + READ_CHUNK - 1);
    const readFrom = Math.max(0, start - CONTEXT_NEIGHBOURS);
    const readTo = end + CONTEXT_NEIGHBOURS;
    const outcome = await withDeletionMark(env.DB, async (mark) => {
      const result = await stub.getMessages(scope, readFrom, readTo, readTo - readFrom + 1);
      // Gone (deleted), or owned by someone else now: nothing of it may enter the index.
      if (!result.ok) return { refused: false, value: null };
      const docs = messageDocs({
        tenantId: job.tenantId,
        userId: job.userId,
        conversationId: job.conversationId,
        messages: result.value,
        fromSeq: start,
        toSeq: end,
      });
      const { written, refused } = await writeDocs(env, docs, mark, deps);
      return { refused: refused > 0, value: written };
    });
    if (outcome === null) return indexed;
    indexed += outcome;
  }
  return indexed;
}

/**
 * Seed 002 re-summarizes a sliding window after almost every append, so consecutive versions
 * overlap by all but a turn or two: indexing each would store every turn ~window-size times.
 * A version is indexed only if it starts at least half its length after the newest indexed
 * one (or reaches past it after a gap); every turn stays in about two indexed summaries, and
 * the messages themselves are always indexed.
 */
export function summaryIsDue(range: { startSeq: number; endSeq: number }, newest: { startSeq: number; endSeq: number } | null): boolean {
  if (!newest) return true;
  if (range.endSeq <= newest.endSeq) return false;
  const half = Math.ceil((range.endSeq - range.startSeq + 1) / 2);
  return range.startSeq >= newest.startSeq + half || range.startSeq > newest.endSeq;
}

export async function indexSummary(env: Env, job: IndexSummaryJob, deps: IndexDeps = indexDeps(env)): Promise<boolean> {
  return withDeletionMark(env.DB, (mark) => indexSummaryOnce(env, job, mark, deps));
}

async function indexSummaryOnce(
  env: Env,
  job: IndexSummaryJob,
  mark: number,
  deps: IndexDeps,
): Promise<{ refused: boolean; value: boolean }> {
  const skipped = { refused: false, value: false };
  const key = { tenantId: job.tenantId, conversationId: job.conversationId };
  const row = await getMemory(database(env.DB), key, job.memoryId);
  if (!row || row.status !== "completed" || row.memoryText === null) return skipped;
  const newest = await env.DB.prepare(
    `SELECT memory_id, start_seq, end_seq FROM search_docs WHERE tenant_id = ? AND conversation_id = ? AND kind = 'summary'
     ORDER BY end_seq DESC LIMIT 1`,
  )
    .bind(job.tenantId, job.conversationId)
    .first<{ memory_id: number; start_seq: number; end_seq: number }>();
  const redelivery = newest?.memory_id === row.memoryId;
  const range = { startSeq: row.startSequence, endSeq: row.endSequence };
  if (!redelivery && !summaryIsDue(range, newest ? { startSeq: newest.start_seq, endSeq: newest.end_seq } : null)) return skipped;
  // The summary is dated like the newest turn it covers, so time filters treat it like its turns.
  const scope = { ...key, restrictedUserId: row.userId };
  const last = await conversationStub(env, job.tenantId, job.conversationId).getMessages(scope, row.endSequence, row.endSequence, 1);
  if (!last.ok) return skipped;
  const createdAt = last.value[0]?.created_at ?? row.createdAt;
  const { written } = await writeDocs(
    env,
    [
      summaryDoc({
        tenantId: job.tenantId,
        userId: row.userId,
        conversationId: job.conversationId,
        memoryId: row.memoryId,
        text: row.memoryText,
        startSeq: row.startSequence,
        endSeq: row.endSequence,
        createdAt,
      }),
    ],
    mark,
    deps,
  );
  return { refused: written === 0, value: written > 0 };
}

/**
 * Indexes one long-term memory, or removes it from the index when the row is gone, inactive
 * or expired. Large contents contribute their first MEMORY_INDEX_BYTES (from R2 if need be).
 */
export async function indexMemory(env: Env, job: IndexMemoryJob, deps: IndexDeps = indexDeps(env)): Promise<"indexed" | "removed"> {
  return withDeletionMark(env.DB, (mark) => indexMemoryOnce(env, job, mark, deps));
}

async function indexMemoryOnce(
  env: Env,
  job: IndexMemoryJob,
  mark: number,
  deps: IndexDeps,
): Promise<{ refused: boolean; value: "indexed" | "removed" }> {
  const row = await database(env.DB)
    .select()
    .from(agentMemories)
    .where(and(eq(agentMemories.tenantId, job.tenantId), eq(agentMemories.memoryKey, job.memoryKey)))
    .get();
  const expired = row?.expiresAt ? Date.parse(row.expiresAt) <= Date.now() : false;
  if (!row || !row.isActive || expired) {
    await removeMemoryFromIndex(env, job.tenantId, job.memoryKey, deps.vectors);
    return { refused: false, value: "removed" };
  }
  let excerpt = row.content === null ? "" : row.content.slice(0, MEMORY_INDEX_BYTES);
  if (row.content === null && row.r2Key) {
    const object = await env.BLOBS.get(row.r2Key, { range: { offset: 0, length: MEMORY_INDEX_BYTES } });
    // A cut through a multi-byte character decodes to U+FFFD at the end: harmless for search.
    if (object) excerpt = await object.text();
  }
  const { written } = await writeDocs(
    env,
    [
      memoryDoc({
        tenantId: row.tenantId,
        userId: row.userId,
        memoryKey: row.memoryKey,
        memoryType: row.memoryType,
        description: row.description,
        summary: row.summary,
        contentExcerpt: excerpt,
        conversationId: row.conversationId,
        sourceSeq: row.sourceSeq,
        metadata: parseMetadata(row.contentMetadata),
        createdAt: row.createdAt,
      }),
    ],
    mark,
    deps,
  );
  return { refused: written === 0, value: written > 0 ? "indexed" : "removed" };
}

function parseMetadata(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    log("warn", "memory_metadata_unparsable");
    return {};
  }
}

/** Removes a memory's row, FTS entry and vector. Call it when a memory is deleted. */
export async function removeMemoryFromIndex(env: Env, tenantId: string, memoryKey: string, vectors = vectorIndexFor(env)): Promise<void> {
  const ids = await deleteDocs(env.DB, "tenant_id = ? AND kind = 'memory' AND memory_key = ?", [tenantId, memoryKey]);
  ids.push(await vectorIds.memory(tenantId, memoryKey));
  await vectors.deleteByIds([...new Set(ids)]);
}

/** The second pass of a memory purge: index entries written while the rows were being deleted. */
export async function removeMemoryDocsLeft(env: Env, tenantId: string, memoryKeys: string[], vectors = vectorIndexFor(env)): Promise<void> {
  for (let i = 0; i < memoryKeys.length; i += 90) {
    const keys = memoryKeys.slice(i, i + 90);
    const ids = await deleteDocs(env.DB, `tenant_id = ? AND kind = 'memory' AND memory_key IN (${keys.map(() => "?").join(", ")})`, [
      tenantId,
      ...keys,
    ]);
    if (ids.length > 0) await vectors.deleteByIds(ids);
  }
}

/** Removes a conversation's messages and summaries from the index (on conversation delete). */
export async function removeConversationFromIndex(
  env: Env,
  tenantId: string,
  conversationId: string,
  vectors = vectorIndexFor(env),
): Promise<number> {
  const ids = await deleteDocs(env.DB, "tenant_id = ? AND conversation_id = ? AND kind IN ('message', 'summary')", [
    tenantId,
    conversationId,
  ]);
  if (ids.length > 0) await vectors.deleteByIds(ids);
  return ids.length;
}

/** Removes everything of one user from the index (forget-a-user): rows, FTS entries, vectors. */
export async function removeUserFromIndex(env: Env, tenantId: string, userId: string, vectors = vectorIndexFor(env)): Promise<number> {
  const ids = await deleteDocs(env.DB, "tenant_id = ? AND user_id = ?", [tenantId, userId]);
  for (let i = 0; i < ids.length; i += 500) await vectors.deleteByIds(ids.slice(i, i + 500));
  return ids.length;
}
