import { byteLength, shortenToBytes, tailBytes } from "../lib/utf8";
import type { ExchangeEvent } from "./turns";

/** Seed 001's conversation memory: the last exchanges, and a summary of the older ones. */
export interface Exchange {
  question: string;
  questionSeq: number;
  /** The answer as the agent will see it: summarized when the original was too large. */
  answer: string;
  answerSeq: number;
  /** UTF-8 size of the original answer. */
  answerBytes: number;
  summarized: boolean;
}

export interface ExchangesState {
  items: Exchange[];
  summary: string;
  compressions: { llm: number; truncation: number };
  /** The compression job in flight, if any (its LLM call runs on the queue). */
  job: { id: string; deadline: number } | null;
}

export const EMPTY_EXCHANGES: ExchangesState = { items: [], summary: "", compressions: { llm: 0, truncation: 0 }, job: null };

export interface ExchangesSettings {
  maxExchanges: number;
  answerMaxBytes: number;
  answerSummaryBytes: number;
  summaryMaxBytes: number;
  summaryTargetBytes: number;
}

/** Seed 001: "if len(answer) > 750 bytes: summarized = summarize_to_500_bytes(answer)". */
export function exchangeFrom(event: ExchangeEvent, settings: ExchangesSettings): Exchange {
  const answerBytes = byteLength(event.answer);
  const summarized = answerBytes > settings.answerMaxBytes;
  return {
    question: event.question,
    questionSeq: event.questionSeq,
    answer: summarized ? shortenToBytes(event.answer, settings.answerSummaryBytes) : event.answer,
    answerSeq: event.answerSeq,
    answerBytes,
    summarized,
  };
}

export const formatExchange = (exchange: Exchange): string => `Q: ${exchange.question}\nA: ${exchange.answer}\n`;

/**
 * Seed 001's exchange management: push, and while there are more than 10, fold the oldest
 * into the summary. Says whether the summary now needs compressing (over 4 KB).
 */
export function addExchange(
  state: ExchangesState,
  exchange: Exchange,
  settings: ExchangesSettings,
): { state: ExchangesState; folded: number; needsCompression: boolean } {
  const items = [...state.items, exchange];
  let summary = state.summary;
  let folded = 0;
  while (items.length > settings.maxExchanges) {
    const oldest = items.shift();
    if (!oldest) break;
    summary += formatExchange(oldest);
    folded += 1;
  }
  return { state: { ...state, items, summary }, folded, needsCompression: byteLength(summary) > settings.summaryMaxBytes };
}

/**
 * The fallback when the LLM cannot compress: keep the newest `targetBytes` of the summary
 * (it is written oldest first, so its tail is the most recent history), starting at a line.
 */
export function truncateSummary(summary: string, targetBytes: number): string {
  const tail = tailBytes(summary, targetBytes);
  if (tail.length === summary.length) return summary;
  const lineStart = tail.indexOf("\n");
  return lineStart >= 0 && lineStart < tail.length - 1 ? tail.slice(lineStart + 1) : tail;
}

/**
 * Applies a finished compression of `basis` to the current summary: exchanges folded in while
 * the job ran were appended after `basis`, and stay.
 */
export function applyCompression(current: string, basis: string, compressed: string): string {
  return current.startsWith(basis) ? compressed + current.slice(basis.length) : current;
}
