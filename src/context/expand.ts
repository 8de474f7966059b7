import OpenAI from "openai";
import { z } from "zod";
import type { Principal } from "../db/api-keys";
import { serviceConfig } from "../lib/config";
import { TIMED_OUT, within } from "../lib/deadline";
import { log } from "../lib/log";
import { derivedRedactor } from "../privacy/derived";
import { retrieveMemory } from "../memories/service";
import { completeStructured, openAiClient } from "../llm/client";
import { searchConfig } from "../search/config";
import { contentWords, stem } from "../search/text";
import type { FoundRef } from "./memory-ref";

/**
 * Seed 003: "utilize a lightweight LLM call to analyze the new message and determine if any
 * existing memory placeholders need to be expanded". When the turn being answered needs the
 * content behind a `[MemoryRef: ...]` of the context, it is put inline (a range of it when
 * the whole does not fit the room the plan left). Offline, or when the call fails or passes
 * its deadline, the heuristic below (chooseExpansions) decides (and each reason says the model's answer
 * was not used). Chosen and read here, before planning; put inline after it (expansion-fit.ts).
 */

export interface ExpansionChoice {
  key: string;
  reason: string;
  method: "heuristic" | "llm";
}

/** Words of a description that say nothing about which content it is. */
const GENERIC = new Set(
  "output result results tool message user assistant system content stored file log logs command run tokens text data response".split(" "),
);

/** Words that ask for the details rather than the gist. */
const DETAIL =
  /\b(show|full|whole|entire|exact|exactly|details?|line|lines|error|errors|output|log|logs|contents?|what did|paste|quote)\b/i;

/**
 * The offline decision: expand a placeholder when the turn names its key, or names at least
 * two of its description's distinctive words (one is enough when the turn also asks for
 * details: "show the npm install errors").
 */
export function chooseExpansions(turn: string, refs: readonly FoundRef[]): ExpansionChoice[] {
  const lower = turn.toLowerCase();
  const turnTerms = new Set(contentWords(turn).map(stem));
  const out: ExpansionChoice[] = [];
  for (const ref of refs) {
    if (out.some((o) => o.key === ref.key)) continue;
    if (lower.includes(ref.key.toLowerCase())) {
      out.push({ key: ref.key, reason: `the turn names the key ${ref.key}`, method: "heuristic" });
      continue;
    }
    const distinctive = [...new Set(contentWords(ref.description).map(stem))].filter((w) => !GENERIC.has(w));
    const named = distinctive.filter((w) => turnTerms.has(w));
    if (named.length >= 2 || (named.length === 1 && DETAIL.test(turn))) {
      out.push({
        key: ref.key,
        reason: `the turn names ${named.map((w) => `"${w}"`).join(", ")} from its description`,
        method: "heuristic",
      });
    }
  }
  return out;
}

const ExpansionAnswerSchema = z.object({ expand: z.array(z.object({ key: z.string(), reason: z.string().max(300) })) });

const EXPANSION_PROMPT = [
  "An AI agent's context holds placeholders for content stored elsewhere: [MemoryRef: key - description - N tokens].",
  "Given the user's new message, list the placeholders whose full content the agent needs to answer it. List none when the description is enough.",
  'Answer with JSON: {"expand": [{"key": "...", "reason": "..."}]}.',
].join("\n");

type LlmOutcome = { choices: ExpansionChoice[] } | { failure: string };

async function llmChoices(
  env: Env,
  tenantId: string,
  turn: string,
  refs: FoundRef[],
  fetchImpl?: typeof fetch,
): Promise<LlmOutcome | null> {
  const config = serviceConfig(env);
  if (!config.LLM_API_KEY) return null;
  const timeoutMs = searchConfig(env).SEARCH_INTENT_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    // PII mode "derived": the model sees the turn and the descriptions redacted, as the intent check does.
    const redactor = await derivedRedactor(env, tenantId);
    const client = openAiClient({ apiKey: config.LLM_API_KEY, baseURL: config.LLM_BASE_URL, timeoutMs, fetch: fetchImpl });
    const user = ["Placeholders:", ...refs.map((r) => redactor.text(r.text)), "", "New message:", redactor.text(turn)].join("\n");
    const answer = await within(
      completeStructured(client, {
        model: config.LLM_MODEL,
        system: EXPANSION_PROMPT,
        user,
        schema: ExpansionAnswerSchema,
        schemaName: "memory_ref_expansion",
        signal: deadline,
      }),
      timeoutMs,
    );
    if (answer === TIMED_OUT) return { failure: `gave no answer within ${timeoutMs} ms` };
    if (!answer) return { failure: "gave no usable answer" };
    const known = new Set(refs.map((r) => r.key));
    return {
      choices: answer.expand
        .filter((e) => known.has(e.key))
        .map((e) => ({ key: e.key, reason: e.reason || "llm: needed", method: "llm" as const })),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("warn", "expansion_llm_failed", { error: message });
    // The client's own timeout, or the deadline's abort, may fire a moment before the race's.
    const timedOut = deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError;
    return { failure: timedOut ? `gave no answer within ${timeoutMs} ms` : "failed" };
  }
}

export interface PreparedExpansions {
  choices: ExpansionChoice[];
  refs: FoundRef[];
  contents: Map<string, string>;
}

/**
 * Decides once per request which placeholders of the candidate messages the turn needs, and
 * reads their contents (as the caller: a key that is not theirs stays a placeholder).
 */
export async function prepareExpansions(
  env: Env,
  principal: Principal,
  input: { turn: string | null; refs: FoundRef[] },
  fetchImpl?: typeof fetch,
): Promise<PreparedExpansions> {
  const { turn, refs } = input;
  if (!turn || refs.length === 0) return { choices: [], refs, contents: new Map() };
  const llm = await llmChoices(env, principal.tenantId, turn, refs, fetchImpl);
  // The heuristic decides offline; when the model failed, each reason says so.
  const heuristic = llm !== null && "choices" in llm ? [] : chooseExpansions(turn, refs);
  const choices =
    llm === null
      ? heuristic
      : "choices" in llm
        ? llm.choices
        : heuristic.map((c) => ({ ...c, reason: `${c.reason} (LLM expansion check ${llm.failure}, heuristic used)` }));
  const contents = new Map<string, string>();
  for (const choice of choices) {
    try {
      contents.set(choice.key, (await retrieveMemory(env, principal, choice.key, null)).content);
    } catch {
      // gone, expired or another user's: the placeholder stays
    }
  }
  return { choices, refs, contents };
}
