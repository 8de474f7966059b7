import { EngramError } from "../lib/errors";
import type { StoredMessage } from "../conversations/messages";
import type { RetrievedItem } from "../search/query";
import type { InjectedItem } from "./items";
import { fitSection, type UserFactsSection } from "../facts/context-section";
import type { ContextBudget } from "./budget";
import { stableHash, turnSeqOf, validState, type CacheState, type RecallBlock, type StableMaterial } from "./cache-state";
import type { SummarySnapshot } from "./assemble";
import { parseMemoryRef } from "./memory-ref";
import { droppedCount, type Layer } from "./planner";
import { openAiTokens, type OpenAiMessage } from "./render";
import { renderStableOpenAi, renderStableText } from "./render-stable";
import { compose, decide, fittedRecall, sizeOf, type ReadFacts } from "./stable-plan";
import { countTokens } from "./tokens";
import { log } from "../lib/log";
import type { ContextReaders, Recalled } from "./recall";

/** What the object answered for this read (a structural view of its context outcome). */
export interface StableContextInput {
  userId: string | null;
  /** The conversation's `user_facts` setting: off, the snapshot is not served either. */
  userFacts: boolean;
  summary: SummarySnapshot | null;
  injected: InjectedItem[];
  task: StoredMessage | null;
  historyCount: number;
  fullTokenCount: number;
  /** What the turn being answered costs (the newest answer after a finished turn). */
  turnTokens: number;
  contextBudget: ContextBudget;
}

export interface CacheHints {
  stable_prefix_tokens: number;
  stable_prefix_hash: string;
  compacted_at_seq: number | null;
  next_compaction_in_tokens: number;
}

export interface StableServed {
  messages: OpenAiMessage[];
  stableCount: number;
  text: string;
  tokenCount: number;
  layers: Layer[];
  cache: CacheHints;
  /** The JSON form's parts. */
  summary: SummarySnapshot | null;
  conversation: StoredMessage[];
  memories: RetrievedItem[];
  recalled: RecallBlock[];
  injected: InjectedItem[];
  userFacts: UserFactsSection | null;
  droppedMessages: number;
  retrieval: Recalled["retrieval"] | null;
  compaction: string | null;
  fullTokenCount: number;
}

export interface StableParams {
  budget: number | null;
  query?: string;
  format: "json" | "openai" | "text" | "anthropic";
  compactNow?: boolean;
  /** The inspector's read: served, never stored. */
  preview?: boolean;
}

export interface StableStore {
  put(expectVersion: number, next: CacheState): Promise<void>;
}

const MAX_SEARCH_RESULTS = 100;
/** The cache-stable read (issue 24): decide the compaction point, recall for the turn, render, store. */
export interface StableRead {
  conversationId: string;
  context: StableContextInput;
  material: StableMaterial;
  factsLayer: Parameters<typeof fitSection>[0] | null;
  /** The pinned task as cut for this read (taskItem). */
  task: InjectedItem | null;
  store: StableStore;
}

