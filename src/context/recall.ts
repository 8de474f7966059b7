import type { StoredMessage } from "../conversations/messages";
import type { RetrievedItem } from "../search/query";
import { retrieveForContext, type Retrieval } from "../search/context-retrieval";
import type { SearchDeps } from "../search/service";
import { readQuery, type QueryTerms } from "../search/text";
import { withNeighbourTurns } from "./neighbours";
import { inRecallOrder } from "./recall-order";
import type { PreparedExpansions } from "./expand";

/** What one read asks to recall for its query: each kind of read (planned, cache-stable) says what it shows. */
export interface RecallRequest {
  /** The conversation's owner: long-term memories are that user's. */
  userId: string;
  /** The query: read once here (readQuery), and handed back with the recall. */
  query: string;
  summary: { memoryId: number; text: string } | null;
  /** What the intent check reads as the current context. */
  messages: StoredMessage[];
  limit: number;
  /** A hit the read shows already, or keeps from an earlier turn: not recalled again. */
  skip: (item: RetrievedItem) => boolean;
  /** The seqs the read shows (their neighbours are not fetched); null: no neighbouring turns for this read. */
  shown: ReadonlySet<number> | null;
  /** Each neighbour waits NEIGHBOUR_DELAY ranks behind its hit (inRecallOrder) rather than following it straight away. */
  delayNeighbours: boolean;
}

export interface Recalled {
  /** The query's words, read once: the planner's relevance test reads them too. */
  terms: QueryTerms;
  retrieval: Retrieval & { query_source: "query" | "newest_user_turn" };
  /** Best first, with the hits' useful neighbouring turns; null when the intent check found retrieval not needed. */
  results: RetrievedItem[] | null;
}

/**
 * What each kind of context read (planned, cache-stable) needs beside its own plan, reached
 * from one place (serveContext): recall for its query, and the placeholders its turn needs.
 */
export interface ContextReaders {
  recall(request: RecallRequest): Promise<Recalled>;
  expansions(input: { messages: StoredMessage[]; query: string | null; enabled: boolean }): Promise<PreparedExpansions>;
}

export interface RecallScope {
  tenantId: string;
  conversationId: string;
  /** The query's source: the caller's `query`, or the newest user turn. */
  querySource: "query" | "newest_user_turn";
  /** The conversation's messages at these seqs (one round trip to its object). */
  messagesAt: (seqs: number[]) => Promise<StoredMessage[]>;
}

/**
 * A context read's recall, for whichever kind of read asks: seed 003's intent check and
 * search (retrieveForContext), then, when something was found, the hits' neighbouring turns.
 */
export async function recall(
  env: Env,
  scope: RecallScope,
  request: RecallRequest,
  options: { fetch?: typeof fetch; deps?: SearchDeps } = {},
): Promise<Recalled> {
  const { conversationId } = scope;
  const terms = readQuery(request.query);
  const input = {
    tenantId: scope.tenantId,
    conversationId,
    userId: request.userId,
    query: terms,
    summary: request.summary,
    messages: request.messages,
    limit: request.limit,
  };
  const recalled = await retrieveForContext(env, input, options);
  const retrieval = { ...recalled.retrieval, query_source: scope.querySource };
  if (!recalled.retrieval.performed) return { terms, retrieval, results: null };
  const ranked = recalled.retrieved.filter((r) => !request.skip(r));
  if (ranked.length === 0 || request.shown === null) return { terms, retrieval, results: ranked };
  // One more round trip, only when retrieval found something: the hits' neighbouring turns.
  const placed = await withNeighbourTurns(ranked, conversationId, request.shown, terms.stems, scope.messagesAt);
  return { terms, retrieval, results: request.delayNeighbours ? inRecallOrder(ranked, placed) : placed };
}
