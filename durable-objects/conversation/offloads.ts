import { countTokens } from "../../src/context/tokens";
import type { ToolCall } from "../../src/conversations/messages";
import type { MetaShape, MetaStore } from "./meta-store";
import { notFound } from "./answers";
import type { AppendRequest, CallerScope } from "../../src/conversations/outcomes";
import { findIdempotencyRecord } from "./idempotency";
import type { Result } from "../../src/lib/errors";
import type { OffloadPolicy } from "../../src/conversations/outcomes";

/**
 * The append's own checks before anything is offloaded (storeAppend runs them again in its
 * transaction): whose conversation it is, and what its Idempotency-Key already answered.
 */
export function appendPrecheck(
  sql: SqlStorage | null,
  identity: MetaShape["identity"] | undefined,
  request: Pick<AppendRequest, "scope" | "userId" | "idempotency">,
  now: number,
): Result<{ replay: boolean }> {
  const refusal = ownershipRefusal(identity, request.scope, request.userId);
  if (refusal) return refusal;
  const previous =
    sql && request.idempotency ? findIdempotencyRecord(sql, request.idempotency.namespace, request.idempotency.key, now) : undefined;
  if (previous && previous.bodyHash !== request.idempotency?.bodyHash) return idempotencyConflict();
  return { ok: true, value: { replay: previous !== undefined } };
}

export const idempotencyConflict = (): Result<never> => ({
  ok: false,
  error: { code: "idempotency_conflict", message: "Idempotency-Key was used with a different body" },
});

/** The same verdict `append` would give, so nothing is offloaded for an append it will refuse. */
export function ownershipRefusal(identity: MetaShape["identity"] | undefined, scope: CallerScope, userId: string): Result<never> | null {
  if (!identity || identity.userId === userId) return null;
  if (scope.restrictedUserId !== null) return notFound();
  return { ok: false, error: { code: "conflict", message: "conversation belongs to another user" } };
}

/** Tool calls by id among the latest assistant messages (a tool output answers a recent call). */
export function recentToolCalls(sql: SqlStorage, ids: string[], lookback = 50): OffloadPolicy["toolCalls"] {
  const found: OffloadPolicy["toolCalls"] = {};
  if (ids.length === 0) return found;
  const wanted = new Set(ids);
  const rows = sql.exec<{ tool_calls: string }>(
    `SELECT tool_calls FROM messages WHERE tool_calls IS NOT NULL ORDER BY seq DESC LIMIT ?`,
    lookback,
  );
  for (const row of rows) {
    // Written by this object from validated input.
    for (const call of JSON.parse(row.tool_calls) as ToolCall[]) {
      if (wanted.has(call.id) && !found[call.id]) found[call.id] = { name: call.function.name, arguments: call.function.arguments };
    }
  }
  return found;
}

/** The first message whose content is the placeholder of each key (the sweep's reconciliation). */
export function contentRefSeqs(sql: SqlStorage, keys: string[]): Record<string, number> {
  const seqs: Record<string, number> = {};
  for (const key of keys) {
    const prefix = `[MemoryRef: ${key} - `;
    const row = sql
      .exec<{ seq: number }>(`SELECT seq FROM messages WHERE substr(content, 1, ?) = ? ORDER BY seq LIMIT 1`, prefix.length, prefix)
      .toArray()[0];
    if (row) seqs[key] = row.seq;
  }
  return seqs;
}

/**
 * Compare-and-set of a placeholder (the LLM description replacing the offline one): the
 * content changes only if it is still exactly `from`, and the token counters follow.
 */
export function swapContentRef(
  sql: SqlStorage,
  meta: MetaStore,
  seq: number,
  from: string,
  to: string,
): { replaced: boolean; current: string | null } {
  const row = sql.exec<{ content: string | null }>(`SELECT content FROM messages WHERE seq = ?`, seq).toArray()[0];
  if (!row || row.content !== from) return { replaced: false, current: row?.content ?? null };
  const delta = countTokens(to) - countTokens(from);
  sql.exec(`UPDATE messages SET content = ?, token_count = token_count + ? WHERE seq = ?`, to, delta, seq);
  meta.set("totalTokens", (meta.get("totalTokens") ?? 0) + delta);
  return { replaced: true, current: to };
}
