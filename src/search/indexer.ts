import { redact, redactsDerived } from "../privacy/pii";
import { tenantSettings } from "../tenants/settings";
import { conversationStub } from "../conversations/stub";
import { chainDbOf, getMemory } from "../summaries/chain";
import { isLiveMemory, locateMemory } from "../db/agent-memories";
import type { AgentMemoryRow } from "../db/schema";
import type { IndexFactsJob, IndexJob, IndexMemoryJob, IndexMessagesJob, IndexSummaryJob } from "../queue/job-types";
import { userStub } from "../users/stub";
import { withJobUsage } from "../usage/meter";
import { reportUserUsageTo } from "../usage/report";
import { log } from "../lib/log";
import { embedderFor, embedderKey } from "./embedders";
import { vectorRecord, type Embedder, type VectorIndex } from "./vector-index";
import { vectorIndexFor, vectorIds } from "./vectors";
import { factDoc, type IndexDoc, memoryDoc, messageDocs, summaryDoc } from "./documents";
import { quantise } from "./local-vector-index";
import { reembedUser } from "./reembed";
import { vectorText } from "./vector-text";
import type { IndexBatchOutcome, IndexRemoval, IndexUpsert } from "./user-index-types";

export interface IndexDeps {
  embedder: Embedder;
  /** Vectorize in production; null when the user objects hold the (local) vectors. */
  vectors: VectorIndex | null;
}

export const indexDeps = (env: Env): IndexDeps => ({ embedder: embedderFor(env), vectors: vectorIndexFor(env) });

/** Messages read from the conversation object per round trip while indexing a long range. */
const READ_CHUNK = 200;
/** Texts per embedder call (Workers AI takes 100 at most). */
const EMBED_CHUNK = 100;
/** Documents per write to a user object (a recovery of thousands of turns goes in a few). */
const WRITE_CHUNK = 500;
/** How much of a large memory's content is indexed (the description always is). */
export const MEMORY_INDEX_BYTES = 8 * 1024;

/** One job's share of an index batch: the user whose object it goes to, and what to write or remove there. */
export interface PreparedIndexWork {
  tenantId: string;
  userId: string;
  upserts: Array<{ doc: IndexDoc; onlyIfDue?: boolean }>;
  removals: IndexRemoval[];
}

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
async function redacted(env: Env, tenantId: string, docs: IndexDoc[]): Promise<IndexDoc[]> {
  if (docs.length === 0 || !redactsDerived((await tenantSettings(env, tenantId)).pii_mode)) return docs;
  return docs.map((doc) => ({
    ...doc,
    body: redact(doc.body),
    content: doc.content === null ? null : redact(doc.content),
    summary: doc.summary === null ? null : redact(doc.summary),
  }));
}

/**
 * Writes one user's share of a batch with one call to the user object (more only past
 * WRITE_CHUNK docs), every row under the deletion mark taken before the sources were read.
 * With Vectorize, vectors go first and those of rows refused or removed are deleted after, so
 * no vector outlives its row; with the local index the vector travels inside the row.
 */
export const writeUserIndex = (env: Env, work: PreparedIndexWork, mark: number, deps?: IndexDeps) =>
  withJobUsage("index", () => writeIndex(env, work, mark, deps), reportUserUsageTo(env, work));

