import type { StoredMessage } from "./messages";
import type { ContextStrategy } from "../context/defaults";
import type { Exchange } from "../context/exchanges";
import type { ContextValues } from "../context/context-keys";
import type { ToolCacheEntry } from "../context/tool-cache";
import type { ContextOutcome } from "./outcomes";
import type { CacheState } from "../context/cache-state";

/**
 * Context shaping, the conversation object's group of operations on what its context carries
 * (tool cache, screen context, working memory, compaction, offloads, state): each operation is
 * declared here once, as its name's input and output, and reached through one checked entry,
 * `ConversationContract.shape`.
 */
export interface CachePut {
  toolName: string;
  parameters: Record<string, unknown>;
  result: string;
  duration: number;
  callId: string | null;
}

export interface OffloadBegin {
  ready: boolean;
  message: StoredMessage | null;
  userId: string;
  toolName: string;
  description: string;
}

export interface ConversationShapingState {
  strategy: ContextStrategy;
  exchanges: Exchange[];
  exchangesSummary: string;
  compressions: { llm: number; truncation: number };
  compressionJob: string | null;
  rollingSummary: string;
  cache: ToolCacheEntry[];
  contextKeys: ContextValues;
  workingMemory: WorkingMemoryView;
  screenContext: { provided: boolean; injected: boolean; injectedAt: string | null };
  compaction: CompactionState;
  maxCompactFailures: number;
  offloads: Array<{ seq: number; memoryKey: string; status: string; tokenCount: number }>;
  agentReceives: Omit<ContextOutcome, "userId" | "userFacts">;
}

export interface ShapingOps {
  toolCachePut: { input: CachePut; output: ToolCacheEntry };
  toolCacheLookup: {
    input: { toolName: string; parameters: Record<string, unknown> };
    output: { entry: ToolCacheEntry | null; key: string };
  };
  toolCacheList: { input: Record<string, never>; output: ToolCacheEntry[] };
  toolCacheDelete: { input: { key: string }; output: { deleted: boolean } };
  screenContextPut: { input: { content: string; toolResults: Omit<CachePut, "callId">[] }; output: { cached: ToolCacheEntry[] } };
  workingMemoryGet: { input: Record<string, never>; output: WorkingMemoryView };
  workingMemoryPatch: { input: { patch: unknown }; output: WorkingMemoryView };
  workingSchemaPut: { input: { schema: unknown }; output: WorkingMemoryView };
  workingSchemaDelete: { input: Record<string, never>; output: WorkingMemoryView };
  compactionReactive: { input: Record<string, never>; output: CompactionBegin };
  /** A served read's compaction steps left it over the autocompact threshold: reserve a summary job. */
  compactionWanted: { input: { tokens: number; thresholdTokens: number }; output: { status: AutocompactStatus } };
  compactionBegin: { input: { jobId: string }; output: CompactionBegin };
  compactionComplete: { input: { jobId: string; text: string; throughSeq: number; method: string }; output: { applied: boolean } };
  compactionFail: { input: { jobId: string; reason: string }; output: { consecutiveFailures: number; circuitOpen: boolean } };
  exchangeCompressionBegin: { input: { jobId: string }; output: ExchangeCompressionBegin };
  exchangeCompressionComplete: {
    input: { jobId: string; basis: string; text: string; method: "llm" | "truncation" };
    output: { applied: boolean; summaryBytes: number };
  };
  offloadBegin: { input: { seq: number; memoryKey: string }; output: OffloadBegin };
  offloadComplete: { input: { seq: number; memoryKey: string; tokens: number; stored: boolean }; output: { applied: boolean } };
  state: { input: Record<string, never>; output: ConversationShapingState };
  /** Issue 24: stores a cache-stable context's next state, if planned on the current version. */
  contextCachePut: { input: { expectVersion: number; next: CacheState }; output: { stored: boolean } };
}

/** What a shaping RPC method receives besides the caller's scope. */
export type ShapingInput<K extends ShapingOpName> = ShapingOps[K]["input"];

export interface CompactionInput {
  jobId: string;
  previousSummary: string | null;
  /** Seed 004's `non_system[:-keep_recent]` since the previous summary, oldest first. */
  messages: StoredMessage[];
  throughSeq: number;
  contextWindowTokens: number;
  summaryReserveTokens: number;
}

export type CompactionBegin = { ready: true; input: CompactionInput } | { ready: false; reason: "stale_job" | "nothing_to_compact" };

export type ExchangeCompressionBegin = { ready: true; summary: string; targetBytes: number } | { ready: false };

export type AutocompactStatus = "enqueued" | "in_flight" | "circuit_open";

export interface CompactionSummary {
  text: string;
  /** The newest seq the summary stands for; messages after it are served as they are. */
  throughSeq: number;
  tokenCount: number;
  createdAt: string;
  method: string;
}

export interface CompactionState {
  summary: CompactionSummary | null;
  count: number;
  consecutiveFailures: number;
  job: { id: string; deadline: number; reactive: boolean } | null;
}

/** Seed 004's working memory: one structured JSON object per conversation. */
export interface WorkingMemoryView {
  state: Record<string, unknown>;
  schema: unknown;
  version: number;
  updatedAt: string | null;
}

export type ShapingOpName = keyof ShapingOps;
export type ShapingOutput<K extends ShapingOpName> = ShapingOps[K]["output"];
