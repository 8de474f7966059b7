import { classifyLlmFailure, completeStructured } from "../llm/client";
import { z } from "zod";
import { keepRefs } from "../context/keep-refs";
import { renderMessage, type SummarizeRequest, type Summarizer, SummarizerError } from "./summarizer";
import { LlmBacked } from "../llm/settings";

export const LlmSummarySchema = z.object({
  summary: z.string().trim().min(1).max(20_000),
});

export const SUMMARY_SYSTEM_PROMPT = [
  "You maintain the rolling memory of a conversation between a user and an AI agent.",
  "You receive the previous summary (if any) and the new messages, each tagged with its seq.",
  "Write an updated summary that keeps facts, decisions, preferences, open tasks and names.",
  "The summary covers a sliding window: drop everything that came from messages with a seq",
  "lower than the window start, including what the previous summary says about them.",
  'Answer with JSON: {"summary": "..."}.',
].join("\n");

export function summaryUserPrompt(request: SummarizeRequest): string {
  return [
    `Window: seq ${request.windowStartSeq} to ${request.windowEndSeq}. Drop content from before seq ${request.windowStartSeq}.`,
    "",
    "Previous summary:",
    request.previousSummary ?? "(none)",
    "",
    "New messages:",
    ...request.newMessages.map(renderMessage),
  ].join("\n");
}

/** Incremental summarization through any OpenAI-compatible chat completions endpoint. */
export class LlmSummarizer extends LlmBacked implements Summarizer {
  async summarize(request: SummarizeRequest): Promise<string> {
    let parsed;
    // The SDK's own timeout stops at the response headers; a server that then stalls the
    // body would hold the consumer until the platform kills it. This deadline covers both.
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      parsed = await completeStructured(this.client, {
        model: this.settings.model,
        system: SUMMARY_SYSTEM_PROMPT,
        user: summaryUserPrompt(request),
        schema: LlmSummarySchema,
        schemaName: "memory_summary",
        signal: deadline,
      });
    } catch (error) {
      throw deadline.aborted ? new SummarizerError("LLM request timed out", true) : classifyLlmError(error);
    }
    if (!parsed) throw new SummarizerError("LLM returned no parsable summary", true);
    const inWindow = request.newMessages.filter((m) => m.seq >= request.windowStartSeq).map((m) => m.content);
    return keepRefs(parsed.summary, [request.previousSummary, ...inWindow]);
  }
}

function classifyLlmError(error: unknown): SummarizerError {
  if (error instanceof SummarizerError) return error;
  const failure = classifyLlmFailure(error);
  return new SummarizerError(failure.message, failure.retryable);
}