async function writeIndex(env: Env, work: PreparedIndexWork, mark: number, deps: IndexDeps = indexDeps(env)): Promise<IndexBatchOutcome> {
  const outcome: IndexBatchOutcome = { written: [], refused: [], skipped: [], removedVectorIds: [] };
  const docs = await redacted(
    env,
    work.tenantId,
    work.upserts.map((u) => u.doc),
  );
  const upserts: IndexUpsert[] = [];
  for (let i = 0; i < docs.length; i += EMBED_CHUNK) {
    const chunk = docs.slice(i, i + EMBED_CHUNK);
    const embeddings = await deps.embedder.embed(chunk.map(vectorText));
    const withIds = await Promise.all(chunk.map(async (doc) => ({ ...doc, vectorId: await vectorIdOf(doc) })));
    if (deps.vectors) {
      await deps.vectors.upsert(withIds.map((doc, j) => vectorRecord(doc.vectorId, embeddings[j] ?? [], doc)));
    }
    withIds.forEach((doc, j) =>
      upserts.push({
        doc,
        vector: deps.vectors ? null : quantise(embeddings[j] ?? []),
        embedder: embedderKey(deps.embedder),
        ...(work.upserts[i + j]?.onlyIfDue ? { onlyIfDue: true } : {}),
      }),
    );
  }
  const stub = userStub(env, work.tenantId, work.userId);
  const scope = { tenantId: work.tenantId, userId: work.userId };
  for (let i = 0; i === 0 || i < upserts.length; i += WRITE_CHUNK) {
    const part = await stub.applyIndex(scope, { mark, upserts: upserts.slice(i, i + WRITE_CHUNK), removals: i === 0 ? work.removals : [] });
    outcome.written.push(...part.written);
    outcome.refused.push(...part.refused);
    outcome.skipped.push(...part.skipped);
    outcome.removedVectorIds.push(...part.removedVectorIds);
    if (part.stale) outcome.stale = true;
  }
  if (deps.vectors) {
    const written = new Set(outcome.written);
    const unused = upserts.filter((u) => !written.has(u.doc.docKey)).map((u) => u.doc.vectorId);
    const gone = [...new Set([...unused, ...outcome.removedVectorIds])];
    if (gone.length > 0) await deps.vectors.deleteByIds(gone);
  }
  if (outcome.stale) await reembedSome(env, work, deps);
  return outcome;
}

/** Rows of the user's index an index write re-embeds when it finds another embedder's vectors there. */
const REEMBED_ON_WRITE = 100;

