import type { StoredMessage } from "../conversations/messages";
import { isToolError } from "./context-keys";
import { fitMessages, isSystemMessage, isSynthetic, messagesCost, toolUnits } from "./assemble";
import { pythonJsonDumps } from "../lib/python-json";
import { countTokens } from "./tokens";

/** Seed 004's tiered compaction, applied when the context is assembled. Pure. */
export interface TieredSettings {
  toolResultMaxChars: number;
  microcompactMaxChars: number;
  keepRecentMessages: number;
}

/** Where the full content of an oversized tool result was kept (R2 + agent_memories). */
export interface OffloadRef {
  key: string;
  description: string;
  tokens: number;
}

/**
 * What the tiered strategy hands the planner beside its messages: what seed 004's steps read.
 * The planner runs the steps (fitCandidates, rule `tiered`): the budget is fitted in one place.
 */
export interface TieredCandidates {
  /** Tool results whose full content is stored: step 1 puts their MemoryRef in place. */
  offloads: Array<OffloadRef & { seq: number }>;
  settings: TieredSettings;
  /** Autocompact triggers above this (message and injected tokens); a caller's budget only lowers the target. */
  autocompactThreshold: number;
  summaryThroughSeq: number | null;
  /** The status a read reports when a summary is wanted and it reserves no job (a preview). */
  wantedStatus: "in_flight" | "circuit_open" | "wanted";
}

export type CompactionStepName = "tool_result_budgeting" | "snip" | "microcompact" | "overflow_trim";

export interface CompactionStep {
  step: CompactionStepName;
  tokensBefore: number;
  tokensAfter: number;
  messagesAffected: number;
}

export interface TieredInput {
  /** The candidate context in order: system messages, the compaction summary (seq -1), the rest. */
  messages: StoredMessage[];
  /** What the messages may cost (the budget minus what was injected before them). */
  budgetTokens: number;
  /** Above this (80 % of the window, in message tokens), a full summary is wanted. */
  autocompactThresholdTokens: number;
  offloads: ReadonlyMap<number, OffloadRef>;
  settings: TieredSettings;
}

export interface TieredResult {
  messages: StoredMessage[];
  tokenCount: number;
  steps: CompactionStep[];
  /** Still over budget after steps 1-3. */
  overBudget: boolean;
  /** Still over the autocompact threshold after steps 1-3: a summary should be made. */
  wantsAutocompact: boolean;
  droppedMessages: number;
}

export const memoryRefText = (ref: OffloadRef): string => `[MemoryRef: ${ref.key} - ${ref.description} - ${ref.tokens} tokens]`;

function withContent(message: StoredMessage, content: string, step: CompactionStepName): StoredMessage {
  const before = countTokens(message.content ?? "");
  return {
    ...message,
    content,
    token_count: Math.max(0, message.token_count - before + countTokens(content)),
    metadata: { ...message.metadata, compaction: step },
  };
}

/** Step 1 for one message: the MemoryRef when the full result is stored, else a cut at the cap. */
export function budgetToolResult(message: StoredMessage, maxChars: number, ref: OffloadRef | undefined): StoredMessage {
  const content = message.content ?? "";
  if (content.length <= maxChars) return message;
  const replacement = ref
    ? memoryRefText(ref)
    : `${content.slice(0, maxChars)}\n[truncated: ${content.length - maxChars} more characters; the full result is message seq ${message.seq}]`;
  return withContent(message, replacement, "tool_result_budgeting");
}

/** Step 3 for one text: minified if JSON, whitespace collapsed, then head and tail around a marker. */
export function microcompactText(text: string, maxChars: number, fullAt: string): string {
  let compact: string;
  try {
    compact = JSON.stringify(JSON.parse(text));
  } catch {
    compact = text
      .replace(/[ \t]+/g, " ")
      .replace(/\n{2,}/g, "\n")
      .trim();
  }
  if (compact.length <= maxChars) return compact;
  const head = Math.ceil(maxChars * 0.7);
  const tail = maxChars - head;
  return `${compact.slice(0, head)} … [microcompacted: ${compact.length - maxChars} of ${text.length} characters omitted; full result: ${fullAt}] … ${tail > 0 ? compact.slice(-tail) : ""}`;
}

const callSignature = (name: string, args: string): string => {
  try {
    return `${name}:${pythonJsonDumps(JSON.parse(args))}`;
  } catch {
    return `${name}:${args}`;
  }
};

/**
 * Snip's notion of "non-essential": a tool round whose every result failed (a dead end), a tool
 * round whose every call is repeated later with the same arguments (a stale result), or
 * messages the client flagged with `metadata.essential: false`.
 */
function isNonEssential(unit: StoredMessage[], repeatedLater: (signature: string) => boolean): boolean {
  if (unit.every((m) => m.metadata?.essential === false)) return true;
  const [call, ...results] = unit;
  if (!call?.tool_calls?.length || results.length === 0) return false;
  if (results.length === call.tool_calls.length && results.every(isToolError)) return true;
  return call.tool_calls.every((c) => repeatedLater(callSignature(c.function.name, c.function.arguments)));
}

