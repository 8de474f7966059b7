/** Seed 002's sliding-window rules, as pure functions of the conversation's numbers. */
export interface WindowSettings {
  /** Messages a summary covers (seed 002: 14, i.e. 7 user/assistant rounds). */
  windowSize: number;
  /** The first sequence number whose save may trigger a summary (seed 002: 5). */
  summarizeAfterSeq: number;
}

export const DEFAULT_WINDOW: WindowSettings = { windowSize: 14, summarizeAfterSeq: 5 };

export interface SummaryRange {
  startSeq: number;
  endSeq: number;
}

/** The window ending at `lastSavedSeq`, its start moved to an even seq so no round is split. */
export function calculateSummaryRange(lastSavedSeq: number, settings: WindowSettings): SummaryRange {
  const endSeq = lastSavedSeq;
  let startSeq = Math.max(0, endSeq - settings.windowSize + 1);
  if (startSeq % 2 !== 0) startSeq += 1;
  return { startSeq, endSeq };
}

export interface TriggerState {
  lastSavedSeq: number;
  /**
   * The last saved message leaves its round open: a user message (the answer is still to
   * come), an assistant message calling tools, or a tool result.
   */
  roundOpen: boolean;
  jobInFlight: boolean;
  /** The newest seq a completed or in-flight summary already covers, if any. */
  coveredThroughSeq: number | null;
  circuitOpen: boolean;
}

export type TriggerDecision =
  { trigger: true } | { trigger: false; reason: "below_threshold" | "round_open" | "job_in_flight" | "nothing_new" | "circuit_open" };

/**
 * Seed 002 calls its trigger when a round ends, i.e. when the assistant's answer is saved.
 * A window ending on a user message would split a round (and put the next window's even
 * start off by one), and one ending on a tool call would put the call in the summary and its
 * results in the gap, which chat APIs reject.
 */
export function endsRound(message: { role: string; tool_calls?: readonly unknown[] | undefined }): boolean {
  return message.role === "assistant" && !message.tool_calls?.length;
}

/**
 * Seed 002's trigger condition, checked when a round ends. Two guards are added: nothing is summarized twice (a repeated
 * trigger with no new message would only burn an LLM call), and an open circuit breaker stops
 * triggering after repeated failures.
 */
export function shouldTriggerSummary(state: TriggerState, settings: WindowSettings): TriggerDecision {
  if (state.lastSavedSeq < settings.summarizeAfterSeq) return { trigger: false, reason: "below_threshold" };
  if (state.roundOpen) return { trigger: false, reason: "round_open" };
  if (state.jobInFlight) return { trigger: false, reason: "job_in_flight" };
  if (state.circuitOpen) return { trigger: false, reason: "circuit_open" };
  if (state.coveredThroughSeq !== null && state.coveredThroughSeq >= state.lastSavedSeq) {
    return { trigger: false, reason: "nothing_new" };
  }
  return { trigger: true };
}

/**
 * The first seq the summarizer reads (seed 002, incremental): right after the base memory,
 * or the window start when there is no base. Content before the window start that this
 * includes is dropped by the summarizer, which is told the window start.
 */
export function newMessagesStart(range: SummaryRange, baseEndSeq: number | null): number {
  return baseEndSeq === null ? range.startSeq : baseEndSeq + 1;
}
