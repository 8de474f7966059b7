import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { enqueue } from "../src/queue/enqueue";
import {
  endedBy,
  FACTS_HEADER,
  goneWith,
  mayEnd,
  planCandidate,
  rankForContext,
  renderFact,
  type Incoming,
} from "../src/facts/consolidate";
import { poisonFlags } from "../src/facts/poison";
import { asRelation } from "../src/facts/relations";
import type { Fact, FactType } from "../src/facts/types";
import type { IndexFactsJob } from "../src/queue/job-types";
import { randomToken } from "../src/lib/crypto";
import { log } from "../src/lib/log";
import { metered } from "../src/lib/binding-meter";
import { countTokens } from "../src/context/tokens";
import type * as Index from "../src/search/user-index-types";
import { FactStore } from "./user/fact-store";
import {
  ExtractionStatsSchema,
  type ConsolidationOutcome,
  type ContextFacts,
  type ExtractionStats,
  type FactFilter,
  type UserContract,
  type UserScope,
} from "../src/users/contract";
import type { Result } from "../src/lib/errors";
import { migrateUserSchema } from "./user/schema";
import { searchUserIndex } from "./user/search-query";
import { SearchStore } from "./user/search-store";
import { staleVectors, storeVectors } from "./user/search-vectors";
import { UsageStore } from "./usage-store";
import { ledgerCounters, validCounters, type Ledger } from "../src/usage/counters";
import type { RollupBatch } from "../src/usage/rollup";

/** The identity row as stored (checked when read back). */
const UserScopeSchema = z.object({ tenantId: z.string(), userId: z.string() });
const EMPTY_STATS: ExtractionStats = { rounds: 0, candidates: 0, llm_calls: 0, llm_tokens: 0, extraction_ms: 0 };
const missing = <T>(): Result<T> => ({ ok: false, error: { code: "not_found", message: "fact not found" } });
const newId = () => `fct_${randomToken(12)}`;
/** How many of the newest current facts a statement that ends something is held against. */
const ENDS_SCAN = 1000;

/**
 * One user's facts and search index (named `${tenantId}/${userId}`). Extractions for one user
 * are consolidated here one at a time, and each consolidation reads the topic's timeline and
 * writes its changes in one synchronous transaction, so two jobs can never both decide they
 * hold the new value. The search index (messages, summaries, memories, facts) is written by
 * the queue consumer in batches and searched with one call (docs/DESIGN.md "Indexing").
 */
