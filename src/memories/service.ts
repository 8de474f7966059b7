import { assertUserAllowed } from "../tenants/access";
import { conversationStub } from "../conversations/stub";
import { unwrap } from "../lib/errors";
import { isLiveMemory, locateMemory, type MemoryScope } from "../db/agent-memories";
import type { Principal } from "../db/api-keys";
import type { AgentMemoryRow } from "../db/schema";
import { EngramError } from "../lib/errors";
import { extractiveDescription, formatMemoryRef, sanitizeDescription } from "../context/memory-ref";
import { measure } from "../contents/offload-rule";
import type { MemoryView, ReadRange, StoreMemory, StoredMemory } from "./schemas";
import { randomMemoryKey, readContent, writeMemory } from "../contents/store";
import { userShard } from "../db/shards";
import { enqueueDescriptions } from "../contents/describe-queue";
import { purgeAgentMemories } from "../lifecycle/purge";
import { enqueueMemoryIndexing } from "../queue/enqueue";
import { redact, redactsStored } from "../privacy/pii";
import { tenantSettings } from "../tenants/settings";

/**
 * The memory store's operations, shared by the REST routes and the MCP tools so both follow
 * one code path. Every check uses the caller's principal, never a field of the body.
 */
export const DEFAULT_MEMORY_TYPE = "note";

const scopeOf = (principal: Principal): MemoryScope => ({ tenantId: principal.tenantId, restrictedUserId: principal.userId });
const notFound = () => new EngramError("not_found", "memory not found");

export function refOf(row: Pick<AgentMemoryRow, "memoryKey" | "description" | "tokenCount">): string {
  return formatMemoryRef({ key: row.memoryKey, description: row.description, tokens: row.tokenCount });
}

export async function storeMemory(env: Env, principal: Principal, input: StoreMemory): Promise<StoredMemory> {
  assertUserAllowed(principal, input.user_id);
  if (input.conversation_id !== undefined) await assertConversationOf(env, principal, input.conversation_id, input.user_id);
  // PII mode "everywhere": the stored memory is already redacted, like stored messages.
  if (redactsStored((await tenantSettings(env, principal.tenantId)).pii_mode)) {
    input = { ...input, content: redact(input.content), ...(input.description ? { description: redact(input.description) } : {}) };
  }
  const now = new Date();
  const size = measure(input.content);
  const description = input.description ? sanitizeDescription(input.description) : extractiveDescription({ content: input.content });
  const memoryKey = randomMemoryKey((await userShard(env, principal.tenantId, input.user_id)).index);
  const createdAt = now.toISOString();
  const expiresAt = input.ttl_seconds === undefined ? null : new Date(now.getTime() + input.ttl_seconds * 1000).toISOString();
  await writeMemory(
    env,
    {
      memoryKey,
      tenantId: principal.tenantId,
      userId: input.user_id,
      agentId: input.agent_id ?? null,
      conversationId: input.conversation_id ?? null,
      sourceSeq: null,
      memoryType: input.type ?? DEFAULT_MEMORY_TYPE,
      description,
      descriptionSource: input.description ? "client" : "extractive",
      contentMetadata: JSON.stringify(input.metadata ?? {}),
      origin: "api",
      createdAt,
      expiresAt,
    },
    input.content,
    size,
  );
  if (!input.description) await enqueueDescriptions(env, principal.tenantId, input.user_id, [memoryKey]);
  await enqueueMemoryIndexing(env, principal.tenantId, input.user_id, [memoryKey]);
  return {
    key: memoryKey,
    ref: formatMemoryRef({ key: memoryKey, description, tokens: size.tokens }),
    token_count: size.tokens,
    content_bytes: size.bytes,
    created_at: createdAt,
    expires_at: expiresAt,
  };
}

/** A memory may name a conversation only if it is one of the same user's, visible to this key. */
async function assertConversationOf(env: Env, principal: Principal, conversationId: string, userId: string): Promise<void> {
  const stub = conversationStub(env, principal.tenantId, conversationId);
  const status = unwrap(await stub.status({ tenantId: principal.tenantId, conversationId, restrictedUserId: principal.userId }));
  if (status.userId !== userId) throw new EngramError("conflict", "the conversation belongs to another user");
}

/** The row a caller may read; expired memories are gone even before the sweep removes them. */
export async function visibleMemory(env: Env, principal: Principal, key: string): Promise<AgentMemoryRow> {
  const found = await locateMemory(env, scopeOf(principal), key);
  if (!found || !isLiveMemory(found.row, new Date().toISOString())) throw notFound();
  return found.row;
}

export async function retrieveMemory(env: Env, principal: Principal, key: string, range: ReadRange): Promise<MemoryView> {
  const row = await visibleMemory(env, principal, key);
  const slice = await readContent(env, row, range);
  return { ...memoryFields(row), content: slice.content, range: slice.range };
}

/** The whole content as a stream (R2) or a string (inline), for the raw download. */
export async function openMemoryContent(
  env: Env,
  principal: Principal,
  key: string,
): Promise<{ row: AgentMemoryRow; body: ReadableStream | string }> {
  const row = await visibleMemory(env, principal, key);
  if (row.r2Key === null) return { row, body: row.content ?? "" };
  const object = await env.BLOBS.get(row.r2Key);
  if (!object) throw notFound();
  return { row, body: object.body };
}

/**
 * Deletes the row, the R2 object and the vectors. An expired memory answers 404 like on read,
 * but is purged all the same: its owner asked for it to be gone.
 */
export async function deleteMemory(env: Env, principal: Principal, key: string): Promise<void> {
  const row = (await locateMemory(env, scopeOf(principal), key))?.row;
  if (!row) throw notFound();
  await purgeAgentMemories(env, [row]);
  if (row.expiresAt !== null && row.expiresAt <= new Date().toISOString()) throw notFound();
}

function memoryFields(row: AgentMemoryRow): Omit<MemoryView, "content" | "range"> {
  return {
    key: row.memoryKey,
    ref: refOf(row),
    user_id: row.userId,
    agent_id: row.agentId,
    conversation_id: row.conversationId,
    source_seq: row.sourceSeq,
    type: row.memoryType,
    origin: row.origin,
    description: row.description,
    summary: row.summary,
    // Written by this service from validated JSON objects only.
    metadata: JSON.parse(row.contentMetadata) as Record<string, unknown>,
    token_count: row.tokenCount,
    content_bytes: row.contentBytes,
    line_count: row.lineCount,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
  };
}
