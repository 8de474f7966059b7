/**
 * The vector index behind semantic search. Production: Vectorize (no local simulator);
 * embedded default: a local index. Ids are opaque strings; metadata filters are equality
 * filters on the fields below, which every implementation must honour.
 */
export interface VectorMetadata {
  tenantId: string;
  userId: string;
  kind: "memory" | "message" | "summary" | "fact";
  conversationId?: string;
  /** ISO date: lets temporal questions filter or boost by time. */
  createdAt?: string;
}

export interface VectorRecord {
  id: string;
  values: number[];
  metadata: VectorMetadata;
}

/** The row a vector stands for: the metadata comes from it, the same for every writer. */
interface VectorSource {
  tenantId: string;
  userId: string;
  kind: VectorMetadata["kind"];
  conversationId: string | null;
  createdAt: string;
}

/** One record to upsert; the indexer and the re-embedder build theirs here so the metadata cannot drift. */
export const vectorRecord = (id: string, values: number[], source: VectorSource): VectorRecord => ({
  id,
  values,
  metadata: {
    tenantId: source.tenantId,
    userId: source.userId,
    kind: source.kind,
    ...(source.conversationId === null ? {} : { conversationId: source.conversationId }),
    createdAt: source.createdAt,
  },
});

export interface VectorMatch {
  id: string;
  score: number;
  /** What the index returns of the metadata; callers re-check scope against their own rows. */
  metadata?: Partial<VectorMetadata>;
}

export interface VectorQuery {
  topK: number;
  filter: Partial<Pick<VectorMetadata, "tenantId" | "userId" | "kind" | "conversationId">>;
  /** Inclusive ISO bounds on createdAt; a vector without createdAt never passes a bound. */
  timeRange?: { from?: string; to?: string };
}

export interface VectorIndex {
  upsert(records: VectorRecord[]): Promise<void>;
  query(vector: number[], options: VectorQuery): Promise<VectorMatch[]>;
  deleteByIds(ids: string[]): Promise<void>;
}

export interface Embedder {
  readonly name: string;
  readonly dimensions: number;
  /**
   * The vector list's weight in reciprocal rank fusion (default 1). A model embedder brings
   * meaning keyword search cannot see and weighs as much as BM25; a lexical stand-in (the
   * local hashing embedder) only re-ranks and backs keyword search up.
   */
  readonly fusionWeight?: number;
  /**
   * How the vector list joins the keyword list (src/search/fusion.ts): by reciprocal rank
   * (default), or by normalised score, where `fusionWeight` is the vector list's share.
   */
  readonly fusion?: "rrf" | "score";
  /** Matches below this cosine are noise for this embedder and get no vote (default 0). */
  readonly minSimilarity?: number;
  embed(texts: string[]): Promise<number[][]>;
}
