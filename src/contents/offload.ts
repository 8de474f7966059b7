import { nonTextPartsJson } from "../contents/parts";
import { enqueueMemoryIndexing } from "../queue/enqueue";
import { database } from "../db/client";
import { existingMemories, linkOffloads } from "../db/agent-memories";
import { userShard } from "../db/shards";
import type { AgentMemoryRow } from "../db/schema";
import { serviceConfig } from "../lib/config";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { extractiveDescription, formatMemoryRef } from "../context/memory-ref";
import { type ContentSize, isOverThreshold, measure, MIN_OFFLOAD_THRESHOLD_TOKENS, utf8Length } from "./offload-rule";
import type { MessageInput, StoredMessage } from "../conversations/messages";
import type { OffloadPolicy } from "../conversations/outcomes";
import { offloadMemoryKey, writeMemory } from "./store";
import { enqueueDescriptions } from "./describe-queue";
import { purgeAgentMemories } from "../lifecycle/purge";
import { cachedThreshold, rememberThreshold } from "./threshold-cache";

/**
 * What stays of a message in its Durable Object row besides the content (tool calls, metadata,
 * name) must leave the row far below the object's 2 MB limit; contents are bounded by the
 * offload rule. Only reachable when MAX_BODY_BYTES is raised above this.
 */
export const MAX_MESSAGE_ENVELOPE_BYTES = 1024 * 1024;

export interface OffloadTarget {
  tenantId: string;
  conversationId: string;
  userId: string;
}

export interface OffloadPlan {
  /** The messages to append: offloaded contents replaced by their placeholders. */
  messages: MessageInput[];
  offloads: Array<{ index: number; key: string }>;
  /** Rows written by this request with an offline description the LLM job may improve. */
  described: string[];
  /** The user whose data shard holds the rows. */
  userId: string;
  /** Rows this request created (not found before it): what `discardOffloads` removes if the append is refused. */
  written: string[];
}

function envelopeBytes(message: MessageInput): number {
  let bytes = message.name ? utf8Length(message.name) : 0;
  if (message.tool_calls) bytes += utf8Length(JSON.stringify(message.tool_calls));
  if (message.metadata) bytes += utf8Length(JSON.stringify(message.metadata));
  // Image and file parts (data: URLs) stay in the row: only text is offloaded.
  bytes += utf8Length(nonTextPartsJson(message.parts));
  return bytes;
}

/**
 * Offloads the contents over the conversation's threshold before the object sees them. The
 * object is asked for its threshold only when it is not cached and some content could be over
 * the lowest threshold a conversation may have, and for the tool calls being answered only when
 * a tool output is offloaded; ordinary turns cost no extra round trip. Rows and blobs are
 * written before the append; `settleOffloads` records the seqs after.
 */
