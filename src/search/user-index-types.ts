import type { RetrievedItem } from "./query";
import type { SearchQuery } from "./query";
import type { IndexDoc } from "./documents";

/**
 * What crosses the RPC boundary into the user object's search index (durable-objects/user.ts).
 * A document travels without tenant or user (the object is the scope) and with its int8 vector
 * when the local vector index is in use (null when Vectorize holds the vectors).
 */
export interface IndexUpsert {
  doc: IndexDoc & { vectorId: string };
  vector: Int8Array | null;
  /** The embedder that made the vector (embedderKey in src/search/embedders.ts), local or in Vectorize. */
  embedder?: string;
  /** A summary goes in only if it is due (src/search/summary-due.ts) against the newest one indexed. */
  onlyIfDue?: boolean;
}

export type IndexRemoval = { kind: "fact"; docKey: string } | { kind: "memory"; memoryKey: string };

export interface IndexBatch {
  /** The deletion-log mark taken before the sources were read (src/lifecycle/deletion-log.ts). */
  mark: number;
  upserts: IndexUpsert[];
  removals: IndexRemoval[];
}

export interface IndexBatchOutcome {
  /** Doc keys written. */
  written: string[];
  /** Doc keys refused: a delete newer than the mark named their conversation or user. */
  refused: string[];
  /** Doc keys skipped on purpose (a summary not due): neither written nor refused. */
  skipped: string[];
  /** Vector ids of the rows removed (the caller deletes them from Vectorize). */
  removedVectorIds: string[];
  /** Rows of another embedder than this batch's remain in the index (the writer re-embeds some: src/search/reembed.ts). */
  stale?: boolean;
}

export interface UserSearchInput {
  request: SearchQuery;
  /** The query's embedding for the object's own (local) vectors; null when Vectorize answered. */
  embedding: number[] | null;
  /** Vectorize's matches (ids and scores, best first); null with the local index. */
  vectorMatches: Array<{ id: string; score: number }> | null;
  vectorWeight: number;
  minSimilarity: number;
  /** Rank fusion (default) or normalised-score fusion, where vectorWeight is the vector list's share. */
  fusion?: "rrf" | "score";
  /** The current embedder's key: only its vectors are compared with the query (absent: any). */
  embedder?: string;
  /** With score fusion, the share a turn spoken by a person the query names adds; SPEAKER_WEIGHT when absent (src/search/speakers.ts). */
  speakerWeight?: number;
  /** What a turn takes of its best neighbour's keyword score; NEIGHBOUR_WEIGHT when absent (src/search/neighbour-scores.ts). */
  neighbourWeight?: number;
  /**
   * No embedding yet: a light vector list (weight below 1/RRF_K) is only needed when keyword
   * hits do not fill the answer, and the object says so instead of answering.
   */
  deferEmbedding?: boolean;
}

export type UserSearchAnswer = { results: RetrievedItem[] } | { needsEmbedding: true };

/** A row whose vector is not the current embedder's, with what re-embedding it needs. */
export interface StaleVector {
  id: number;
  vectorId: string;
  kind: IndexDoc["kind"];
  conversationId: string | null;
  createdAt: string;
  body: string;
}

/** A new vector for a stale row; written only if the row still has `body` and is still stale. */
export interface FreshVector {
  id: number;
  body: string;
  vector: Int8Array | null;
}

export interface IndexCounts {
  messages: number;
  lastSeq: number | null;
  summaries: number;
  memories: number;
}
