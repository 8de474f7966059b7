import { EMPTY_EXCHANGES, type Exchange } from "../../src/context/exchanges";
import { isSynthetic, messagesCost, summaryCost } from "../../src/context/assemble";
import { rollingLinesMessages, summaryPair } from "../../src/context/rolling-lines";
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from "../../src/context/tokens";
import { EMPTY_CYCLE } from "../../src/context/turns";
import type { StoredMessage } from "../../src/conversations/messages";
import type { StrategySummary } from "../../src/context/items";
import { injectedItems } from "./injections";
import { readTail } from "./message-store";
import type { ContextOutcome } from "../../src/conversations/outcomes";
import type { ShapingDeps } from "./deps";
import { query, summaryView, type Shaped } from "./shaped";
import { tiered } from "./tiered-context";
import { stableMaterial } from "./context-cache";

/**
 * The context of one conversation, shaped by its strategy: its candidates, not cut to the
 * budget (the planner does that, once: fitCandidates then planContext; for the tiered
 * strategy, seed 004's compaction steps). `preview` (the state endpoint) has no side effects:
 * no screen-context delivery.
 */
export async function shapeContext(
  deps: ShapingDeps,
  mode: "serve" | "preview",
  cacheStable = false,
): Promise<Omit<ContextOutcome, "userId" | "userFacts">> {
  const injected = await injectedItems(deps, mode);
  const injectedTokens = injected.reduce((sum, item) => sum + item.token_count, 0);
  const strategy = deps.settings.strategy;
  const stable = strategy === "sliding-window" && cacheStable ? stableMaterial(deps) : null;
  const shaped = stable
    ? newestSummaryOnly(deps)
    : strategy === "rolling-lines"
      ? rollingLines(deps)
      : strategy === "exchanges"
        ? exchanges(deps)
        : strategy === "tiered"
          ? tiered(deps)
          : slidingWindow(deps);
  const budget = deps.settings.context_budget;
  return {
    ...shaped,
    tokenCount: shaped.tokenCount + injectedTokens,
    fullTokenCount: deps.meta.get("totalTokens") ?? 0,
    strategy,
    injected,
    task: budget.pin_task ? (query(deps.sql, `role = 'user' ORDER BY seq LIMIT 1`)[0] ?? null) : null,
    historyCount: (deps.meta.get("lastSeq") ?? -1) + 1,
    turnTokens: turnTokens(deps.sql),
    contextBudget: budget,
    stable,
  };
}

/** A cache-stable read: the newest completed summary (adopted only at a compaction point); messages come with the material. */
function newestSummaryOnly(deps: ShapingDeps): Shaped {
  const summary = deps.meta.get("summary") ?? null;
  const common = {
    messages: [],
    tokenCount: 0,
    droppedMessages: 0,
    summaryDropped: false,
    strategySummary: null,
    compaction: null,
    fitRule: null,
    tiered: null,
  };
  return { ...common, summary, source: summary ? "memory" : "raw", coveredRange: null };
}

/** The cost of the turn being answered, so a budget too small for it is refused, not answered empty. */
function turnTokens(sql: SqlStorage): number {
  const newest = query(sql, `1 = 1 ORDER BY seq DESC LIMIT 1`)[0];
  if (!newest) return 0;
  if (newest.role === "assistant" && !newest.tool_calls?.length) return newest.token_count + MESSAGE_OVERHEAD_TOKENS;
  const row = sql
    .exec<{ tokens: number | null }>(
      `SELECT SUM(token_count + ${MESSAGE_OVERHEAD_TOKENS}) AS tokens FROM messages WHERE seq >= COALESCE((SELECT MAX(seq) FROM messages WHERE role = 'user'), ?)`,
      newest.seq,
    )
    .one();
  return row.tokens ?? 0;
}