/** A bounded share of the user's stale vectors re-embedded after a write; a failure only waits for the next write or the sweep. */
async function reembedSome(env: Env, work: PreparedIndexWork, deps: IndexDeps): Promise<void> {
  try {
    await reembedUser(env, { tenantId: work.tenantId, userId: work.userId }, deps, REEMBED_ON_WRITE);
  } catch (error) {
    log("warn", "search_reembed_failed", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Messages [fromSeq, toSeq] as documents; nothing if the conversation is gone or has another owner now. */
async function prepareMessages(env: Env, job: IndexMessagesJob): Promise<PreparedIndexWork> {
  const work: PreparedIndexWork = { tenantId: job.tenantId, userId: job.userId, upserts: [], removals: [] };
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  const scope = { tenantId: job.tenantId, conversationId: job.conversationId, restrictedUserId: job.userId };
  for (let start = job.fromSeq; start <= job.toSeq; start += READ_CHUNK) {
    const end = Math.min(job.toSeq, start + READ_CHUNK - 1);
    const result = await stub.getMessages(scope, start, end, end - start + 1);
    if (!result.ok) return { ...work, upserts: [] };
    const docs = messageDocs({ tenantId: job.tenantId, userId: job.userId, conversationId: job.conversationId, messages: result.value });
    work.upserts.push(...docs.map((doc) => ({ doc })));
  }
  return work;
}

/** A completed summary, dated like the newest turn it covers (so time filters treat it like its turns). */
async function prepareSummary(env: Env, job: IndexSummaryJob): Promise<PreparedIndexWork | null> {
  const key = { tenantId: job.tenantId, conversationId: job.conversationId };
  const db = await chainDbOf(env, key);
  const row = db ? await getMemory(db, key, job.memoryId) : undefined;
  if (!row || row.status !== "completed" || row.memoryText === null) return null;
  const scope = { ...key, restrictedUserId: row.userId };
  const last = await conversationStub(env, job.tenantId, job.conversationId).getMessages(scope, row.endSequence, row.endSequence, 1);
  if (!last.ok) return null;
  const doc = summaryDoc({
    tenantId: job.tenantId,
    userId: row.userId,
    conversationId: job.conversationId,
    memoryId: row.memoryId,
    text: row.memoryText,
    startSeq: row.startSequence,
    endSeq: row.endSequence,
    createdAt: last.value[0]?.created_at ?? row.createdAt,
  });
  return { tenantId: job.tenantId, userId: row.userId, upserts: [{ doc, onlyIfDue: true }], removals: [] };
}

/** The memory's row in whichever shard holds it (a job names no user: the key says where to look first). */
async function memoryRow(env: Env, tenantId: string, memoryKey: string, userId: string | null = null) {
  return (await locateMemory(env, { tenantId, restrictedUserId: userId }, memoryKey))?.row;
}

const isLive = (row: AgentMemoryRow | undefined) => row !== undefined && isLiveMemory(row, new Date().toISOString());

/**
 * One long-term memory, or its removal when the row is inactive or expired (a row that is gone
 * was taken out of the index by its deleter). Large contents contribute their first
 * MEMORY_INDEX_BYTES (from R2 if need be).
 */
async function prepareMemory(env: Env, job: IndexMemoryJob): Promise<PreparedIndexWork | null> {
  const row = await memoryRow(env, job.tenantId, job.memoryKey);
  if (!row) return null;
  const work: PreparedIndexWork = { tenantId: row.tenantId, userId: row.userId, upserts: [], removals: [] };
  if (!isLive(row)) return { ...work, removals: [{ kind: "memory", memoryKey: row.memoryKey }] };
  let excerpt = row.content === null ? "" : row.content.slice(0, MEMORY_INDEX_BYTES);
  if (row.content === null && row.r2Key) {
    const object = await env.BLOBS.get(row.r2Key, { range: { offset: 0, length: MEMORY_INDEX_BYTES } });
    // A cut through a multi-byte character decodes to U+FFFD at the end: harmless for search.
    if (object) excerpt = await object.text();
  }
  const doc = memoryDoc({
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
  });
  return { ...work, upserts: [{ doc }] };
}

/** Current facts (re)indexed, the others (superseded, retracted, expired, forgotten) removed. */
async function prepareFacts(env: Env, job: IndexFactsJob): Promise<PreparedIndexWork> {
  const facts = await userStub(env, job.tenantId, job.userId).getFacts(job.factIds);
  const current = facts.filter((f) => f.status === "current");
  const keep = new Set(current.map((f) => f.id));
  const removals: IndexRemoval[] = job.factIds
    .filter((id) => !keep.has(id))
    .map((id) => ({ kind: "fact", docKey: factDocKey(job.tenantId, job.userId, id) }));
  const upserts = current.map((f) => ({
    doc: factDoc({
      tenantId: job.tenantId,
      userId: job.userId,
      factId: f.id,
      type: f.type,
      topic: f.topic,
      text: f.text,
      source: f.sources[0] ?? null,
      validFrom: f.valid_from,
    }),
  }));
  return { tenantId: job.tenantId, userId: job.userId, upserts, removals };
}

const factDocKey = (tenantId: string, userId: string, factId: string) => `fact:${tenantId}/${userId}/${factId}`;

/** Reads a job's sources and turns them into one user's index work (null: nothing to do). */
export async function prepareIndexJob(env: Env, job: IndexJob): Promise<PreparedIndexWork | null> {
  switch (job.type) {
    case "index_messages":
      return prepareMessages(env, job);
    case "index_summary":
      return prepareSummary(env, job);
    case "index_memory":
      return prepareMemory(env, job);
    case "index_facts":
      return prepareFacts(env, job);
  }
}

/**
 * After a memory's row went in: if the agent_memories row was deleted or retired meanwhile
 * (its deleter may have cleaned the index just before this write), take it out again.
 */
export async function recheckMemory(env: Env, tenantId: string, userId: string, memoryKey: string, deps: IndexDeps): Promise<void> {
  if (isLive(await memoryRow(env, tenantId, memoryKey, userId))) return;
  const ids = await userStub(env, tenantId, userId).removeMemoriesIndex([memoryKey]);
  if (deps.vectors && ids.length > 0) await deps.vectors.deleteByIds(ids);
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
