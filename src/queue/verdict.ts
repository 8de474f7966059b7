/** What a job tells the consumer: done (ack, whatever the outcome), or try again after a delay. */
export type JobVerdict = { action: "ack" } | { action: "retry"; delaySeconds: number };

/** Exponential backoff for a retried job: 10 s, 20 s, 40 s ... capped at 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

/** An unexpected error (a thrown job) is retried by the queue after 10 s per attempt so far. */
export const errorRetryDelaySeconds = (attempts: number) => 10 * attempts;
