import type { StoredMessage } from "../conversations/messages";
import type { RetrievedItem } from "../search/query";
import type { InjectedItem } from "./items";
import type { UserFactsSection } from "../facts/context-section";
import type { SummarySnapshot } from "./assemble";
import { toolUnits } from "./assemble";
import type { CacheState, CompactionReason, RecallBlock } from "./cache-state";
import { chatMessage, openAiTokens } from "./render";
import { RECALL_HEADING, renderStableOpenAi, type StableRenderInput } from "./render-stable";
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
  /** The summary is shown only when it costs at most context_budget.summary_share of the low-water room. */
  summaryCap: number;
  highTokens: number;
  lowTokens: number;
  /** At a compaction point, the turns kept before the one being answered take at most this. */
  recentCap: number;
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
    summaryText: state.summary && state.summary.tokenCount <= read.summaryCap ? state.summary.text : null,
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

/**
 * Drops the oldest whole units before the turn being answered while the context is over the
 * low-water mark or its older turns over their share, then up to the next user turn, so the
 * context starts with a round. After a finished turn its answer is never dropped: it is what
 * the context is at (the planner's reads always send it), and a small budget that fits it
 * serves it rather than no turn at all.
 */
function trimmed(read: ReadFacts, state: CacheState): CacheState {
  let size = sizeOf(compose(read, state, null));
  const openCalls = new Set<string>();
  const units = toolUnits(read.messages.filter((m) => m.seq >= state.fromSeq)).map((unit) => ({
    unit,
    cost: openAiTokens(unit.map((m) => chatMessage(m, openCalls))),
  }));
  let older = units.filter(({ unit }) => (unit[0]?.seq ?? 0) < read.turnSeq).reduce((sum, u) => sum + u.cost, 0);
  const over = () => size > read.lowTokens || older > read.recentCap;
  if (!over()) return state;
  const newestAnswer = read.turnSeq > read.lastSeq ? units.at(-1)?.unit : undefined;
  let fromSeq = state.fromSeq;
  let trimming = true;
  for (const { unit, cost } of units) {
    const first = unit[0];
    if (!first || first.seq >= read.turnSeq || unit === newestAnswer) break;
    if (trimming && !over()) trimming = false;
    if (!trimming && first.role === "user") break;
    size -= cost;
    older -= cost;
    fromSeq = (unit.at(-1)?.seq ?? first.seq) + 1;
  }
  return { ...state, fromSeq };
}

export interface Decision {
  state: CacheState;
  reason: CompactionReason | null;
}

/** Why this read is a compaction point, or null when the context only grows at its end. */
function compactionReason(input: {
  state: CacheState | null;
  compactNow: boolean;
  newestSummary: SummarySnapshot | null;
  messagesSinceFrom: number;
  windowSize: number;
  tokens: number;
  highTokens: number;
}): CompactionReason | null {
  const { state } = input;
  if (!state) return "opening";
  if (input.compactNow) return "requested";
  if (!state.summary && input.newestSummary && input.messagesSinceFrom >= input.windowSize) return "window";
  if (input.tokens > input.highTokens) return "high_water";
  return null;
}

