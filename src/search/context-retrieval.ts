import OpenAI from "openai";
import { poisonFlags } from "../facts/poison";
import { derivedRedactor } from "../privacy/derived";
import { llmSettings } from "../llm/settings";
import { TIMED_OUT, within } from "../lib/deadline";
import { log } from "../lib/log";
import { type RetrievedItem } from "./query";
import { MAX_QUERY_CHARS } from "./query";
import type { StoredMessage } from "../conversations/messages";
import { searchConfig } from "./config";
import { classifyTerms, type Intent } from "./intent";
import { classifyIntentWithLlm } from "./intent-llm";
import { searchUserMemories, type SearchDeps } from "./service";
import type { QueryTerms } from "./text";

/** Results asked of search when the caller names no limit; the planner asks for more under a budget. */
export const CONTEXT_SEARCH_LIMIT = 8;
/**
 * Retrieval for a context asks for turns and long-term memories, not summaries: a summary
 * repeats turns in less detail for more tokens, and the context already carries the current one.
 */
export const CONTEXT_SEARCH_TYPES = ["message", "memory"] as const;

export interface Retrieval {
  performed: boolean;
  intent: Intent;
  reason: string;
  method: "heuristic" | "llm";
  /**
   * Who decided: the model, the heuristic (no model configured, or the model failed), or the
   * heuristic because the model did not answer within SEARCH_INTENT_TIMEOUT_MS.
   */
  decided_by: "llm" | "heuristic" | "timeout";
}

export interface ContextRetrievalInput {
  tenantId: string;
  conversationId: string;
  /** The conversation's owner, whom the caller was checked against: long-term memories are that user's. */
  userId: string;
  /** The query, read once by the caller (readQuery). */
  query: QueryTerms;
  summary: { memoryId: number; text: string } | null;
  messages: StoredMessage[];
  /** Results asked of search (CONTEXT_SEARCH_LIMIT by default). */
  limit?: number;
}

export interface ContextRetrievalOutcome {
  retrieval: Retrieval;
  /**
   * Every result but the context's own summary, best first: the planner's candidates, which it
   * fits to the budget. Turns the object returned stay in: the planner may not send them all,
   * and skips those it does send.
   */
  retrieved: RetrievedItem[];
}

/**
 * What the intent check reads as "the current context". The model reads the summary too: it
 * can tell whether a summary line carries what the query asks. The word-overlap heuristic
 * cannot: a summary line shares the topic words of any query about the turns it condenses
 * (which is when retrieval brings those turns back) without the detail asked (when, why, how
 * many), so for the heuristic only the verbatim messages can cover a query.
 */
function contextText(input: ContextRetrievalInput, withSummary: boolean): string {
  const lines = withSummary && input.summary ? [input.summary.text] : [];
  for (const m of input.messages) lines.push(m.name ? `${m.name}: ${m.content ?? ""}` : (m.content ?? ""));
  return lines.join("\n");
}

/**
 * The model decides if it answers within SEARCH_INTENT_TIMEOUT_MS (a few hundred ms: this runs
 * on the request path of every context read with a query); otherwise the heuristic does.
 */
export async function decide(
  env: Env,
  tenantId: string,
  query: QueryTerms,
  text: { heuristic: string; llm: string },
  fetchImpl?: typeof fetch,
): Promise<Retrieval> {
  const heuristic = classifyTerms(query, text.heuristic);
  const settings = llmSettings(env, fetchImpl);
  const byHeuristic = (decidedBy: Retrieval["decided_by"], note = ""): Retrieval => ({
    performed: heuristic.performed,
    intent: heuristic.intent,
    reason: `${heuristic.reason}${note}`,
    method: "heuristic",
    decided_by: decidedBy,
  });
  if (!settings) return byHeuristic("heuristic");
  const budgetMs = searchConfig(env).SEARCH_INTENT_TIMEOUT_MS;
  const timedOut = (detail: string) => {
    log("warn", "intent_llm_timeout", { budgetMs, detail });
    return byHeuristic("timeout", ` (LLM intent check gave no answer within ${budgetMs} ms, heuristic used)`);
  };
  try {
    // PII mode "derived": the model sees the query and the context redacted.
    const redactor = await derivedRedactor(env, tenantId);
    const answer = await within(
      classifyIntentWithLlm({ ...settings, timeoutMs: budgetMs }, redactor.text(query.text), redactor.text(text.llm)),
      budgetMs,
    );
    if (answer === TIMED_OUT) return timedOut("budget spent");
    const performed = !(answer.intent === "concrete" && answer.covered);
    return {
      performed,
      intent: answer.intent,
      reason: answer.reason || (performed ? "llm: retrieve" : "llm: covered"),
      method: "llm",
      decided_by: "llm",
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The client's own timeout (the same budget) may fire a moment before the race's.
    if (error instanceof OpenAI.APIConnectionTimeoutError) return timedOut(message);
    log("warn", "intent_llm_failed", { error: message });
    return byHeuristic("heuristic", " (LLM intent check failed, heuristic used)");
  }
}

/**
 * The context endpoint's `query`: seed 003's intent check, then (if it says so) the user's
 * most relevant long-term memories and older history, best first. The context's
 * summary is not repeated; its messages are left to the planner, which knows which it sends.
 */
export async function retrieveForContext(
  env: Env,
  input: ContextRetrievalInput,
  options: { fetch?: typeof fetch; deps?: SearchDeps } = {},
): Promise<ContextRetrievalOutcome> {
  const text = { heuristic: contextText(input, false), llm: contextText(input, true) };
  const retrieval = await decide(env, input.tenantId, input.query, text, options.fetch);
  if (!retrieval.performed) return { retrieval, retrieved: [] };
  const results = await searchUserMemories(
    env,
    { tenantId: input.tenantId, userId: input.userId },
    // The context accepts longer queries than search does: the opening is what gets searched.
    {
      query: input.query.text.slice(0, MAX_QUERY_CHARS).trim(),
      limit: input.limit ?? CONTEXT_SEARCH_LIMIT,
      types: [...CONTEXT_SEARCH_TYPES],
    },
    options.deps,
  );
  // A long-term memory that speaks to the model is never injected on its own; search still finds it.
  const memories = results.filter(
    (r) =>
      !(r.type === "summary" && input.summary && r.key === `summary:${input.summary.memoryId}`) &&
      !(r.type === "memory" && poisonFlags(`${r.summary ?? ""}\n${r.content ?? ""}`).length > 0),
  );
  return { retrieval, retrieved: memories };
}