export async function serveStable(
  params: StableParams,
  { conversationId, context, material, factsLayer, task, store }: StableRead,
  readers: ContextReaders,
  defer?: (work: Promise<unknown>) => void,
): Promise<StableServed> {
  const lastSeq = context.historyCount - 1;
  const marksBudget = params.budget ?? material.defaultBudget;
  const hardBudget = params.budget ?? Number.POSITIVE_INFINITY;
  const messages = material.messages;
  const turnSeq = turnSeqOf(messages, lastSeq);
  const keys = context.injected.find((i) => i.type === "context_keys");
  // What a compaction point leaves must fit under the low-water mark with room for recall: the
  // summary, the user layer and the older turns kept each take their share of that room.
  const lowTokens = Math.floor((marksBudget * material.lowPercent) / 100);
  const read: ReadFacts = {
    messages,
    lastSeq,
    turnSeq,
    newestSummary: context.summary,
    pinnedNow: context.injected.filter((i) => i.type === "pinned_instruction"),
    keysNow: keys?.content ?? null,
    userLayerNow: factsLayer ? fitSection(factsLayer, Math.floor(lowTokens * context.contextBudget.user_facts_share)) : null,
    working: context.injected.filter((i) => i.type !== "pinned_instruction" && i.type !== "context_keys"),
    task,
    taskSeq: task && context.task ? context.task.seq : null,
    windowSize: material.windowSize,
    summaryCap: Math.floor(lowTokens * context.contextBudget.summary_share),
    highTokens: Math.floor((marksBudget * material.highPercent) / 100),
    lowTokens,
    recentCap: Math.floor(lowTokens * context.contextBudget.recent_share),
  };
  const valid = validState(material.state, lastSeq);
  const stored = valid && !context.userFacts ? { ...valid, userLayer: null } : valid;
  const decided = decide(read, stored, params.compactNow ?? false);
  // A point that would change nothing (a context whose summary and must-sends alone pass the
  // mark) is not taken again on every read.
  const idle = stored !== null && decided.reason !== null && sameContent(decided.state, stored);
  const { state, reason } = idle ? { state: stored, reason: null } : decided;
  // The turn being answered is always sent whole (the newest answer after a finished turn), as
  // the planner's reads do: a budget below it is refused, not answered with an empty context.
  const base = Math.max(sizeOf(compose(read, state, null)), context.turnTokens);
  if (base > hardBudget) {
    throw new EngramError("budget_too_small", `the context needs ${base} tokens, more than the budget of ${hardBudget}`, {
      required_tokens: base,
      budget_tokens: hardBudget,
    });
  }

  // This turn's recall: an explicit query may take the room under the budget; the newest user
  // turn's own (kept for the rest of the cycle once a newer turn arrives) takes a small share.
  const shown = messages.filter((m) => m.seq >= state.fromSeq);
  const newest = shown.at(-1);
  const newestText = newest?.content ? (parseMemoryRef(newest.content.trim())?.description ?? newest.content) : null;
  const auto = !params.query && context.contextBudget.auto_retrieval && newest?.role === "user" && newest.seq === turnSeq;
  const query = context.userId === null ? null : (params.query ?? (auto ? newestText : null));
  const room = Math.max(
    0,
    Math.min(
      (params.budget ?? marksBudget) - base,
      params.query ? Number.POSITIVE_INFINITY : Math.floor((marksBudget * material.recallPercent) / 100),
    ),
  );
  let [retrieval, results]: [StableServed["retrieval"], RetrievedItem[]] = [null, []];
  if (query && context.userId !== null && room > 0) {
    // The pinned task is shown too: never recalled again.
    const pinnedTask = compose(read, state, null).task ? read.taskSeq : null;
    const inContext = new Set([...shown.map((m) => m.seq), ...(pinnedTask === null ? [] : [pinnedTask])]);
    const kept = new Set(state.recalls.filter((r) => r.seq < turnSeq).flatMap((r) => r.items));
    const own = (r: RetrievedItem) => r.sources.filter((s) => s.conversation_id === conversationId).map((s) => s.seq);
    const recalled = await readers.recall({
      userId: context.userId,
      query,
      summary: state.summary,
      messages: shown,
      limit: Math.min(MAX_SEARCH_RESULTS, Math.max(8, Math.ceil(room / 20))),
      skip: (r) => kept.has(r.key) || (own(r).length > 0 && own(r).every((seq) => inContext.has(seq))),
      // An explicit query's hits bring their neighbouring turns, each some ranks behind its hit.
      shown: params.query ? inContext : null,
      delayNeighbours: true,
    });
    retrieval = recalled.retrieval;
    results = recalled.results ?? [];
  }
  const prepared = await readers.expansions({ messages: shown, query, enabled: context.contextBudget.expand_refs && room > 0 });
  const expansions = prepared.choices.flatMap((c) => {
    const content = prepared.contents.get(c.key);
    return content === undefined ? [] : [{ key: c.key, content }];
  });
  const { block, chosen } = fittedRecall(read, state, conversationId, { results, expansions }, room, params.budget ?? marksBudget);
  const next: CacheState = { ...state, recalls: [...state.recalls.filter((r) => r.seq < turnSeq), ...(block ? [block] : [])] };
  const changed = reason !== null || JSON.stringify(next.recalls) !== JSON.stringify(material.state?.recalls ?? null);
  if (changed && !params.preview) {
    // What was served is stored for the next turn's prefix; the answer need not wait for it
    // (the next turn's append reaches the object after this write was sent).
    const write = store
      .put(material.state?.version ?? 0, next)
      .catch((error: unknown) => log("warn", "context_cache_write_failed", { error: String(error) }));
    if (defer) defer(write);
    else await write;
  }

  const input = compose(read, state, block);
  const rendered = renderStableOpenAi(input);
  const tokenCount = openAiTokens(rendered.messages);
  const text = renderStableText(input);
  const stableMessages = rendered.messages.slice(0, rendered.stableCount);
  const cache: CacheHints =
    params.format === "text"
      ? {
          stable_prefix_tokens: countTokens(text.stable),
          stable_prefix_hash: await stableHash(text.stable),
          compacted_at_seq: 0,
          next_compaction_in_tokens: 0,
        }
      : {
          stable_prefix_tokens: openAiTokens(stableMessages),
          stable_prefix_hash: await stableHash(JSON.stringify(stableMessages)),
          compacted_at_seq: 0,
          next_compaction_in_tokens: 0,
        };
  cache.compacted_at_seq = state.compactedAtSeq < 0 ? null : state.compactedAtSeq;
  cache.next_compaction_in_tokens = Math.max(0, read.highTokens - tokenCount);
  return {
    messages: rendered.messages,
    stableCount: rendered.stableCount,
    text: text.text,
    tokenCount,
    layers: layersOf(rendered, input, tokenCount, state, block),
    cache,
    summary: input.summaryText === null ? null : state.summary,
    conversation: shown,
    memories: chosen,
    recalled: input.recalls,
    injected: [...state.pinned, ...(input.task ? [input.task] : []), ...input.working],
    userFacts: state.userLayer,
    droppedMessages: droppedCount(
      context.historyCount,
      [...shown.map((m) => m.seq), ...(input.task && context.task ? [context.task.seq] : [])],
      state.summary && input.summaryText !== null ? { from: state.summary.startSeq, to: state.summary.endSeq } : null,
    ),
    retrieval,
    compaction: reason,
    fullTokenCount: context.fullTokenCount,
  };
}

