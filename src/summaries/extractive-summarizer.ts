import { countTokens } from "../context/tokens";
import { parseMemoryRef } from "../context/memory-ref";
import type { StoredMessage } from "../conversations/messages";
import { selectLines, type Candidate } from "../summaries/salience";
import type { SummarizeRequest, Summarizer } from "./summarizer";

const LINE = /^\[seq (\d+)\] ([^:]+): (.*)$/;

/** The default target: at most this share of the window's tokens. */
export const OFFLINE_SUMMARY_RATIO = 1 / 3;

/** What a message says, as the summary sees it: an offloaded content through its placeholder's description. */
function messageText(message: StoredMessage): string {
  const content = message.content ?? "";
  const ref = parseMemoryRef(content.trim());
  const calls = message.tool_calls?.map((call) => call.function.name).join(", ");
  const text = ref ? `${ref.description}: ${content.trim()}` : content;
  return [text, calls ? `(called ${calls}).` : ""].filter(Boolean).join(" ");
}

const who = (message: StoredMessage) => message.name ?? message.role;

/**
 * The offline summarizer: deterministic, no model, and shorter than what it replaces. The
 * sentences that carry the most (content words rare in the window, names, numbers,
 * decisions) are chosen until a third of the window's tokens, near-duplicates merged, one
 * `[seq N] who: ...` line per message: the seq tag keeps the sliding window exact (lines from
 * before the window start are dropped, seed 002). Every `[MemoryRef: ...]` in the window is
 * kept with its key.
 */
export class ExtractiveSummarizer implements Summarizer {
  readonly name = "extractive";

  constructor(private readonly ratio = OFFLINE_SUMMARY_RATIO) {}

  async summarize(request: SummarizeRequest): Promise<string> {
    const previous: Candidate[] = [];
    let previousSourceTokens = 0;
    for (const text of (request.previousSummary ?? "").split("\n")) {
      const match = LINE.exec(text);
      if (!match?.[1] || !match[2] || match[3] === undefined) continue;
      const seq = Number(match[1]);
      if (seq < request.windowStartSeq) continue;
      previous.push({ seq, who: match[2], text: match[3] });
      previousSourceTokens += countTokens(match[3]) / this.ratio;
    }
    const fresh = request.newMessages
      .filter((m) => m.seq >= request.windowStartSeq && m.seq <= request.windowEndSeq)
      .map((m) => ({ seq: m.seq, who: who(m), text: messageText(m) }));
    // The job passes the window's size; without it, the kept lines stand for at least
    // `1/ratio` times their own size (they were chosen under the same ratio).
    const windowTokens =
      request.windowTokens ??
      previousSourceTokens + request.newMessages.reduce((sum, m) => sum + (m.seq >= request.windowStartSeq ? m.token_count : 0), 0);
    const target = Math.floor(windowTokens * this.ratio);
    const freshSeqs = new Set(fresh.map((c) => c.seq));
    return selectLines([...previous.filter((c) => !freshSeqs.has(c.seq)), ...fresh], target).join("\n");
  }
}
