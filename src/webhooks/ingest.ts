import type { AppendOutcome } from "../conversations/outcomes";
import type { Result } from "../lib/errors";
import { fromApiMessage } from "../contents/parts";
import { conversationStub, systemScope } from "../conversations/stub";
import { database } from "../db/client";
import { claimDelivery, completeDelivery } from "../db/webhook-deliveries";
import { conversationOwners } from "../db/webhooks";
import { dataShard, webhookSubject } from "../db/shards";
import { sha256Hex } from "../lib/crypto";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { redactMessage, redactsStored } from "../privacy/pii";
import type { MessageInput } from "../conversations/messages";
import type { WebhookDelivery, WebhookIngestResult } from "./delivery";
import { tenantSettings } from "../tenants/settings";
import type { VerifiedDelivery } from "./verify";

/** The conversation objects keep idempotency records this long (durable-objects/conversation.ts). */
const RESUMABLE_FOR_MS = 23 * 60 * 60 * 1000;
const PARALLEL_APPENDS = 8;

interface Group {
  conversationId: string;
  userId: string;
  messages: MessageInput[];
}

/** Per conversation, in the order of first appearance; a conversation has one user. */
export function groupTurns(body: WebhookDelivery): Group[] {
  const groups = new Map<string, Group>();
  const entries =
    body.turns?.map((turn) => ({ conversation_id: turn.conversation_id, user_id: turn.user_id, messages: [turn.message] })) ??
    body.conversations ??
    [];
  for (const entry of entries) {
    const group = groups.get(entry.conversation_id);
    const messages = entry.messages.map(fromApiMessage);
    if (!group) groups.set(entry.conversation_id, { conversationId: entry.conversation_id, userId: entry.user_id, messages });
    else if (group.userId !== entry.user_id) {
      throw new EngramError("invalid_request", `conversation ${entry.conversation_id} appears with two user_ids`);
    } else group.messages.push(...messages);
  }
  return [...groups.values()];
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = Array.from({ length: items.length });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Exactly-once ingestion of a verified delivery:
 * 1. validate and check conversation owners (a refusal writes nothing);
 * 2. claim the delivery id in D1 (unique key) as 'pending';
 * 3. append each conversation's messages through its object with the idempotency key
 *    `<webhook id>/<delivery id>` (in the webhook namespace, apart from REST Idempotency-Keys),
 *    so an append repeated by a retry is replayed, not stored twice;
 * 4. mark the delivery 'ingested' with its answer.
 * If the worker dies after 2, the delivery stays 'pending' and the platform's retry (same id,
 * same body) resumes at 3; a retry after 4 gets the recorded answer and writes nothing.
 */
export async function ingestDelivery(env: Env, delivery: VerifiedDelivery, body: WebhookDelivery): Promise<WebhookIngestResult> {
  const db = database(env.DB);
  const groups = groupTurns(body);
  const owners = await conversationOwners(
    db,
    delivery.tenantId,
    groups.map((group) => group.conversationId),
  );
  const clashes = groups.filter((group) => (owners.get(group.conversationId) ?? group.userId) !== group.userId);
  if (clashes.length > 0) {
    throw new EngramError("conflict", `conversations belong to other users: ${clashes.map((group) => group.conversationId).join(", ")}`);
  }

  // Deliveries live in the data shard placed for (tenant, webhook).
  const shard = await dataShard(env, delivery.tenantId, webhookSubject(delivery.webhookId));
  const claim = await claimDelivery(env.DB, shard.db, {
    tenantId: delivery.tenantId,
    deliveryId: delivery.deliveryId,
    webhookId: delivery.webhookId,
    bodyHash: await sha256Hex(delivery.rawBody),
    turnCount: groups.reduce((sum, group) => sum + group.messages.length, 0),
    receivedAt: new Date().toISOString(),
  });
  if (!claim.claimed) {
    const existing = claim.existing;
    if (existing.bodyHash !== (await sha256Hex(delivery.rawBody))) {
      throw new EngramError("duplicate_delivery", "this delivery id was already used with a different body");
    }
    if (existing.status === "ingested" && existing.result) {
      // Written by this function from the same type.
      const previous = JSON.parse(existing.result) as WebhookIngestResult;
      return { ...previous, status: "duplicate" };
    }
    if (Date.now() - Date.parse(existing.receivedAt) > RESUMABLE_FOR_MS) {
      throw new EngramError("duplicate_delivery", "this interrupted delivery is too old to resume safely");
    }
  }

  const redacting = redactsStored((await tenantSettings(env, delivery.tenantId)).pii_mode);
  const outcomes = await mapLimited(groups, PARALLEL_APPENDS, async (group) => {
    const messages = redacting ? group.messages.map(redactMessage) : group.messages;
    try {
      const result: Result<AppendOutcome> = await conversationStub(env, delivery.tenantId, group.conversationId).append({
        scope: systemScope({ tenantId: delivery.tenantId, conversationId: group.conversationId }),
        userId: group.userId,
        messages,
        idempotency: {
          namespace: "webhook",
          key: `${delivery.webhookId}/${delivery.deliveryId}`,
          bodyHash: await sha256Hex(JSON.stringify({ user: group.userId, messages })),
        },
      });
      return { group, result };
    } catch (error) {
      return { group, error: String(error) };
    }
  });
  const failed = outcomes.filter((outcome) => "error" in outcome);
  if (failed.length > 0) {
    log("error", "webhook_ingest_incomplete", {
      deliveryId: delivery.deliveryId,
      failed: failed.length,
      error: failed[0] && "error" in failed[0] ? failed[0].error : "",
    });
    throw new EngramError("unavailable", "some conversations could not be reached; retry this delivery", undefined, 5);
  }

  const result: WebhookIngestResult = {
    delivery_id: delivery.deliveryId,
    status: "ingested",
    conversations: outcomes.map(({ group, result }) => {
      if (!result || !result.ok) {
        return {
          conversation_id: group.conversationId,
          status: "rejected" as const,
          message_count: 0,
          first_seq: null,
          last_seq: null,
          ...(result ? { error: { code: result.error.code, message: result.error.message } } : {}),
        };
      }
      return {
        conversation_id: group.conversationId,
        status: result.value.replayed ? ("replayed" as const) : ("stored" as const),
        message_count: result.value.messages.length,
        first_seq: result.value.messages[0]?.seq ?? null,
        last_seq: result.value.lastSeq,
      };
    }),
  };
  await completeDelivery(shard.db, delivery.webhookId, delivery.deliveryId, JSON.stringify(result));
  return result;
}
