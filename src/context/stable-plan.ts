import type { StoredMessage } from "../http/schemas/messages";
import type { SearchResult } from "../http/schemas/search";
import type { InjectedItem } from "../http/schemas/shaping";
import type { UserFactsSection } from "../facts/context";
import type { SummarySnapshot } from "./context";
import { toolUnits } from "./context";
import { compactionReason, type CacheState, type CompactionReason, type RecallBlock } from "./cache-state";
import { chatMessage, openAiTokens, retrievedLine, retrievedLines } from "./render";
import { RECALL_HEADING, RECALL_NOTICE, renderStableOpenAi, type StableRenderInput } from "./render-stable";
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from "./tokens";

/** What one read knows beside the stored state: the current snapshots' sources and the turn. */
export interface ReadFacts {
  messages: StoredMessage[];
  lastSeq: number;
  turnSeq: number;
  newestSummary: SummarySnapshot | null;
  pinnedNow: InjectedItem[];
  keysNow: string | null;
  userLayerNow: UserFactsSection | null;
  /** Working memory, screen context, cached tool results (not the context keys). */
  working: InjectedItem[];
  /** The first user turn pinned as the task, when the conversation pins it (cut to its share). */
  task: InjectedItem | null;
  taskSeq: number | null;
  windowSize: number;
  highTokens: number;
  lowTokens: number;
}

/** The rendering input for a state, with this turn's recall block (or none). */
export function compose(read: ReadFacts, state: CacheState, block: RecallBlock | null): StableRenderInput {
  const messages = read.messages.filter((m) => m.seq >= state.fromSeq);
  const taskShown = read.taskSeq === null || messages.some((m) => m.seq === read.taskSeq);
  const keysChanged = read.keysNow !== null && read.keysNow !== state.contextKeys;
  return {
    pinned: state.pinned,
    task: taskShown ? null : read.task,
    contextKeys: state.contextKeys,
    userLayer: state.userLayer?.text ?? null,
    summaryText: state.summary?.text ?? null,
    messages,
    recalls: [...state.recalls.filter((r) => r.seq < read.turnSeq), ...(block ? [block] : [])],
    turnSeq: read.turnSeq,
    // The context keys as they are now, when they moved since the snapshot: volatile, after the stable part.
    working: [...(keysChanged ? [{ type: "context_keys" as const, content: read.keysNow ?? "", token_count: 0 }] : []), ...read.working],
  };
}

export const sizeOf = (input: StableRenderInput): number => openAiTokens(renderStableOpenAi(input).messages);

/** A compaction point's state: snapshots refreshed, recalls gone, the newest summary adopted when `adopt`. */
function snapshot(read: ReadFacts, base: CacheState | null, adopt: boolean): CacheState {
  const summary = adopt ? (read.newestSummary ?? base?.summary ?? null) : (base?.summary ?? null);
  const baseFrom = base?.fromSeq ?? 0;
  return {
    version: base?.version ?? 0,
    compactedAtSeq: read.lastSeq,
    fromSeq: summary ? Math.max(baseFrom, summary.endSeq + 1) : baseFrom,
    summary,
    pinned: read.pinnedNow,
    contextKeys: read.keysNow,
    userLayer: read.userLayerNow,
    recalls: [],
  };
}

/** Drops the oldest whole units before the turn being answered while the context is over the low-water mark. */
function trimmed(read: ReadFacts, state: CacheState): CacheState {
  let size = sizeOf(compose(read, state, null));
  if (size <= read.lowTokens) return state;
  let fromSeq = state.fromSeq;
  const openCalls = new Set<string>();
  for (const unit of toolUnits(read.messages.filter((m) => m.seq >= state.fromSeq))) {
    const first = unit[0];
    if (!first || first.seq >= read.turnSeq || size <= read.lowTokens) break;
    size -= openAiTokens(unit.map((m) => chatMessage(m, openCalls)));
    fromSeq = (unit.at(-1)?.seq ?? first.seq) + 1;
  }
  return { ...state, fromSeq };
}

export interface Decision {
  state: CacheState;
  reason: CompactionReason | null;
}

/** Whether this read is a compaction point, and the state it reads from. */
export function decide(read: ReadFacts, stored: CacheState | null, compactNow: boolean): Decision {
  const newer = read.newestSummary && (!stored?.summary || read.newestSummary.memoryId !== stored.summary.memoryId) ? read.newestSummary : null;
  const since = stored ? read.messages.filter((m) => m.seq >= stored.fromSeq).length : read.messages.length;
  const reason = compactionReason({
    state: stored,
    compactNow,
    newestSummary: newer,
    messagesSinceFrom: since,
    windowSize: read.windowSize,
    tokens: stored ? sizeOf(compose(read, stored, null)) : 0,
    highTokens: read.highTokens,
  });
  if (reason === null && stored) return { state: stored, reason };
  if (reason === "opening") {
    // A first read adopts a summary only where a later point would have (seed 002's window, or the high-water mark).
    const raw = snapshot(read, null, false);
    const adopt = (newer !== null && since >= read.windowSize) || sizeOf(compose(read, raw, null)) > read.highTokens;
    return { state: adopt ? trimmed(read, snapshot(read, null, true)) : raw, reason };
  }
  return { state: trimmed(read, snapshot(read, stored, true)), reason };
}

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * This turn's recall block: the retrieved items, then the expanded placeholders, each quoted,
 * best first while the block fits `room` tokens (counted as the message it is rendered as).
 */
export function recallBlock(
  turnSeq: number,
  results: SearchResult[],
  expansions: Array<{ key: string; content: string }>,
  room: number,
): { block: RecallBlock | null; chosen: SearchResult[]; expanded: string[] } {
  const head = `${RECALL_HEADING}\n${RECALL_NOTICE}`;
  const cost = (lines: string[]) => countTokens([head, ...lines].join("\n")) + MESSAGE_OVERHEAD_TOKENS;
  const chosen: SearchResult[] = [];
  // Priced line by line (a line is dated only when its date differs from the one above it).
  let used = cost([]);
  for (const result of results) {
    const last = chosen.at(-1);
    const line = retrievedLine(result, !last || last.created_at.slice(0, 10) !== result.created_at.slice(0, 10));
    const tokens = countTokens(line) + 1;
    if (used + tokens > room) continue;
    chosen.push(result);
    used += tokens;
  }
  const lines = retrievedLines(chosen);
  while (lines.length > 0 && cost(lines) > room) {
    lines.pop();
    chosen.pop();
  }
  const expanded: string[] = [];
  for (const e of expansions) {
    const line = `[MemoryRef ${e.key} expanded, quoted]\n${quoted(e.content)}`;
    if (cost([...lines, line]) > room) continue;
    lines.push(line);
    expanded.push(e.key);
  }
  if (lines.length === 0) return { block: null, chosen, expanded };
  const text = [head, ...lines].join("\n");
  return { block: { seq: turnSeq, text, tokens: cost(lines), items: [...chosen.map((r) => r.key), ...expanded] }, chosen, expanded };
}
