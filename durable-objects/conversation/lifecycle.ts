import { database } from "../../src/db/client";
import { registerConversation, touchConversation } from "../../src/db/conversations-registry";
import { serviceConfig } from "../../src/lib/config";
import { log } from "../../src/lib/log";
import type { MetaStore } from "./meta-store";
import type { CallerScope, PurgeOutcome } from "../../src/conversations/outcomes";
import { migrateConversationSchema } from "./schema";
import { UsageStore } from "../usage-store";

/**
 * The conversation's side of the D1 registry (`conversations`), which retention, forget-a-user
 * and export use to find conversations. The object writes it itself, serialized with its own
 * writes: before the first message is stored (so no message exists unregistered), then at
 * most once per CONVERSATION_ACTIVITY_INTERVAL_SECONDS (so the registry's last_activity_at
 * lags the truth by at most that interval, and appends pay a D1 write only that rarely).
 */

export const registrationDue = (meta: MetaStore) => meta.get("registryWrittenAt") === undefined;

/**
 * The first append of a conversation (or any append while it is unregistered): registers it
 * in D1, then runs the append. Blocking other events meanwhile makes the registered user the
 * one this append stores; one clock reading makes the registry's created_at equal the
 * identity's (purges match on it). If D1 is unreachable nothing is stored.
 */
export async function registerThen<T>(
  ctx: DurableObjectState,
  env: Env,
  meta: MetaStore,
  request: { scope: CallerScope; userId: string },
  append: (now: number) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.blockConcurrencyWhile(async () => {
    const now = Date.now();
    try {
      await register(env, meta, request.scope, request.userId, now);
    } catch (error) {
      // Thrown outside: an exception inside blockConcurrencyWhile would reset the object.
      return { failed: String(error) };
    }
    return { result: await append(now) };
  });
  if ("failed" in outcome) throw new Error(`conversation registry unavailable: ${outcome.failed}`);
  return outcome.result;
}

async function register(env: Env, meta: MetaStore, scope: CallerScope, userId: string, now: number): Promise<void> {
  const identity = meta.get("identity");
  const nowIso = new Date(now).toISOString();
  await registerConversation(database(env.DB), {
    tenantId: scope.tenantId,
    conversationId: scope.conversationId,
    userId: identity?.userId ?? userId,
    createdAt: identity?.createdAt ?? nowIso,
    lastActivityAt: nowIso,
  });
  meta.set("registryWrittenAt", now);
}

/** The throttled activity write; a failure is retried by a later append. */
export async function touchIfDue(env: Env, meta: MetaStore, now: number): Promise<void> {
  const last = meta.get("registryWrittenAt");
  const identity = meta.get("identity");
  if (last === undefined || !identity) return;
  if (now - last < serviceConfig(env).CONVERSATION_ACTIVITY_INTERVAL_SECONDS * 1000) return;
  try {
    await touchConversation(database(env.DB), identity, new Date(now).toISOString());
    meta.set("registryWrittenAt", now);
  } catch (error) {
    log("warn", "registry_touch_failed", { conversationId: identity.conversationId, error: String(error) });
  }
}

export function lastActivity(meta: MetaStore): number {
  const stored = meta.get("lastActivityAt");
  if (stored !== undefined) return stored;
  const createdAt = meta.get("identity")?.createdAt;
  return createdAt ? Date.parse(createdAt) : 0;
}

/**
 * Deletes everything the object holds. Runs inside blockConcurrencyWhile, so no append can
 * slip between the inactivity check and the wipe. The registry row is left to the caller
 * (src/lifecycle/purge.ts), which deletes it last, after the D1/R2/vector data, and only if
 * it still names this generation (`createdAt`): an append right after the wipe registers a
 * new generation that the caller's delete leaves alone. With `inactiveBefore`, the object's
 * own last activity decides (the registry may lag): an active conversation is kept and its
 * registry row refreshed.
 */
export async function purgeObject(
  ctx: DurableObjectState,
  env: Env,
  meta: MetaStore,
  scope: CallerScope,
  inactiveBefore: number | null,
): Promise<PurgeOutcome> {
  const identity = meta.get("identity");
  // After a wipe only the tombstone is left: the caller may still need the seqs it covered
  // (message vector ids derive from them) if the D1 side of an earlier purge was interrupted.
  const tombstone = meta.get("purgedLastSeq") ?? -1;
  const nothing = { deletedMessages: 0, lastSeq: tombstone, userId: identity?.userId ?? null, createdAt: identity?.createdAt ?? null };
  if (!identity) return { purged: false, reason: "not_found", ...nothing };
  if (scope.restrictedUserId !== null && scope.restrictedUserId !== identity.userId) {
    return { purged: false, reason: "not_visible", ...nothing };
  }
  const active = lastActivity(meta);
  if (inactiveBefore !== null && active >= inactiveBefore) {
    try {
      await touchConversation(database(env.DB), identity, new Date(active).toISOString());
    } catch (error) {
      log("warn", "registry_touch_failed", { conversationId: identity.conversationId, error: String(error) });
    }
    return { purged: false, reason: "active", ...nothing };
  }
  const lastSeq = meta.get("lastSeq") ?? -1;
  // What was spent stays spent: the usage not yet in D1 leaves with the outcome.
  const usage = new UsageStore(ctx.storage.sql).drain(identity.tenantId, () => crypto.randomUUID());
  await ctx.storage.deleteAlarm();
  await ctx.storage.deleteAll();
  migrateConversationSchema(ctx.storage.sql);
  meta.set("purgedLastSeq", Math.max(lastSeq, tombstone));
  return {
    purged: true,
    deletedMessages: lastSeq + 1,
    lastSeq: Math.max(lastSeq, tombstone),
    userId: identity.userId,
    createdAt: identity.createdAt,
    usage,
  };
}