export async function offloadMessages(
  env: Env,
  target: OffloadTarget,
  messages: MessageInput[],
  policy: (toolCallIds: string[]) => Promise<OffloadPolicy>,
): Promise<OffloadPlan> {
  const unchanged: OffloadPlan = { messages, offloads: [], described: [], userId: target.userId, written: [] };
  for (const message of messages) {
    if (envelopeBytes(message) > MAX_MESSAGE_ENVELOPE_BYTES) {
      throw new EngramError(
        "payload_too_large",
        `a message's tool_calls, metadata, name and non-text parts exceed ${MAX_MESSAGE_ENVELOPE_BYTES} bytes`,
      );
    }
  }
  const sizes = messages.map((message) => (message.content === null ? null : measure(message.content)));
  const overAt = (threshold: number) => sizes.flatMap((size, index) => (size && isOverThreshold(size, threshold) ? [index] : []));
  const batchCalls = new Map<string, { name: string; arguments: string }>();
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) batchCalls.set(call.id, { name: call.function.name, arguments: call.function.arguments });
  }
  const asked = new Set<string>();
  const callIdsToAsk = (indexes: number[]) =>
    indexes.flatMap((index) => {
      const id = messages[index]?.tool_call_id;
      return id && !batchCalls.has(id) && !asked.has(id) ? [id] : [];
    });
  let toolCalls: OffloadPolicy["toolCalls"] = {};
  let policyAnswer: OffloadPolicy | undefined;
  const ask = async (ids: string[]) => {
    const answer = await policy(ids);
    policyAnswer = answer;
    for (const id of ids) asked.add(id);
    toolCalls = { ...toolCalls, ...answer.toolCalls };
    rememberThreshold(target.tenantId, target.conversationId, answer.thresholdTokens);
    return answer.thresholdTokens;
  };

  let threshold = cachedThreshold(target.tenantId, target.conversationId);
  if (threshold === undefined) {
    // Nothing can be over the conversation's threshold if nothing is over the lowest one it may have.
    const possible = overAt(Math.min(MIN_OFFLOAD_THRESHOLD_TOKENS, serviceConfig(env).OFFLOAD_THRESHOLD_TOKENS));
    if (possible.length === 0) return unchanged;
    threshold = await ask(callIdsToAsk(possible));
  }
  const chosen = overAt(threshold);
  if (chosen.length === 0) return unchanged;
  const missing = callIdsToAsk(chosen);
  if (missing.length > 0) await ask(missing);
  // When the object was asked it ran the append's checks (owner, Idempotency-Key): a refusal
  // threw before anything was written, and a replay stores nothing. With the threshold cached
  // it was not asked (one round trip per append): a refused append's rows are discarded after.
  if (policyAnswer?.replay) return unchanged;

  const now = new Date().toISOString();
  const shard = await userShard(env, target.tenantId, target.userId);
  const planned = await Promise.all(
    chosen.map(async (index) => {
      const message = messages[index] as MessageInput & { content: string };
      const type = message.role === "tool" ? "tool_output" : "message";
      const key = await offloadMemoryKey({ ...target, type, shard: shard.index }, message.content);
      const call = message.tool_call_id ? (batchCalls.get(message.tool_call_id) ?? toolCalls[message.tool_call_id]) : undefined;
      const description = extractiveDescription({
        content: message.content,
        role: message.role,
        toolName: message.name ?? call?.name,
        toolArguments: call?.arguments,
      });
      return { index, key, type, message, description, size: sizes[index] as ContentSize };
    }),
  );

  const existing = new Map<string, AgentMemoryRow>(
    (
      await existingMemories(
        database(shard.db),
        target.tenantId,
        planned.map((p) => p.key),
      )
    ).map((row) => [row.memoryKey, row]),
  );
  const written = new Set<string>();
  const writes: Promise<void>[] = [];
  for (const item of planned) {
    const row = existing.get(item.key);
    // A ready row is complete; a pending one may lack its blob (a crash before the R2 put), so
    // it is written again: same key, same bytes, still one object.
    if ((row && row.state === "ready") || written.has(item.key)) continue;
    written.add(item.key);
    writes.push(
      writeMemory(
        env,
        {
          memoryKey: item.key,
          tenantId: target.tenantId,
          userId: target.userId,
          agentId: null,
          conversationId: target.conversationId,
          sourceSeq: null,
          memoryType: item.type,
          description: row?.description ?? item.description,
          descriptionSource: row?.descriptionSource ?? "extractive",
          contentMetadata: JSON.stringify(item.message.metadata ?? {}),
          origin: "offload",
          createdAt: item.message.created_at ? new Date(item.message.created_at).toISOString() : now,
          expiresAt: null,
        },
        item.message.content,
        item.size,
      ),
    );
  }
  await Promise.all(writes);

  const out = [...messages];
  for (const item of planned) {
    const row = existing.get(item.key);
    const description = row?.description ?? item.description;
    out[item.index] = { ...item.message, content: formatMemoryRef({ key: item.key, description, tokens: item.size.tokens }) };
  }
  return {
    messages: out,
    offloads: planned.map((item) => ({ index: item.index, key: item.key })),
    described: [...written].filter((key) => (existing.get(key)?.descriptionSource ?? "extractive") === "extractive"),
    userId: target.userId,
    written: [...written].filter((key) => !existing.has(key)),
  };
}

/**
 * The append was refused after its contents were offloaded (the object was not asked first,
 * or a concurrent request took the Idempotency-Key between its check and the append): the
 * rows this request created, still pending, go with their blobs. A row another request linked
 * meanwhile is no longer pending and stays.
 */
export async function discardOffloads(env: Env, tenantId: string, plan: OffloadPlan): Promise<void> {
  if (plan.written.length === 0) return;
  const db = database((await userShard(env, tenantId, plan.userId)).db);
  const pending = (await existingMemories(db, tenantId, plan.written)).filter((row) => row.state === "pending" && row.sourceSeq === null);
  await purgeAgentMemories(
    env,
    pending.map((row) => ({ memoryKey: row.memoryKey, tenantId: row.tenantId, userId: row.userId, r2Key: row.r2Key })),
  );
}

/**
 * After the append: records which seq holds each offloaded content and queues the description
 * upgrades. A failure here loses nothing (the message and the content are both stored); the
 * rows stay pending and the sweep links them from the conversation's placeholders.
 */
export async function settleOffloads(env: Env, tenantId: string, plan: OffloadPlan, stored: StoredMessage[]): Promise<void> {
  if (plan.offloads.length === 0) return;
  const links = plan.offloads.flatMap((offload) => {
    const seq = stored[offload.index]?.seq;
    return seq === undefined ? [] : [{ key: offload.key, seq }];
  });
  try {
    await linkOffloads(database((await userShard(env, tenantId, plan.userId)).db), links);
  } catch (error) {
    log("warn", "offload_link_failed", { tenantId, count: links.length, error: String(error) });
    return;
  }
  await enqueueDescriptions(env, tenantId, plan.userId, plan.described);
  await enqueueMemoryIndexing(
    env,
    tenantId,
    plan.userId,
    links.map((link) => link.key),
  );
}
