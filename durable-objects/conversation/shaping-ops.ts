import { log } from "../../src/lib/log";
import { toolCacheKey, type ToolCacheEntry } from "../../src/context/tool-cache";
import { byteLength } from "../../src/lib/utf8";
import { EMPTY_EXCHANGES } from "../../src/context/exchanges";
import {
  beginCompaction,
  beginExchangeCompression,
  completeCompaction,
  completeExchangeCompression,
  failCompaction,
  reserveAutocompact,
} from "./compaction-jobs";
import { shapeContext } from "./context-shaping";
import { readMessages } from "./message-store";
import type { Result } from "../../src/lib/errors";
import { sendJobs, type ShapingDeps } from "./deps";
import { EMPTY_COMPACTION } from "./shaping-store";
import { cacheCapRefusal, deleteCacheEntry, listCacheEntries, lookupCacheEntry, putCacheEntry, type CacheCaps } from "./tool-cache-store";
import { serviceConfig } from "../../src/lib/config";
import { deleteWorkingSchema, patchWorkingMemory, readWorkingMemory, setWorkingSchema } from "./working-memory";
import type { CachePut, ShapingInput, ShapingOpName, ShapingOps, ShapingOutput } from "../../src/conversations/shaping";
import type { CompactionBegin } from "../../src/conversations/shaping";
import { putStableState } from "./context-cache";

type Handlers = {
  [K in ShapingOpName]: (
    deps: ShapingDeps,
    input: ShapingOps[K]["input"],
  ) => Result<ShapingOps[K]["output"]> | Promise<Result<ShapingOps[K]["output"]>>;
};

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const tx = <T>(deps: ShapingDeps, fn: () => T): T => deps.storage.transactionSync(fn);

/** Writes an entry whose key is already computed (MD5 is async, the write must be in a transaction). */
function writeCacheEntry(deps: ShapingDeps, key: string, input: CachePut): ToolCacheEntry {
  const entry = putCacheEntry(deps.sql, {
    key,
    toolName: input.toolName,
    parameters: input.parameters,
    result: input.result,
    original: input.duration,
    callId: input.callId,
    cachedAt: deps.now,
  });
  log("info", "tool_cache_put", {
    conversationId: deps.identity.conversationId,
    key,
    tool: input.toolName,
    duration: input.duration,
    resultBytes: byteLength(input.result),
  });
  return entry;
}

function cacheCaps(env: Env): CacheCaps {
  const config = serviceConfig(env);
  return { maxEntryBytes: config.TOOL_CACHE_MAX_ENTRY_BYTES, maxEntries: config.TOOL_CACHE_MAX_ENTRIES };
}

