import { callerScope, conversationStub } from "../conversations/stub";
import type { Principal } from "../db/api-keys";
import { unwrap } from "../lib/errors";
import type { SearchDeps } from "../search/service";
import { withUserFacts } from "../facts/context-layer";
import type { CacheState } from "./cache-state";
import { prepareExpansions } from "./expand";
import { turnRefs } from "./memory-ref";
import { recall, type ContextReaders } from "./recall";
import { servePlanned, type ServedContext } from "./serve-planned";
import { serveStable, type StableServed } from "./serve-stable";
import { taskItem } from "./task-item";

export type ContextFormat = "json" | "openai" | "text" | "anthropic";

export interface ContextParams {
  budget: number | null;
  query?: string;
  format: ContextFormat;
  /** `compaction=now`: this read is a compaction point (cache-stable contexts). */
  compactNow?: boolean;
  /** `cache_stable`; absent: the conversation's setting. */
  cacheStable?: boolean;
  /** Consume nothing (the inspector's read): see ContextRequest.preview; a cache-stable one stores nothing. */
  preview?: boolean;
}

/**
 * GET /context: one Durable Object round trip for the shaped context, then the read its kind
 * asks for: cache-stable (serveStable) or planned (servePlanned). What both kinds need beside
 * their own plan, recall for the query (with the hits' neighbouring turns) and the
 * placeholders the turn needs, is reached from here, once: each kind asks with its own request.
 */
export async function serveContext(
  env: Env,
  principal: Principal,
  conversationId: string,
  params: ContextParams,
  options: { fetch?: typeof fetch; deps?: SearchDeps; defer?: (work: Promise<unknown>) => void } = {},
): Promise<ServedContext | { stable: StableServed }> {
  const stub = conversationStub(env, principal.tenantId, conversationId);
  const scope = callerScope(principal, conversationId);
  const { context: shaped, layer: factsLayer } = await withUserFacts(
    env,
    { tenantId: principal.tenantId, conversationId, restrictedUserId: principal.userId, budgetTokens: params.budget },
    async () => unwrap(await stub.getContext({ scope, cacheStable: params.cacheStable, preview: params.preview })),
  );
  const recallScope = {
    tenantId: principal.tenantId,
    conversationId,
    querySource: params.query ? ("query" as const) : ("newest_user_turn" as const),
    messagesAt: async (seqs: number[]) => unwrap(await stub.messagesAt(scope, seqs)),
  };
  // The pinned task, cut to its share once; each read leaves it out where its messages show the turn.
  const task = taskItem(shaped, params.budget);
  const readers: ContextReaders = {
    recall: (request) => recall(env, recallScope, request, options),
    expansions: (input) => prepareExpansions(env, principal, turnRefs(input), options.fetch),
  };
  if (shaped.stable) {
    const store = {
      put: async (expectVersion: number, next: CacheState) =>
        void unwrap(await stub.shape(scope, "contextCachePut", { expectVersion, next })),
    };
    const read = { conversationId, context: shaped, material: shaped.stable, factsLayer, task, store };
    return { stable: await serveStable(params, read, readers, options.defer) };
  }
  return servePlanned(params, { conversationId, shaped, factsLayer, task, stub, scope }, readers);
}
