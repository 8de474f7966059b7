import { z } from "zod";
import type { Result } from "../lib/errors";
import type { Incoming, Plan } from "../facts/consolidate";
import type { Fact, FactType } from "../facts/types";
import type {
  FreshVector,
  IndexBatch,
  IndexBatchOutcome,
  IndexCounts,
  StaleVector,
  UserSearchAnswer,
  UserSearchInput,
} from "../search/user-index-types";
import type { Ledger } from "../usage/counters";
import type { RollupBatch } from "../usage/rollup";

/** Whose user object: the tenant and the user (a user-limited key may only name its own). */
export interface UserScope {
  tenantId: string;
  userId: string;
}

export interface ConsolidationOutcome {
  results: Array<{ factId: string; outcome: Plan["outcome"] }>;
  changed: string[];
}

export interface ContextFacts {
  header: string;
  headerTokens: number;
  /** Most relevant first, each with its rendered line and what that line costs. */
  items: Array<{ fact: Fact; line: string; tokens: number }>;
}

const count = z.number().int().min(0).catch(0);
export const ExtractionStatsSchema = z.object({
  rounds: count,
  candidates: count,
  llm_calls: count,
  llm_tokens: count,
  extraction_ms: count,
});
export type ExtractionStats = z.infer<typeof ExtractionStatsSchema>;

export interface FactFilter {
  type?: Fact["type"];
  topic?: string;
  includeHistory: boolean;
  /** Facts valid at this instant (ISO, UTC): from valid_from up to valid_to; retracted ones never. */
  asOf?: string;
  /** Only facts flagged as contradicting another. */
  conflicts?: boolean;
}

/**
 * The user object's RPC methods: one user's facts and search index, named
 * `${tenantId}/${userId}` (durable-objects/user.ts implements it).
 */
export interface UserContract {
  /** One batch of index writes and removals, all in one transaction, under the tombstones. */
  applyIndex(scope: UserScope, batch: IndexBatch): Promise<IndexBatchOutcome>;
  searchIndex(input: UserSearchInput): Promise<UserSearchAnswer>;
  indexCounts(conversationId: string): Promise<IndexCounts>;
  /** Rows whose vector is not `embedder`'s (newest first), and how many there are in all (src/search/reembed.ts). */
  staleVectors(embedder: string, limit: number): Promise<{ rows: StaleVector[]; remaining: number }>;
  /** New vectors for stale rows, each written only if its row still has that text and is still stale; how many were. */
  storeVectors(embedder: string, vectors: FreshVector[]): Promise<number>;
  presentVectorIds(ids: string[]): Promise<string[]>;
  removeConversationIndex(conversationId: string, logId: number | null): Promise<string[]>;
  removeTruncatedIndex(conversationId: string, fromSeq: number): Promise<string[]>;
  removeMemoriesIndex(memoryKeys: string[]): Promise<string[]>;
  consolidate(scope: UserScope, candidates: Incoming[]): Promise<ConsolidationOutcome>;
  listFacts(filter: FactFilter): Promise<Fact[]>;
  getFacts(ids: string[]): Promise<Fact[]>;
  factsForExtraction(topics: string[], recent: number): Promise<Fact[]>;
  correctFact(scope: UserScope, id: string, patch: { text?: string; type?: FactType; confidence?: number }): Promise<Result<Fact>>;
  retractFact(scope: UserScope, id: string): Promise<Result<Fact>>;
  history(id: string): Promise<Result<Fact[]>>;
  contextFacts(input: { limit: number; budgetTokens: number }): Promise<ContextFacts>;
  recordExtraction(delta: ExtractionStats): Promise<void>;
  extractionStats(): Promise<ExtractionStats>;
  exportFacts(): Promise<Fact[]>;
  forget(logId?: number | null): Promise<{ facts: number; vectorIds: string[] }>;
  /** What a job that works for this user (not for a conversation) spent on model calls (src/usage/). */
  recordUsage(scope: UserScope, ledger: Ledger): Promise<void>;
  /** The sweep's rollup (see ConversationContract.usageRollup). */
  usageRollup(confirmedId: string | null): Promise<RollupBatch | null>;
}
