export const SUMMARY_STATUSES = ["none", "summarized", "generating", "breaker_open"] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** One word for where a conversation's summarization stands, as the conversations list shows it. */
export function summaryStatusOf(status: {
  job: object | null;
  summary: object | null;
  breaker: { state: "closed" | "open" | "half_open" };
}): SummaryStatus {
  // A job in flight wins: a breaker's trial job is generating, not stopped.
  if (status.job) return "generating";
  if (status.breaker.state !== "closed") return "breaker_open";
  return status.summary ? "summarized" : "none";
}
