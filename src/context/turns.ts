import type { StoredMessage } from "../conversations/messages";
import { isToolError } from "./context-keys";

/**
 * The turn being built at ingestion: seed 001's `current_cycle` (user question, agent
 * messages, final answer) and seed 000's per-turn inputs (user message, tool calls, response).
 */
export interface OpenCall {
  name: string;
  arguments: string;
}

export interface Cycle {
  /** The user message the next final answer responds to (the latest one, if several came). */
  question: string | null;
  questionSeq: number | null;
  /** Tools called during this turn, in call order. */
  toolNames: string[];
  /** Tool calls waiting for their result, by tool_call_id. */
  openCalls: Record<string, OpenCall>;
}

export const EMPTY_CYCLE: Cycle = { question: null, questionSeq: null, toolNames: [], openCalls: {} };

export interface ToolResultEvent {
  kind: "tool_result";
  seq: number;
  callId: string;
  call: OpenCall;
  ok: boolean;
}

/** A finished exchange: a user question and the assistant's final answer (no tool calls). */
export interface ExchangeEvent {
  kind: "exchange";
  question: string;
  questionSeq: number;
  answer: string;
  answerSeq: number;
  toolNames: string[];
}

export type TurnEvent = ToolResultEvent | ExchangeEvent;

/** Feeds one stored message to the cycle; pure, so ingestion replays are deterministic. */
export function advanceCycle(cycle: Cycle, message: StoredMessage): { cycle: Cycle; events: TurnEvent[] } {
  if (message.role === "user") {
    return { cycle: { ...cycle, question: message.content ?? "", questionSeq: message.seq, toolNames: [] }, events: [] };
  }
  if (message.role === "assistant" && message.tool_calls?.length) {
    const openCalls = { ...cycle.openCalls };
    for (const call of message.tool_calls) openCalls[call.id] = { name: call.function.name, arguments: call.function.arguments };
    return {
      cycle: { ...cycle, toolNames: [...cycle.toolNames, ...message.tool_calls.map((c) => c.function.name)], openCalls },
      events: [],
    };
  }
  if (message.role === "tool" && message.tool_call_id) {
    const call = cycle.openCalls[message.tool_call_id];
    if (!call) return { cycle, events: [] };
    const { [message.tool_call_id]: _answered, ...openCalls } = cycle.openCalls;
    return {
      cycle: { ...cycle, openCalls },
      events: [{ kind: "tool_result", seq: message.seq, callId: message.tool_call_id, call, ok: !isToolError(message) }],
    };
  }
  if (message.role === "assistant" && cycle.question !== null && cycle.questionSeq !== null) {
    return {
      cycle: EMPTY_CYCLE,
      events: [
        {
          kind: "exchange",
          question: cycle.question,
          questionSeq: cycle.questionSeq,
          answer: message.content ?? "",
          answerSeq: message.seq,
          toolNames: cycle.toolNames,
        },
      ],
    };
  }
  return { cycle, events: [] };
}
