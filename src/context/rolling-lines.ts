import type { StoredMessage } from "../conversations/messages";
import { countTokens } from "./tokens";
import type { ExchangeEvent } from "./turns";
import { firstChars } from "../lib/utf8";

export interface RollingLinesSettings {
  keepLastMessages: number;
  summaryLines: number;
  userBriefChars: number;
  actionBriefChars: number;
}

// A newline inside a brief would count as an extra summary line when the summary is split.
const oneLine = (text: string) => text.replace(/\r?\n|\r/g, " ");

/**
 * Seed 000's `_update_conversation_summary` line: `• {user_msg[:30]}... → {action}`, where the
 * action is "Used {first tool}" when the turn called tools, else `ai_response[:50]`.
 */
export function summaryLine(turn: Pick<ExchangeEvent, "question" | "answer" | "toolNames">, settings: RollingLinesSettings): string {
  const firstTool = turn.toolNames[0];
  const action = firstTool ? `Used ${firstTool}` : oneLine(firstChars(turn.answer, settings.actionBriefChars));
  return `• ${oneLine(firstChars(turn.question, settings.userBriefChars))}... → ${action}`;
}

/**
 * Appends a line and keeps the last N. The seed splits an empty summary into one empty line,
 * which would make its first summaries start with a blank line; empty lines are dropped here.
 */
export function appendSummaryLine(existing: string, line: string, maxLines: number): string {
  const lines = [...existing.split("\n").filter((l) => l !== ""), line];
  return lines.slice(-maxLines).join("\n");
}

export const SUMMARY_PREAMBLE = "[Previous conversation summary]";
export const SUMMARY_ACK = "Understood. I have the context.";

/**
 * The seed's user/assistant pair carrying a summary. Synthetic messages have seq -1 and say
 * what they are in `metadata.synthetic`.
 */
export function summaryPair(summary: string, kind: string, createdAt: string): StoredMessage[] {
  const user = `${SUMMARY_PREAMBLE}\n${summary}`;
  return [
    { seq: -1, role: "user", content: user, created_at: createdAt, token_count: countTokens(user), metadata: { synthetic: kind } },
    {
      seq: -1,
      role: "assistant",
      content: SUMMARY_ACK,
      created_at: createdAt,
      token_count: countTokens(SUMMARY_ACK),
      metadata: { synthetic: kind },
    },
  ];
}

/** A history message as seed 000 sends it: role and final text only. */
function plain(message: StoredMessage): StoredMessage {
  const { tool_calls: _calls, ...rest } = message;
  return rest;
}

/**
 * Seed 000's message building: the summary pair (only when there is more history than the
 * last N), the last N history messages, then the turn in progress (its user message and any
 * tool calls and results so far, which the agent still needs to finish the turn).
 */
export function rollingLinesMessages(input: {
  /** The newest history messages of finished turns, oldest first (at least N + 1 if there are). */
  history: StoredMessage[];
  /** The unfinished turn's messages, oldest first. */
  current: StoredMessage[];
  summary: string;
  keepLast: number;
  now: string;
}): StoredMessage[] {
  const recent = input.history.slice(-input.keepLast).map(plain);
  const pair = input.summary && input.history.length > input.keepLast ? summaryPair(input.summary, "rolling_summary", input.now) : [];
  return [...pair, ...recent, ...input.current];
}
