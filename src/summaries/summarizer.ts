import type { StoredMessage } from "../conversations/messages";

export interface SummarizeRequest {
  /** The base memory's text (seed 002, incremental), or null for the first summary. */
  previousSummary: string | null;
  /** Only the messages the base memory does not cover yet, oldest first. */
  newMessages: StoredMessage[];
  /** Content from before this seq must be dropped from the result (the sliding window). */
  windowStartSeq: number;
  windowEndSeq: number;
  /** Tokens of every message of the window (the offline summarizer's target is a share of it). */
  windowTokens?: number;
}

export interface Summarizer {
  readonly name: string;
  summarize(request: SummarizeRequest): Promise<string>;
}

/** A summarizer failure: the job fails (or is retried) and no memory text is written. */
export class SummarizerError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "SummarizerError";
  }
}

/** One line per message, the form both the LLM prompt and the extractive summary use. */
export function renderMessage(message: StoredMessage): string {
  const who = message.name ? `${message.role} (${message.name})` : message.role;
  const calls = message.tool_calls?.map((call) => `${call.function.name}(${call.function.arguments})`).join("; ");
  const text = [message.content ?? "", calls ? `[calls: ${calls}]` : ""].filter(Boolean).join(" ");
  return `[seq ${message.seq}] ${who}: ${text}`;
}