export class UserDO extends DurableObject<Env> implements UserContract {
  private readonly sql: SqlStorage;
  private readonly store: FactStore;
  private readonly index: SearchStore;
  private readonly usage: UsageStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, metered(env));
    this.sql = ctx.storage.sql;
    this.store = new FactStore(this.sql);
    this.index = new SearchStore(this.sql);
    this.usage = new UsageStore(this.sql);
    void ctx.blockConcurrencyWhile(async () => migrateUserSchema(this.sql));
  }

  /** One batch of index writes and removals, all in one transaction, under the tombstones. */
  async applyIndex(scope: UserScope, batch: Index.IndexBatch): Promise<Index.IndexBatchOutcome> {
    return this.ctx.storage.transactionSync(() => {
      this.remember(scope);
      return this.index.apply(batch);
    });
  }

  async searchIndex(input: Index.UserSearchInput): Promise<Index.UserSearchAnswer> {
    return searchUserIndex(this.sql, input);
  }

  /** Rows whose vector is not `embedder`'s (newest first), and how many there are in all. */
  async staleVectors(embedder: string, limit: number): Promise<{ rows: Index.StaleVector[]; remaining: number }> {
    return staleVectors(this.sql, embedder, limit);
  }

  async storeVectors(embedder: string, vectors: Index.FreshVector[]): Promise<number> {
    return this.ctx.storage.transactionSync(() => storeVectors(this.sql, embedder, vectors));
  }

  async indexCounts(conversationId: string): Promise<Index.IndexCounts> {
    return this.index.counts(conversationId);
  }

  /** Of these vector ids, the ones whose row is still here (Vectorize writes are checked after). */
  async presentVectorIds(ids: string[]): Promise<string[]> {
    return this.index.presentVectorIds(ids);
  }

  /** A deleted conversation: its entries go, and index writes read before `logId` are refused. */
  async removeConversationIndex(conversationId: string, logId: number | null): Promise<string[]> {
    return this.ctx.storage.transactionSync(() => {
      if (logId !== null) this.index.tombstone("conversation", conversationId, logId);
      return this.index.removeConversation(conversationId);
    });
  }

  async removeTruncatedIndex(conversationId: string, fromSeq: number): Promise<string[]> {
    return this.ctx.storage.transactionSync(() => this.index.removeTruncated(conversationId, fromSeq));
  }

  async removeMemoriesIndex(memoryKeys: string[]): Promise<string[]> {
    return this.ctx.storage.transactionSync(() =>
      memoryKeys.flatMap((key) => this.index.deleteWhere(`kind = 'memory' AND memory_key = ?`, key)),
    );
  }

  /** Applies candidates all together or not at all; answers where each one went. */
  async consolidate(scope: UserScope, candidates: Incoming[]): Promise<ConsolidationOutcome> {
    const outcome = this.ctx.storage.transactionSync((): ConsolidationOutcome => {
      this.remember(scope);
      const now = new Date().toISOString();
      const results: ConsolidationOutcome["results"] = [];
      const changed = new Set<string>();
      for (const stated of candidates) {
        // "dagny quit walgreens": a bare name's facts go to the relation that names her (wife).
        const candidate = stated.topic.startsWith("rel:person_") ? asRelation(stated, this.store.current(ENDS_SCAN)) : stated;
        const versions = this.store.topic(candidate.topic).filter((f) => f.status !== "retracted");
        const plan = planCandidate(versions, candidate, newId(), now);
        const current = this.store.current(ENDS_SCAN);
        const ended = [
          ...(mayEnd(candidate) ? endedBy(candidate, current, plan.factId, now, newId) : []),
          ...goneWith(plan.changes, current, plan.factId, now),
        ];
        for (const change of [...plan.changes, ...ended]) {
          this.store.apply(change);
          changed.add(change.kind === "insert" ? change.fact.id : change.id);
        }
        results.push({ factId: plan.factId, outcome: plan.outcome });
      }
      return { results, changed: [...changed] };
    });
    await this.afterWrite(scope, outcome.changed);
    return outcome;
  }

  async listFacts(filter: FactFilter): Promise<Fact[]> {
    return this.store.list(filter);
  }

  async getFacts(ids: string[]): Promise<Fact[]> {
    return this.store.many(ids);
  }

  /** What an LLM extraction is shown: current facts on these topics, then the newest others. */
  async factsForExtraction(topics: string[], recent: number): Promise<Fact[]> {
    const byId = new Map<string, Fact>();
    for (const topic of topics) for (const fact of this.store.topic(topic)) if (fact.status === "current") byId.set(fact.id, fact);
    for (const fact of this.store.current(recent)) byId.set(fact.id, fact);
    return [...byId.values()];
  }

  /** A correction in place: same id, same place in its topic's history. */
  async correctFact(scope: UserScope, id: string, patch: { text?: string; type?: FactType; confidence?: number }): Promise<Result<Fact>> {
    const result = this.ctx.storage.transactionSync((): Result<Fact> => {
      const fact = this.store.get(id);
      if (!fact) return missing();
      if (fact.status === "retracted") return { ok: false, error: { code: "conflict", message: "a retracted fact cannot be corrected" } };
      const text = patch.text ?? fact.text;
      this.store.correct(id, { ...patch, value: patch.text ?? undefined, flags: poisonFlags(text) }, new Date().toISOString());
      return { ok: true, value: this.store.get(id) ?? fact };
    });
    if (result.ok) await this.afterWrite(scope, [id]);
    return result;
  }

  /** Retraction keeps the fact (status `retracted`, valid_to now) so its history stays whole. */
  async retractFact(scope: UserScope, id: string): Promise<Result<Fact>> {
    const result = this.ctx.storage.transactionSync((): Result<Fact> => {
      const fact = this.store.get(id);
      if (!fact) return missing();
      if (fact.status !== "retracted") {
        const now = new Date().toISOString();
        this.store.apply({ kind: "update", id, patch: { status: "retracted", valid_to: fact.valid_to ?? now, updated_at: now } });
        this.store.settleConflicts(fact, now);
      }
      return { ok: true, value: this.store.get(id) ?? fact };
    });
    if (result.ok) await this.afterWrite(scope, [id]);
    return result;
  }

  /** Every version on the fact's topic, oldest statement first. */
  async history(id: string): Promise<Result<Fact[]>> {
    const fact = this.store.get(id);
    return fact ? { ok: true, value: this.store.topic(fact.topic) } : missing();
  }

  /** The user layer of a context: current, unflagged facts, most relevant first, within budget. */
  async contextFacts(input: { limit: number; budgetTokens: number }): Promise<ContextFacts> {
    const headerTokens = countTokens(FACTS_HEADER) + 1;
    const items: ContextFacts["items"] = [];
    let tokens = headerTokens;
    for (const fact of rankForContext(this.store.list({ includeHistory: false }))) {
      if (items.length >= input.limit) break;
      const line = renderFact(fact);
      const cost = countTokens(line) + 1;
      if (tokens + cost > input.budgetTokens) continue;
      items.push({ fact, line, tokens: cost });
      tokens += cost;
    }
    return { header: FACTS_HEADER, headerTokens, items };
  }

  async recordExtraction(delta: ExtractionStats): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      const stats = this.stats();
      for (const key of Object.keys(EMPTY_STATS) as Array<keyof ExtractionStats>) stats[key] += delta[key];
      this.sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('stats', ?)`, JSON.stringify(stats));
    });
  }

  /** What a job that works for this user (not for a conversation) spent on model calls. */
  async recordUsage(scope: UserScope, ledger: Ledger): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      this.remember(scope);
      this.usage.add(Date.now(), validCounters(ledgerCounters(ledger)));
    });
  }

  /** The sweep's rollup (see ConversationUsage.usageRollup). */
  async usageRollup(confirmedId: string | null): Promise<RollupBatch | null> {
    const scope = this.identity();
    if (!scope) return null;
    if (confirmedId !== null) this.usage.confirmRollup(confirmedId);
    return this.usage.takeRollup(scope.tenantId, () => crypto.randomUUID());
  }

  async extractionStats(): Promise<ExtractionStats> {
    return this.stats();
  }

  async exportFacts(): Promise<Fact[]> {
    return this.store.list({ includeHistory: true }, Number.MAX_SAFE_INTEGER);
  }

  /**
   * Forget: every fact, counter and index entry; the object is empty (and reusable) afterwards,
   * but for the tombstone that refuses index writes read before the forget (`logId`).
   */
  async forget(logId: number | null = null): Promise<{ facts: number; vectorIds: string[] }> {
    const outcome = this.ctx.storage.transactionSync(() => {
      if (logId !== null) this.index.tombstone("user", "", logId);
      return { facts: this.store.deleteAll(), vectorIds: this.index.removeAll() };
    });
    await this.ctx.storage.deleteAlarm();
    return outcome;
  }

  /** TTL: facts past `expires_at` are deleted, and taken out of the search index. */
  override async alarm(): Promise<void> {
    const scope = this.identity();
    const ids = this.ctx.storage.transactionSync(() => {
      const expired = this.store.expired(new Date().toISOString());
      this.store.delete(expired);
      return expired;
    });
    if (ids.length > 0) log("info", "facts_expired", { count: ids.length });
    if (scope) await this.afterWrite(scope, ids);
  }

  private stats(): ExtractionStats {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'stats'`).toArray()[0];
    return row ? ExtractionStatsSchema.parse(JSON.parse(row.value)) : { ...EMPTY_STATS };
  }

  private identity(): UserScope | null {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'identity'`).toArray()[0];
    return row ? UserScopeSchema.parse(JSON.parse(row.value)) : null;
  }

  private remember(scope: UserScope): void {
    if (!this.identity()) this.sql.exec(`INSERT INTO meta (key, value) VALUES ('identity', ?)`, JSON.stringify(scope));
  }

  /** Search follows every change (current facts indexed, others removed); the alarm follows the next expiry. */
  private async afterWrite(scope: UserScope, factIds: string[]): Promise<void> {
    const next = this.store.nextExpiry();
    if (next) await this.ctx.storage.setAlarm(Date.parse(next));
    if (factIds.length === 0) return;
    const job: IndexFactsJob = { type: "index_facts", tenantId: scope.tenantId, userId: scope.userId, factIds };
    await enqueue(this.env, job, { event: "fact_index_enqueue_failed", fields: { count: factIds.length } });
  }
}
