import { derivedRedactor } from "../privacy/derived";
import type { Principal } from "../db/api-keys";
import { llmSettings } from "../llm/settings";
import { log } from "../lib/log";
import { MESSAGE_OVERHEAD_TOKENS } from "../context/tokens";
import { MAX_QUERY_CHARS, type SearchResult } from "../http/schemas/search";
import type { StoredMessage } from "../http/schemas/messages";
import { searchConfig } from "./config";
import { classifyIntent, type Intent } from "./intent";
import { classifyIntentWithLlm } from "./intent-llm";
import { searchMemories, type SearchDeps } from "./service";

/** Results asked of search for a context; the budget then decides how many fit. */
export const CONTEXT_SEARCH_LIMIT = 8;

export interface Retrieval {
  performed: boolean;
  intent: Intent;
  reason: string;
  method: "heuristic" | "llm";
}

export interface ContextRetrievalInput {
  principal: Principal;
  conversationId: string;
  /** The conversation's owner: long-term memories are that user's. */
  userId: string;
  query: string;
  summary: { memoryId: number; text: string } | null;
  messages: StoredMessage[];
  /** Tokens left under budget_tokens after the context itself, or null for no budget. */
  remainingTokens: number | null;
}

export interface ContextRetrievalOutcome {
  retrieval: Retrieval;
  memories: SearchResult[];
  tokenCount: number;
}

function contextText(input: ContextRetrievalInput): string {
  const lines = input.summary ? [input.summary.text] : [];
  for (const m of input.messages) lines.push(m.name ? `${m.name}: ${m.content ?? ""}` : (m.content ?? ""));
  return lines.join("\n");
}

async function decide(env: Env, tenantId: string, query: string, text: string, fetchImpl?: typeof fetch): Promise<Retrieval> {
  const heuristic = classifyIntent(query, text);
  const settings = llmSettings(env, fetchImpl);
  if (!settings) {
    return { performed: heuristic.performed, intent: heuristic.intent, reason: heuristic.reason, method: "heuristic" };
  }
  try {
    // PII mode "derived": the model sees the query and the context redacted.
    const redactor = await derivedRedactor(env, tenantId);
    const intentSettings = { ...settings, timeoutMs: searchConfig(env).SEARCH_INTENT_TIMEOUT_MS };
    const answer = await classifyIntentWithLlm(intentSettings, redactor.text(query), redactor.text(text));
    const performed = !(answer.intent === "concrete" && answer.covered);
    return { performed, intent: answer.intent, reason: answer.reason || (performed ? "llm: retrieve" : "llm: covered"), method: "llm" };
  } catch (error) {
    log("warn", "intent_llm_failed", { error: error instanceof Error ? error.message : String(error) });
    return {
      performed: heuristic.performed,
      intent: heuristic.intent,
      reason: `${heuristic.reason} (LLM intent check failed, heuristic used)`,
      method: "heuristic",
    };
  }
}

/**
 * The context endpoint's `query`: seed 003's intent check, then (if it says so) the most
 * relevant long-term memories and older history that fit the remaining budget. What the
 * context already shows (its messages, its summary) is not repeated.
 */
export async function retrieveForContext(
  env: Env,
  input: ContextRetrievalInput,
  options: { fetch?: typeof fetch; deps?: SearchDeps } = {},
): Promise<ContextRetrievalOutcome> {
  const retrieval = await decide(env, input.principal.tenantId, input.query, contextText(input), options.fetch);
  if (!retrieval.performed) return { retrieval, memories: [], tokenCount: 0 };
  const { results } = await searchMemories(
    env,
    input.principal,
    // The context accepts longer queries than search does: the opening is what gets searched.
    { query: input.query.slice(0, MAX_QUERY_CHARS), user_id: input.userId, limit: CONTEXT_SEARCH_LIMIT },
    options.deps,
  );
  const shown = new Set(input.messages.map((m) => m.seq));
  let remaining = input.remainingTokens ?? Number.POSITIVE_INFINITY;
  let tokenCount = 0;
  const memories: SearchResult[] = [];
  for (const result of results) {
    const sameConversation = result.sources.every((s) => s.conversation_id === input.conversationId);
    if (result.type === "message" && sameConversation && result.sources.every((s) => shown.has(s.seq))) continue;
    if (result.type === "summary" && input.summary && result.key === `summary:${input.summary.memoryId}`) continue;
    const cost = result.token_count + MESSAGE_OVERHEAD_TOKENS;
    if (cost > remaining) continue;
    remaining -= cost;
    tokenCount += cost;
    memories.push(result);
  }
  return { retrieval, memories, tokenCount };
}