const sameContent = (a: CacheState, b: CacheState) =>
  a.fromSeq === b.fromSeq &&
  a.summary?.memoryId === b.summary?.memoryId &&
  b.recalls.length === 0 &&
  JSON.stringify([a.pinned, a.contextKeys, a.userLayer]) === JSON.stringify([b.pinned, b.contextKeys, b.userLayer]);

/** The layers in rendering order (stable -> volatile); the pinned layer carries the headings, so they sum to the total. */
function layersOf(
  rendered: { messages: OpenAiMessage[]; stableCount: number },
  input: ReturnType<typeof compose>,
  total: number,
  state: CacheState,
  block: RecallBlock | null,
): Layer[] {
  const hasWorking = input.working.length > 0 || rendered.messages.at(-1)?.role === "system";
  const workingMessage = hasWorking && rendered.messages.length > 1 ? rendered.messages.at(-1) : undefined;
  const recallMessage = block ? rendered.messages.find((m) => m.role === "user" && m.content === block.text) : undefined;
  const working = workingMessage?.role === "system" && workingMessage !== rendered.messages[0] ? openAiTokens([workingMessage]) : 0;
  const retrieval = recallMessage ? openAiTokens([recallMessage]) : 0;
  const userFacts = state.userLayer ? countTokens(state.userLayer.text) : 0;
  const summary = input.summaryText === null ? 0 : countTokens(`[Previous context: ${input.summaryText}]`);
  const first = rendered.messages[0];
  const system = first?.role === "system" ? openAiTokens([first]) : 0;
  const recent = total - system - working - retrieval;
  const pinned = Math.max(0, system - userFacts - summary);
  return [
    {
      kind: "pinned",
      token_count: pinned,
      items: [...state.pinned.map((p) => p.id ?? p.type), ...(input.task ? [input.task.id ?? "task"] : [])],
    },
    { kind: "user_facts", token_count: userFacts, items: state.userLayer?.facts.map((f) => f.id) ?? [] },
    {
      kind: "summary",
      token_count: system - pinned - userFacts,
      items: state.summary && input.summaryText !== null ? [`summary:${state.summary.memoryId}`] : [],
    },
    {
      kind: "recent",
      token_count: recent,
      items: [
        ...input.recalls.filter((r) => r.seq < input.turnSeq).map((r) => `recall:${r.seq}`),
        ...input.messages.map((m) => `seq:${m.seq}`),
      ],
    },
    { kind: "retrieval", token_count: retrieval, items: block?.items ?? [] },
    { kind: "working_state", token_count: working, items: input.working.map((w, n) => w.key ?? w.id ?? `${w.type}:${n}`) },
  ];
}