/** Seed 002's read path: latest completed summary + the gap's messages, cut by the planner (rule `window`). */
function slidingWindow(deps: ShapingDeps): Shaped {
  const summary = deps.meta.get("summary") ?? null;
  const afterSeq = summary ? summary.endSeq : -1;
  const gap = readTail(deps.sql, afterSeq, null);
  return {
    fitRule: "window",
    tiered: null,
    summary,
    messages: gap,
    tokenCount: messagesCost(gap) + (summary ? summaryCost(summary) : 0),
    // Seqs are contiguous, so the gap holds lastSeq - afterSeq messages.
    droppedMessages: (deps.meta.get("lastSeq") ?? -1) - afterSeq - gap.length,
    summaryDropped: false,
    source: summary ? "memory" : "raw",
    strategySummary: null,
    compaction: null,
    coveredRange: summary ? { from: summary.startSeq, to: summary.endSeq } : null,
  };
}

/** Candidates whose summary, if any, travels as a message of negative seq (rule `units`). */
function inlined(messages: StoredMessage[], summaryText: string, kind: StrategySummary["kind"]): Shaped {
  return {
    fitRule: "units",
    tiered: null,
    summary: null,
    messages,
    tokenCount: messagesCost(messages),
    droppedMessages: 0,
    summaryDropped: false,
    source: messages.some(isSynthetic) ? "memory" : "raw",
    strategySummary: summaryText ? summaryView(kind, summaryText) : null,
    compaction: null,
    // Seed 000's three lines and seed 001's folded exchanges do not stand for every older message.
    coveredRange: null,
  };
}

/** The unfinished turn: from its user message on (system messages are served separately). */
function currentTurn(deps: ShapingDeps): { fromSeq: number | null; messages: StoredMessage[] } {
  const cycle = deps.store.get("cycle") ?? EMPTY_CYCLE;
  if (cycle.questionSeq === null) return { fromSeq: null, messages: [] };
  return { fromSeq: cycle.questionSeq, messages: query(deps.sql, `seq >= ? AND role != 'system' ORDER BY seq`, cycle.questionSeq) };
}

/** Seed 000: system prompt, summary pair, the last N history messages, the turn in progress. */
function rollingLines(deps: ShapingDeps): Shaped {
  const system = query(deps.sql, `role = 'system' ORDER BY seq`);
  const current = currentTurn(deps);
  const keepLast = deps.settings.keep_last_messages;
  const history = query(
    deps.sql,
    `seq < ? AND (role = 'user' OR (role = 'assistant' AND tool_calls IS NULL)) ORDER BY seq DESC LIMIT ?`,
    current.fromSeq ?? Number.MAX_SAFE_INTEGER,
    keepLast + 1,
  ).reverse();
  const summary = deps.store.get("rollingSummary") ?? "";
  const messages = [
    ...system,
    ...rollingLinesMessages({ history, current: current.messages, summary, keepLast, now: new Date(deps.now).toISOString() }),
  ];
  return inlined(messages, summary, "rolling_summary");
}

/** Seed 001: system prompt, the summary of older exchanges, the last exchanges, the current cycle. */
function exchanges(deps: ShapingDeps): Shaped {
  const state = deps.store.get("exchanges") ?? EMPTY_EXCHANGES;
  const system = query(deps.sql, `role = 'system' ORDER BY seq`);
  const bySeq = new Map<number, StoredMessage>();
  const seqs = state.items.flatMap((e) => [e.questionSeq, e.answerSeq]);
  if (seqs.length > 0) {
    for (const m of query(deps.sql, `seq IN (${seqs.map(() => "?").join(", ")})`, ...seqs)) bySeq.set(m.seq, m);
  }
  const pairs = state.items.flatMap((exchange) => exchangeMessages(exchange, bySeq));
  const pair = state.summary ? summaryPair(state.summary, "exchanges_summary", new Date(deps.now).toISOString()) : [];
  return inlined([...system, ...pair, ...pairs, ...currentTurn(deps).messages], state.summary, "exchanges_summary");
}

function exchangeMessages(exchange: Exchange, bySeq: ReadonlyMap<number, StoredMessage>): StoredMessage[] {
  const question = bySeq.get(exchange.questionSeq);
  const answer = bySeq.get(exchange.answerSeq);
  if (!question || !answer) return [];
  if (!exchange.summarized) return [question, answer];
  return [
    question,
    {
      ...answer,
      content: exchange.answer,
      token_count: countTokens(exchange.answer),
      metadata: { ...answer.metadata, summarized_from_bytes: exchange.answerBytes },
    },
  ];
}
