import OpenAI from "openai";
import { z } from "zod";
import type { Principal } from "../db/api-keys";
import { serviceConfig } from "../lib/config";
import { TIMED_OUT, within } from "../lib/deadline";
import { log } from "../lib/log";
import { derivedRedactor } from "../privacy/derived";
import { retrieveMemory } from "../memories/service";
import { countTokens } from "./tokens";
import { completeStructured, openAiClient } from "../llm/client";
import type { StoredMessage } from "../conversations/messages";
import type { Expansion } from "./items";
import { searchConfig } from "../search/config";
import type { Plan } from "./planner";
import { contentWords, stem } from "../search/text";

/**
 * Seed 003: "utilize a lightweight LLM call to analyze the new message and determine if any
 * existing memory placeholders need to be expanded". When the turn being answered needs the
 * content behind a `[MemoryRef: ...]` of the context, it is put inline (a range of it when
 * the whole does not fit the room the plan left). Offline, or when the call fails or passes
 * its deadline, the heuristic below (chooseExpansions) decides (and each reason says the model's answer
 * was not used).
 */
export type { Expansion } from "./items";

/** A `[MemoryRef: key - description - N tokens]` found inside a message of the context. */
export interface FoundRef {
  key: string;
  description: string;
  tokens: number;
  seq: number;
  text: string;
}

export interface ExpansionChoice {
  key: string;
  reason: string;
  method: "heuristic" | "llm";
}

const REF = /\[MemoryRef: (\S+) - (.*?) - (\d+) tokens\]/g;

export function findRefs(messages: readonly StoredMessage[]): FoundRef[] {
  const out: FoundRef[] = [];
  for (const m of messages) {
    for (const match of (m.content ?? "").matchAll(REF)) {
      if (match[1] && match[2] !== undefined && match[3])
        out.push({ key: match[1], description: match[2], tokens: Number(match[3]), seq: m.seq, text: match[0] });
    }
  }
  return out;
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

/** The content that fits `room` tokens: whole, or its beginning cut at a line or word. */
function fitContent(content: string, room: number): { text: string; partial: boolean } | null {
  if (countTokens(content) <= room) return { text: content, partial: false };
  let cut = content.slice(0, Math.floor((content.length * room) / Math.max(1, countTokens(content))));
  while (cut.length > 0 && countTokens(cut) + 20 > room) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return cut.length > 0 ? { text: cut, partial: true } : null;
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
  input: { messages: StoredMessage[]; query: string | null; enabled: boolean },
  fetchImpl?: typeof fetch,
): Promise<PreparedExpansions> {
  const turnMessage = [...input.messages].reverse().find((m) => m.role === "user");
  const turn = input.query ?? turnMessage?.content ?? null;
  // A placeholder inside the turn itself (an offloaded user message) is not what the turn asks for.
  const refs = input.enabled && turn ? findRefs(input.messages.filter((m) => m !== turnMessage)) : [];
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

/** Puts the chosen contents inline in the planned messages, within the room the plan left. */
export function applyExpansions(
  plan: Plan,
  prepared: PreparedExpansions,
  budget: number | null,
): { messages: StoredMessage[]; expansions: Expansion[] } {
  let room = budget === null ? Number.POSITIVE_INFINITY : budget - plan.tokenCount;
  const out = [...plan.messages];
  const expansions: Expansion[] = [];
  for (const choice of prepared.choices) {
    const content = prepared.contents.get(choice.key);
    const index = out.findIndex((m) => findRefs([m]).some((r) => r.key === choice.key));
    const message = out[index];
    const ref = message ? findRefs([message]).find((r) => r.key === choice.key) : undefined;
    if (content === undefined || !message || !ref || room <= 20) continue;
    const fit = fitContent(content, room - 12);
    if (!fit) continue;
    const body = fit.partial ? `${fit.text}\n[… ${ref.key} continues: ${ref.tokens} tokens in all]` : fit.text;
    const before = message.content ?? "";
    const after = before.replace(ref.text, `[MemoryRef ${ref.key} expanded]\n${body}`);
    const added = countTokens(after) - countTokens(before);
    out[index] = { ...message, content: after, token_count: message.token_count + added };
    room -= added;
    expansions.push({
      key: ref.key,
      seq: ref.seq,
      reason: choice.reason,
      method: choice.method,
      token_count: countTokens(body),
      partial: fit.partial,
    });
  }
  return { messages: out, expansions };
}
