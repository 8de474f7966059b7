import { countersLedger, JOB_TYPES, SPEND_FIELDS, emptySpend, type Counters, type JobType, type Spend } from "./counters";

/** Usage priced: what the counters say, and what they would be billed at `cached_price`. */
export interface UsageView {
  appends: number;
  appended_messages: number;
  appended_tokens: number;
  reads: number;
  served_tokens: number;
  stable_prefix_tokens: number;
  cached_tokens: number;
  /** The price of a cached input token relative to an uncached one. */
  cached_price: number;
  /** The served tokens billed: uncached at 1, cached at `cached_price`. */
  billed_tokens: number;
  /** The same reads had each sent the whole history instead. */
  history_tokens: number;
  history_cached_tokens: number;
  history_billed_tokens: number;
  /** billed_tokens / history_billed_tokens; null before any read. */
  billed_ratio: number | null;
  jobs: Record<JobType, Spend>;
  /** Every job type together. */
  job_totals: Spend;
}

/** Two decimals: a price times a count is a fraction, and float noise is no information. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** Input tokens billed when `cached` of `tokens` repeat the previous prompt's beginning. */
export const billedTokens = (tokens: number, cached: number, price: number) => cents(tokens - cached + cached * price);

export function usageView(counters: Counters, cachedPrice: number): UsageView {
  const n = (name: string) => counters[name] ?? 0;
  const billed = billedTokens(n("served_tokens"), n("cached_tokens"), cachedPrice);
  const historyBilled = billedTokens(n("history_tokens"), n("history_cached_tokens"), cachedPrice);
  const jobs = countersLedger(counters);
  const totals = emptySpend();
  for (const job of JOB_TYPES) for (const field of SPEND_FIELDS) totals[field] += jobs[job][field];
  return {
    appends: n("appends"),
    appended_messages: n("appended_messages"),
    appended_tokens: n("appended_tokens"),
    reads: n("reads"),
    served_tokens: n("served_tokens"),
    stable_prefix_tokens: n("stable_prefix_tokens"),
    cached_tokens: n("cached_tokens"),
    cached_price: cachedPrice,
    billed_tokens: billed,
    history_tokens: n("history_tokens"),
    history_cached_tokens: n("history_cached_tokens"),
    history_billed_tokens: historyBilled,
    billed_ratio: historyBilled > 0 ? Math.round((billed / historyBilled) * 10_000) / 10_000 : null,
    jobs,
    job_totals: totals,
  };
}