/** Whether this read is a compaction point, and the state it reads from. */
export function decide(read: ReadFacts, stored: CacheState | null, compactNow: boolean): Decision {
  const newer =
    read.newestSummary && (!stored?.summary || read.newestSummary.memoryId !== stored.summary.memoryId) ? read.newestSummary : null;
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

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const dayOf = (r: RetrievedItem) => r.created_at.slice(0, 10);

/** One recalled item as a quoted line: who (and where, when not this conversation's turn), then its text. */
function recallLine(r: RetrievedItem, conversationId: string): string {
  const who = r.name ?? r.role ?? r.memory_type ?? r.type;
  const source = r.sources[0];
  const where =
    r.type === "memory" ? ` (memory ${r.key})` : source && source.conversation_id !== conversationId ? ` (${source.conversation_id})` : "";
  return `> ${who}${where}: ${oneLine(r.content ?? r.summary ?? "")}`;
}

/** A candidate of the recall block: its quoted line and its day, rendered once. */
interface RecallEntry {
  result: RetrievedItem;
  line: string;
  day: string;
}

/** The candidates in conversation order (a transcript reads better than a ranking); ties keep their rank. */
function inConversationOrder(entries: readonly RecallEntry[]): RecallEntry[] {
  const seqOf = (r: RetrievedItem) => r.sources[0]?.seq ?? 0;
  return [...entries].sort(
    ({ result: a }, { result: b }) => a.created_at.localeCompare(b.created_at) || seqOf(a) - seqOf(b) || a.key.localeCompare(b.key),
  );
}

/**
 * This turn's recall block: the retrieved items (best first while they fit, shown in
 * conversation order), then the expanded placeholders, each quoted, within `room` tokens
 * (counted as the message it is rendered as).
 */
export function recallBlock(
  turnSeq: number,
  conversationId: string,
  results: RetrievedItem[],
  expansions: Array<{ key: string; content: string }>,
  room: number,
): { block: RecallBlock | null; chosen: RetrievedItem[]; expanded: string[] } {
  // Every candidate's line, and every expansion's, rendered once before any is priced.
  const entries = results.map((result) => ({ result, line: recallLine(result, conversationId), day: dayOf(result) }));
  const transcript = inConversationOrder(entries);
  const expansionLines = expansions.map((e) => ({ key: e.key, line: `[MemoryRef ${e.key} expanded, quoted]\n${quoted(e.content)}` }));
  const head = RECALL_HEADING;
  const cost = (lines: string[]) => countTokens([head, ...lines].join("\n")) + MESSAGE_OVERHEAD_TOKENS;
  // The chosen items' lines in conversation order, a date line when the day changes.
  const linesOf = (picked: readonly RecallEntry[]) => {
    const shown = new Set(picked);
    return transcript
      .filter((e) => shown.has(e))
      .flatMap((e, i, all) => (i === 0 || e.day !== all[i - 1]?.day ? [`[${e.day}]`, e.line] : [e.line]));
  };
  const picked: RecallEntry[] = [];
  const days = new Set<string>();
  // Priced line by line, a day's date line with its first item; measured exactly once rendered.
  let used = cost([]);
  for (const entry of entries) {
    const tokens = countTokens(entry.line) + 1 + (days.has(entry.day) ? 0 : countTokens(`[${entry.day}]`) + 1);
    if (used + tokens > room) continue;
    picked.push(entry);
    days.add(entry.day);
    used += tokens;
  }
  let lines = linesOf(picked);
  while (picked.length > 0 && cost(lines) > room) {
    picked.pop();
    lines = linesOf(picked);
  }
  const expanded: string[] = [];
  for (const e of expansionLines) {
    if (cost([...lines, e.line]) > room) continue;
    lines.push(e.line);
    expanded.push(e.key);
  }
  const chosen = picked.map((e) => e.result);
  if (lines.length === 0) return { block: null, chosen, expanded };
  const text = [head, ...lines].join("\n");
  return { block: { seq: turnSeq, text, tokens: cost(lines), items: [...chosen.map((r) => r.key), ...expanded] }, chosen, expanded };
}

/**
 * This turn's recall block as it fits the budget once rendered: a recalled placeholder brings
 * the placeholder legend into the working state, which the room did not price, so the room
 * shrinks by any overshoot and the block is chosen again.
 */
export function fittedRecall(
  read: ReadFacts,
  state: CacheState,
  conversationId: string,
  candidates: { results: RetrievedItem[]; expansions: Array<{ key: string; content: string }> },
  room: number,
  budget: number,
): ReturnType<typeof recallBlock> {
  let left = room;
  for (let attempt = 0; attempt < 5 && left > 0; attempt += 1) {
    const recalled = recallBlock(read.turnSeq, conversationId, candidates.results, candidates.expansions, left);
    const over = sizeOf(compose(read, state, recalled.block)) - budget;
    if (over <= 0 || !recalled.block) return recalled;
    // What the block used, less the overshoot: each attempt drops at least one item.
    left = Math.min(left, recalled.block.tokens) - over;
  }
  return { block: null, chosen: [], expanded: [] };
}