/** Units holding the last `keep` non-system messages (seed 004's KEEP_RECENT_MESSAGES). */
function recentUnits(units: StoredMessage[][], keep: number): Set<StoredMessage[]> {
  const recent = new Set<StoredMessage[]>();
  let counted = 0;
  for (let i = units.length - 1; i >= 0 && counted < keep; i -= 1) {
    const unit = units[i];
    if (!unit) break;
    recent.add(unit);
    counted += unit.filter((m) => !isSystemMessage(m) && !isSynthetic(m)).length;
  }
  return recent;
}

/**
 * Steps 1-3 in order, each only while the context is still over budget: tool-result budgeting
 * (every tool result over the cap), snip (oldest non-essential rounds first), microcompact
 * (oldest intermediate results first). System messages, the summary and the recent messages
 * are never snipped or microcompacted; units are kept or dropped whole, so a tool call never
 * loses its results. If the context is still over budget, the caller should summarize
 * (autocompact); meanwhile the oldest units are trimmed so what is served fits.
 */
export function compactTiered(input: TieredInput): TieredResult {
  const { settings, budgetTokens } = input;
  const units = toolUnits(input.messages);
  const recent = recentUnits(units, settings.keepRecentMessages);
  const movable = (unit: StoredMessage[]) => !recent.has(unit) && !unit.some((m) => isSystemMessage(m) || isSynthetic(m));
  const live = new Set(units);
  const current = () => units.filter((unit) => live.has(unit)).flat();
  const steps: CompactionStep[] = [];
  let tokens = messagesCost(input.messages);

  const run = (step: CompactionStepName, apply: () => number) => {
    const before = tokens;
    const affected = apply();
    tokens = messagesCost(current());
    steps.push({ step, tokensBefore: before, tokensAfter: tokens, messagesAffected: affected });
  };

  if (tokens > budgetTokens) {
    run("tool_result_budgeting", () => {
      let affected = 0;
      for (const unit of units) {
        unit.forEach((message, i) => {
          if (message.role !== "tool" || (message.content ?? "").length <= settings.toolResultMaxChars) return;
          unit[i] = budgetToolResult(message, settings.toolResultMaxChars, input.offloads.get(message.seq));
          affected += 1;
        });
      }
      return affected;
    });
  }
  if (tokens > budgetTokens) {
    run("snip", () => {
      let affected = 0;
      const lastCall = new Map<string, number>();
      units.forEach((unit, index) => {
        for (const call of unit[0]?.tool_calls ?? []) lastCall.set(callSignature(call.function.name, call.function.arguments), index);
      });
      units.forEach((unit, index) => {
        if (tokens <= budgetTokens || !movable(unit)) return;
        if (!isNonEssential(unit, (signature) => (lastCall.get(signature) ?? -1) > index)) return;
        live.delete(unit);
        affected += unit.length;
        tokens -= messagesCost(unit);
      });
      return affected;
    });
  }
  if (tokens > budgetTokens) {
    run("microcompact", () => {
      let affected = 0;
      for (const unit of units) {
        if (!live.has(unit) || !movable(unit)) continue;
        unit.forEach((message, i) => {
          const content = message.content ?? "";
          const intermediate = message.role === "tool" || (message.role === "assistant" && Boolean(message.tool_calls?.length));
          if (tokens <= budgetTokens || !intermediate || content.length <= settings.microcompactMaxChars) return;
          const ref = input.offloads.get(message.seq);
          const next = withContent(
            message,
            microcompactText(content, settings.microcompactMaxChars, ref ? memoryRefText(ref) : `message seq ${message.seq}`),
            "microcompact",
          );
          tokens += next.token_count - message.token_count;
          unit[i] = next;
          affected += 1;
        });
      }
      return affected;
    });
  }

  const overBudget = tokens > budgetTokens;
  const wantsAutocompact = tokens > input.autocompactThresholdTokens;
  let messages = current();
  let droppedMessages = input.messages.length - messages.length;
  if (overBudget) {
    const fitted = fitMessages(messages, budgetTokens);
    steps.push({ step: "overflow_trim", tokensBefore: tokens, tokensAfter: fitted.tokenCount, messagesAffected: fitted.droppedMessages });
    messages = fitted.messages;
    tokens = fitted.tokenCount;
    droppedMessages += fitted.droppedMessages;
  }
  return { messages, tokenCount: tokens, steps, overBudget, wantsAutocompact, droppedMessages };
}

/**
 * What an autocompact folds into the summary: every non-system message before the recent
 * ones (seed 004: `non_system[:-keep_recent]`), ending on a unit boundary.
 */
export function autocompactSplit(messages: StoredMessage[], keepRecent: number): { fold: StoredMessage[]; keep: StoredMessage[] } {
  const units = toolUnits(messages.filter((m) => !isSystemMessage(m) && !isSynthetic(m)));
  const recent = recentUnits(units, keepRecent);
  const fold = units.filter((unit) => !recent.has(unit)).flat();
  const keep = units.filter((unit) => recent.has(unit)).flat();
  return { fold, keep };
}
