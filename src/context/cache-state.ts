import type { StoredMessage } from "../conversations/messages";
import type { InjectedItem } from "./items";
import type { SummarySnapshot } from "./assemble";
import type { UserFactsSection } from "../facts/context-section";

/**
 * Issue 24: a context the provider can cache. Between two compaction points the context only
 * grows at its end, so each rendering is a byte-identical prefix of the next; a point comes
 * when it would pass the high-water mark of its budget (or, while no summary was adopted, when
 * the turns reach seed 002's window), and compacts in one step to the low-water mark: the newest
 * completed summary is adopted, the turns it covers and what was recalled leave, the snapshots
 * (pinned instructions, context keys, user layer) are refreshed. Pure: the object stores the
 * state, the Worker decides.
 */
export const CACHE_DEFAULTS = {
  cache_stable: true,
  compaction_high_water_percent: 90,
  compaction_low_water_percent: 50,
  cache_default_budget_tokens: 8000,
  cache_recall_percent: 5,
} as const;

/** What was recalled for one turn, as it was served: it stays right before that turn. */
export interface RecallBlock {
  /** The seq of the message it precedes (the turn it was recalled for). */
  seq: number;
  /** The rendered block (quoted data), byte for byte as served. */
  text: string;
  tokens: number;
  /** Keys of the retrieved items and expanded placeholders (for `layers`). */
  items: string[];
}

/** The user layer as of the last compaction point (the section as it was served). */
export type UserLayerSnapshot = UserFactsSection;

export interface CacheState {
  /** Bumped by every write: a write made on an older version is refused. */
  version: number;
  /** The last seq when the last compaction point was taken. */
  compactedAtSeq: number;
  /** The first message of the conversation the context carries. */
  fromSeq: number;
  /** The summary adopted at the last point (seed 002's chain moves on in the background). */
  summary: SummarySnapshot | null;
  pinned: InjectedItem[];
  contextKeys: string | null;
  userLayer: UserLayerSnapshot | null;
  recalls: RecallBlock[];
}

/** What the object sends the Worker for a cache-stable read. */
export interface StableMaterial {
  state: CacheState | null;
  /** Every message from the state's fromSeq (0 without a state), oldest first. */
  messages: StoredMessage[];
  windowSize: number;
  highPercent: number;
  lowPercent: number;
  defaultBudget: number;
  recallPercent: number;
}

/**
 * The seq the turn being answered starts at: the newest user message while its turn is open
 * (a user message, a tool call or result after it); after a final answer, the turn to come.
 */
export function turnSeqOf(messages: StoredMessage[], lastSeq: number): number {
  const newest = messages.at(-1);
  if (!newest || newest.seq !== lastSeq) return lastSeq + 1;
  if (newest.role === "assistant" && !newest.tool_calls?.length) return lastSeq + 1;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m?.role === "user") return m.seq;
  }
  return lastSeq + 1;
}

/** A stored state that no longer matches the messages (a truncation removed some) starts over. */
export function validState(state: CacheState | null, lastSeq: number): CacheState | null {
  if (!state) return null;
  if (state.fromSeq > lastSeq + 1 || state.compactedAtSeq > lastSeq || (state.summary && state.summary.endSeq > lastSeq)) return null;
  return state;
}

export type CompactionReason = "opening" | "requested" | "window" | "high_water";

/** SHA-256 of the serialized stable part, first 16 hex digits: its identity across reads. */
export async function stableHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