/** One handler per RPC method; the object calls them with its dependencies once the caller is checked. */
const shapingOps: Handlers = {
  toolCachePut: async (deps, input) => {
    const key = await toolCacheKey(input.toolName, input.parameters);
    return tx(deps, (): Result<ToolCacheEntry> => {
      const refusal = cacheCapRefusal(deps.sql, cacheCaps(deps.env), [{ key, result: input.result, parameters: input.parameters }]);
      return refusal ?? ok(writeCacheEntry(deps, key, input));
    });
  },
  toolCacheLookup: async (deps, input) => {
    const key = await toolCacheKey(input.toolName, input.parameters);
    const entry = tx(deps, () => lookupCacheEntry(deps.sql, key));
    log("info", entry ? "tool_cache_hit" : "tool_cache_miss", { conversationId: deps.identity.conversationId, key, tool: input.toolName });
    return ok({ entry, key });
  },
  toolCacheList: (deps) => ok(listCacheEntries(deps.sql)),
  toolCacheDelete: (deps, input) => ok({ deleted: tx(deps, () => deleteCacheEntry(deps.sql, input.key)) }),
  screenContextPut: async (deps, input) => {
    const keys = await Promise.all(input.toolResults.map((r) => toolCacheKey(r.toolName, r.parameters)));
    return tx(deps, (): Result<{ cached: ToolCacheEntry[] }> => {
      if (deps.store.get("screenContext")?.injectedAt) {
        return {
          ok: false,
          error: {
            code: "conflict",
            message: "the screen context was already injected in this conversation (seed 001 injects it once)",
          },
        };
      }
      const refusal = cacheCapRefusal(
        deps.sql,
        cacheCaps(deps.env),
        input.toolResults.map((result, i) => ({ key: keys[i] ?? "", result: result.result, parameters: result.parameters })),
      );
      if (refusal) return refusal;
      deps.store.set("screenContext", { content: input.content, providedAt: new Date(deps.now).toISOString(), injectedAt: null });
      return ok({ cached: input.toolResults.map((result, i) => writeCacheEntry(deps, keys[i] ?? "", { ...result, callId: null })) });
    });
  },
  workingMemoryGet: (deps) => ok(readWorkingMemory(deps)),
  workingMemoryPatch: (deps, input) => tx(deps, () => patchWorkingMemory(deps, input.patch)),
  workingSchemaPut: (deps, input) => tx(deps, () => setWorkingSchema(deps, input.schema)),
  workingSchemaDelete: (deps) => tx(deps, () => deleteWorkingSchema(deps)),
  compactionReactive: (deps) =>
    tx(deps, (): Result<CompactionBegin> => {
      if (deps.settings.strategy !== "tiered") {
        return {
          ok: false,
          error: {
            code: "conflict",
            message: `compaction applies to the tiered strategy; this conversation uses ${deps.settings.strategy}`,
          },
        };
      }
      const reserved = reserveAutocompact(deps, true);
      return ok(reserved.job ? beginCompaction(deps, reserved.job.jobId) : { ready: false as const, reason: "stale_job" as const });
    }),
  compactionWanted: async (deps, input) => {
    // A read's compaction steps left the context over the threshold: a summary is wanted (seed 004's autocompact).
    const reserved = tx(deps, () => reserveAutocompact(deps, false));
    if (reserved.job) await sendJobs(deps.env, [reserved.job]);
    log("info", "compaction_step", {
      conversationId: deps.identity.conversationId,
      mode: "serve",
      step: "autocompact",
      ...input,
      status: reserved.status,
    });
    return ok({ status: reserved.status });
  },
  compactionBegin: (deps, input) => tx(deps, () => ok(beginCompaction(deps, input.jobId))),
  compactionComplete: (deps, input) => tx(deps, () => completeCompaction(deps, input)),
  compactionFail: (deps, input) => tx(deps, () => failCompaction(deps, input)),
  exchangeCompressionBegin: (deps, input) => ok(beginExchangeCompression(deps, input.jobId)),
  exchangeCompressionComplete: (deps, input) => completeExchangeCompression(deps, input),
  offloadBegin: (deps, input) => {
    const row = deps.sql
      .exec<{ tool_name: string; description: string }>(
        `SELECT tool_name, description FROM tool_offloads WHERE seq = ? AND memory_key = ? AND status = 'pending'`,
        input.seq,
        input.memoryKey,
      )
      .toArray()[0];
    const message = row ? (readMessages(deps.sql, input.seq, input.seq, 1)[0] ?? null) : null;
    return ok({
      ready: message !== null,
      message,
      userId: deps.identity.userId,
      toolName: row?.tool_name ?? "",
      description: row?.description ?? "",
    });
  },
  offloadComplete: (deps, input) =>
    tx(deps, () => {
      const written = deps.sql.exec(
        `UPDATE tool_offloads SET status = ?, token_count = ? WHERE seq = ? AND memory_key = ? AND status = 'pending'`,
        input.stored ? "stored" : "failed",
        input.tokens,
        input.seq,
        input.memoryKey,
      ).rowsWritten;
      return ok({ applied: written > 0 });
    }),
  contextCachePut: (deps, input) => ok({ stored: putStableState(deps, input.expectVersion, input.next) }),
  state: async (deps) => {
    const exchanges = deps.store.get("exchanges") ?? EMPTY_EXCHANGES;
    const screen = deps.store.get("screenContext");
    const agentReceives = await shapeContext(deps, "preview");
    return ok({
      strategy: deps.settings.strategy,
      exchanges: exchanges.items,
      exchangesSummary: exchanges.summary,
      compressions: exchanges.compressions,
      compressionJob: exchanges.job?.id ?? null,
      rollingSummary: deps.store.get("rollingSummary") ?? "",
      cache: listCacheEntries(deps.sql),
      contextKeys: deps.store.get("contextKeys") ?? {},
      workingMemory: readWorkingMemory(deps),
      screenContext: { provided: screen !== undefined, injected: Boolean(screen?.injectedAt), injectedAt: screen?.injectedAt ?? null },
      compaction: deps.store.get("compaction") ?? EMPTY_COMPACTION,
      maxCompactFailures: deps.settings.max_compact_failures,
      offloads: deps.sql
        .exec<{ seq: number; memory_key: string; status: string; token_count: number }>(
          `SELECT seq, memory_key, status, token_count FROM tool_offloads ORDER BY seq`,
        )
        .toArray()
        .map((row) => ({ seq: row.seq, memoryKey: row.memory_key, status: row.status, tokenCount: row.token_count })),
      agentReceives,
    });
  },
};

/** Runs one shaping operation for a caller the object has already checked. */
export function runShapingOp<K extends ShapingOpName>(deps: ShapingDeps, op: K, input: ShapingInput<K>): Promise<Result<ShapingOutput<K>>> {
  const handler = shapingOps[op] as (
    deps: ShapingDeps,
    input: ShapingInput<K>,
  ) => Result<ShapingOutput<K>> | Promise<Result<ShapingOutput<K>>>;
  return Promise.resolve(handler(deps, input));
}
