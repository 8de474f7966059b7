/**
 * A conversation's (or a user's, or a tenant's) usage as named integer counters, kept per UTC
 * day. Every figure the usage views show derives from these: they are what the objects count,
 * what the sweep rolls up into D1 (one row per tenant, day and counter), and what the views
 * price (src/usage/pricing.ts). Only integers are stored: a price applied to them is a view.
 */
export type Counters = Record<string, number>;

/** The background work that spends model tokens, named as the usage views show it. */
export const JOB_TYPES = ["summary", "compaction", "facts", "describer", "intent", "expansion", "retrieval", "index"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const SPEND_FIELDS = ["llm_calls", "llm_input_tokens", "llm_output_tokens", "embedding_calls", "embedding_tokens"] as const;
/** What one job type spent: calls and tokens, as the endpoints reported them (the fields named once, above). */
export type Spend = Record<(typeof SPEND_FIELDS)[number], number>;
export type Ledger = Partial<Record<JobType, Spend>>;

export const emptySpend = (): Spend => ({
  llm_calls: 0,
  llm_input_tokens: 0,
  llm_output_tokens: 0,
  embedding_calls: 0,
  embedding_tokens: 0,
});

const jobCounter = (job: JobType, field: keyof Spend) => `job.${job}.${field}`;
const COUNTER_NAME = /^(?:[a-z_]+|job\.[a-z_]+\.[a-z_]+)$/;

/** Whether a name is a counter name (the rollup refuses anything else: names become D1 keys). */
export const isCounterName = (name: string) => COUNTER_NAME.test(name) && name.length <= 64;

/** One append of `messages` messages costing `tokens` (the service's own count, chat overhead included). */
export const appendCounters = (messages: number, tokens: number): Counters => ({
  appends: 1,
  appended_messages: messages,
  appended_tokens: tokens,
});

/** What a read served. */
export interface ServedRead {
  servedTokens: number;
  /** Tokens at the start of the answer the service declares stable (src/usage/served.ts). */
  stablePrefixTokens: number;
}

/** What a context read or a background job reports to its conversation. */
export interface UsageReport {
  /** A context read's answer (absent for a job). */
  read?: ServedRead;
  /** What model calls spent meanwhile (a read's intent check and retrieval, a job's LLM). */
  ledger: Ledger;
}

/** An object's usage as counted so far: totals, and by UTC day (oldest first). */
export interface UsageDays {
  totals: Counters;
  days: Array<{ day: string; counters: Counters }>;
}

/** The previous read of the same conversation: what a provider's prompt cache could hold now. */
export interface PreviousRead {
  servedTokens: number;
  historyTokens: number;
}

/**
 * One context read, beside the history (the conversation's full token count) it stood for. A provider bills at the cached price only the part of a prompt that repeats
 * the previous prompt's beginning, so:
 * - Engram's cached tokens are the answer's stable prefix, but never more than the previous read
 *   served (the first read of a conversation has nothing cached);
 * - the whole history's cached tokens are the previous read's history, which the current
 *   history starts with (fewer when the history shrank, as after a truncation).
 */
export function readCounters(read: ServedRead, historyTokens: number, previous: PreviousRead | null): Counters {
  const stable = Math.min(read.stablePrefixTokens, read.servedTokens);
  return {
    reads: 1,
    served_tokens: read.servedTokens,
    stable_prefix_tokens: stable,
    cached_tokens: Math.min(stable, previous?.servedTokens ?? 0),
    history_tokens: historyTokens,
    history_cached_tokens: Math.min(previous?.historyTokens ?? 0, historyTokens),
  };
}

/** A ledger of spends as counters. */
export function ledgerCounters(ledger: Ledger): Counters {
  const counters: Counters = {};
  for (const job of JOB_TYPES) {
    const spend = ledger[job];
    if (!spend) continue;
    for (const field of SPEND_FIELDS) if (spend[field] > 0) counters[jobCounter(job, field)] = spend[field];
  }
  return counters;
}

/** The ledger inside a set of counters (the inverse of ledgerCounters), every job type present. */
export function countersLedger(counters: Counters): Record<JobType, Spend> {
  const ledger = Object.fromEntries(JOB_TYPES.map((job) => [job, emptySpend()])) as Record<JobType, Spend>;
  for (const job of JOB_TYPES) for (const field of SPEND_FIELDS) ledger[job][field] = counters[jobCounter(job, field)] ?? 0;
  return ledger;
}

export function addCounters(...all: Counters[]): Counters {
  const sum: Counters = {};
  for (const counters of all) for (const [name, value] of Object.entries(counters)) sum[name] = (sum[name] ?? 0) + value;
  return sum;
}

/** Positive, finite, integer and well named: what a report from a job may add. */
export function validCounters(counters: Counters): Counters {
  const kept: Counters = {};
  for (const [name, value] of Object.entries(counters)) {
    if (isCounterName(name) && Number.isSafeInteger(value) && value > 0) kept[name] = value;
  }
  return kept;
}

/** The UTC day (YYYY-MM-DD) an instant falls on: usage is kept and rolled up by it. */
export const usageDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
