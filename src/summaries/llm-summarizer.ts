import type { StructuredTask } from "../llm/client";
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

const SUMMARY_TASK: StructuredTask<typeof LlmSummarySchema> = {
  system: SUMMARY_SYSTEM_PROMPT,
  schema: LlmSummarySchema,
  schemaName: "memory_summary",
  answer: "summary",
};

/** Incremental summarization through any OpenAI-compatible chat completions endpoint. */
export class LlmSummarizer extends LlmBacked implements Summarizer {
  async summarize(request: SummarizeRequest): Promise<string> {
    // The SDK's own timeout stops at the response headers; a server that then stalls the
    // body would hold the consumer until the platform kills it. This deadline covers both.
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    const parsed = await this.answer(SUMMARY_TASK, summaryUserPrompt(request), SummarizerError, deadline);
    const inWindow = request.newMessages.filter((m) => m.seq >= request.windowStartSeq).map((m) => m.content);
    return keepRefs(parsed.summary, [request.previousSummary, ...inWindow]);
  }
}
