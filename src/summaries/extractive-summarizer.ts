import type { StoredMessage } from "../http/schemas/messages";
import type { SummarizeRequest, Summarizer } from "./summarizer";

const LINE = /^\[seq (\d+)\] /;

function firstSentences(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  return sentenceEnd > maxChars / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}…`;
}

function line(message: StoredMessage, maxChars: number): string {
  const calls = message.tool_calls?.map((call) => call.function.name).join(", ");
  const body = [message.content ? firstSentences(message.content, maxChars) : "", calls ? `[called ${calls}]` : ""]
    .filter(Boolean)
    .join(" ");
  return `[seq ${message.seq}] ${message.role}: ${body}`;
}

/**
 * The offline summarizer: deterministic, no model. Each message contributes its opening
 * sentences on a line tagged with its seq, which makes the sliding window exact: lines from
 * before the window start are dropped, the rest of the previous summary is kept as it was.
 */
export class ExtractiveSummarizer implements Summarizer {
  readonly name = "extractive";

  constructor(private readonly maxCharsPerMessage = 200) {}

  async summarize(request: SummarizeRequest): Promise<string> {
    const previous = (request.previousSummary ?? "")
      .split("\n")
      .filter((text) => {
        const seq = LINE.exec(text)?.[1];
        return seq !== undefined && Number(seq) >= request.windowStartSeq;
      });
    const fresh = request.newMessages
      .filter((message) => message.seq >= request.windowStartSeq && message.seq <= request.windowEndSeq)
      .map((message) => line(message, this.maxCharsPerMessage));
    return [...previous, ...fresh].join("\n");
  }
}
