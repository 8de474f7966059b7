import type OpenAI from "openai";
import { completeText } from "../llm/client";
import { countTokens } from "./tokens";
import { byteLength } from "../lib/utf8";
import type { StoredMessage } from "../conversations/messages";
import { keepRefs } from "../context/keep-refs";
import { renderMessage } from "../summaries/summarizer";
import { LlmBacked, llmSettings } from "../llm/settings";

/** Seed 004's autocompact summary and seed 001's summary compression, behind small interfaces. */
export interface CompactRequest {
  previousSummary: string | null;
  /** The messages to fold, oldest first (system messages are never among them). */
  messages: StoredMessage[];
  /** The input must fit the model's window minus the summary reserve. */
  maxInputTokens: number;
  /** Seed 004's SUMMARY_RESERVE_TOKENS: the summary's own budget. */
  maxOutputTokens: number;
}

export interface Compactor {
  readonly name: string;
  compact(request: CompactRequest): Promise<string>;
}

export interface SummaryCompressor {
  readonly name: string;
  compress(summary: string, targetBytes: number): Promise<string>;
}

export class CompactionError extends Error {
  override readonly name = "CompactionError";
}

/** Seed 004's `compact_messages` prompt. */
export const COMPACT_PROMPT = [
  "Summarize this conversation history concisely.",
  "Preserve: key decisions, findings, user preferences, task state.",
  "Discard: repetitive exchanges, verbose tool outputs, dead-ends.",
].join("\n");

/** Long single messages (tool dumps) are cut before the prompt: the seed discards verbose outputs anyway. */
const MAX_CHARS_PER_MESSAGE = 4000;

/**
 * The history lines the summarizer reads, newest kept when the whole does not fit the input
 * budget: the oldest lines give way first and the prompt says how many were left out.
 */
export function compactionTranscript(request: CompactRequest, budgetTokens: number): string {
  const lines = request.messages.map((m) => {
    const line = renderMessage(m);
    return line.length > MAX_CHARS_PER_MESSAGE ? `${line.slice(0, MAX_CHARS_PER_MESSAGE)} …[cut]` : line;
  });
  const fixed = countTokens(request.previousSummary ?? "") + countTokens(COMPACT_PROMPT) + 64;
  let used = fixed;
  let first = lines.length;
  while (first > 0) {
    const cost = countTokens(lines[first - 1] ?? "") + 1;
    if (used + cost > budgetTokens) break;
    used += cost;
    first -= 1;
  }
  const omitted = first > 0 ? [`[${first} earlier messages omitted: they did not fit the summarizer's input]`] : [];
  return [...omitted, ...lines.slice(first)].join("\n");
}

export function compactPrompt(request: CompactRequest): string {
  const previous = request.previousSummary ? `Previous summary (fold it in):\n${request.previousSummary}\n\n` : "";
  return `${COMPACT_PROMPT}\n\n${previous}${compactionTranscript(request, request.maxInputTokens)}`;
}

/**
 * The deterministic offline compactor (no key configured): the previous summary, then one
 * line per folded message with its opening words; the oldest lines go first when the summary
 * would exceed its reserve.
 */
export class OfflineCompactor implements Compactor {
  readonly name = "offline";

  constructor(private readonly charsPerMessage = 160) {}

  async compact(request: CompactRequest): Promise<string> {
    const fresh = request.messages.map((m) => {
      const calls = m.tool_calls?.map((c) => c.function.name).join(", ");
      const text = (m.content ?? "").replace(/\s+/g, " ").trim();
      const body = text.length > this.charsPerMessage ? `${text.slice(0, this.charsPerMessage)}…` : text;
      return `[seq ${m.seq}] ${m.role}${m.name ? ` (${m.name})` : ""}: ${[body, calls ? `[called ${calls}]` : ""].filter(Boolean).join(" ")}`;
    });
    const lines = [...(request.previousSummary ?? "").split("\n").filter(Boolean), ...fresh];
    let total = lines.reduce((sum, l) => sum + countTokens(l) + 1, 0);
    while (lines.length > 1 && total > request.maxOutputTokens) total -= countTokens(lines.shift() ?? "") + 1;
    return keepRefs(lines.join("\n"), [request.previousSummary, ...request.messages.map((m) => m.content)]);
  }
}

async function complete(openai: OpenAI, model: string, prompt: string, maxTokens: number): Promise<string> {
  let text: string | null | undefined;
  try {
    text = await completeText(openai, { model, prompt, maxTokens });
  } catch (error) {
    throw new CompactionError(`LLM request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!text || text.trim() === "") throw new CompactionError("LLM returned an empty summary");
  return text.trim();
}

export class LlmCompactor extends LlmBacked implements Compactor {
  async compact(request: CompactRequest): Promise<string> {
    const text = await complete(this.client, this.settings.model, compactPrompt(request), request.maxOutputTokens);
    return keepRefs(text, [request.previousSummary, ...request.messages.map((m) => m.content)]);
  }
}

export const compressPrompt = (summary: string, targetBytes: number): string =>
  [
    `Compress this conversation summary to at most ${targetBytes} bytes (UTF-8).`,
    "Preserve: key facts, decisions, names, numbers, open tasks. Discard: repetition and small talk.",
    "Answer with the compressed summary only.",
    "",
    summary,
  ].join("\n");

/** Seed 001's `llm_compress(summary, target=3000)`. */
export class LlmSummaryCompressor extends LlmBacked implements SummaryCompressor {
  async compress(summary: string, targetBytes: number): Promise<string> {
    // A token is at least one byte; the output cap leaves room and the byte limit is enforced after.
    const text = await complete(this.client, this.settings.model, compressPrompt(summary, targetBytes), Math.max(64, targetBytes));
    const kept = keepRefs(text, [summary]);
    if (byteLength(kept) >= byteLength(summary)) throw new CompactionError("LLM output is not shorter than its input");
    return kept;
  }
}

/** The LLM compactor when a key is configured, the deterministic offline one otherwise. */
export function compactorFor(env: Env, fetchImpl?: typeof fetch): Compactor {
  const options = llmSettings(env, fetchImpl);
  return options ? new LlmCompactor(options) : new OfflineCompactor();
}

/** The LLM compressor when a key is configured; null means seed 001's fallback, truncation. */
export function summaryCompressorFor(env: Env, fetchImpl?: typeof fetch): SummaryCompressor | null {
  const options = llmSettings(env, fetchImpl);
  return options ? new LlmSummaryCompressor(options) : null;
}
