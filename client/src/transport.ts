/**
 * The fetch every client call goes through: bearer auth, an Idempotency-Key on every append (set
 * before the first attempt, so a retry of a request the service did store is answered with the
 * first answer instead of storing it twice), and retries of 429 and 5xx answers and network
 * failures with exponential backoff that honours Retry-After.
 */
export interface TransportOptions {
  apiKey: string;
  fetch?: typeof fetch;
  /** Attempts after the first one (default 3). */
  maxRetries?: number;
  /** First backoff delay in ms (default 250), doubled per attempt, with jitter, capped at 30 s. */
  backoffMs?: number;
  /** How the transport waits between attempts (tests pass one that records the delays). */
  sleep?: (ms: number) => Promise<void>;
}

const APPEND_PATH = /^\/v1\/conversations\/[^/]+\/messages$/;
const MAX_DELAY_MS = 30_000;

export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const retriable = (status: number) => status === 429 || status >= 500;

export function createTransport(options: TransportOptions): typeof fetch {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxRetries = options.maxRetries ?? 3;
  const backoffMs = options.backoffMs ?? 250;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return async (input, init) => {
    const request = new Request(input, init);
    request.headers.set("authorization", `Bearer ${options.apiKey}`);
    if (request.method === "POST" && APPEND_PATH.test(new URL(request.url).pathname)) {
      if (!request.headers.has("idempotency-key")) request.headers.set("idempotency-key", crypto.randomUUID());
    }
    const body = request.body ? await request.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt++) {
      const delay = Math.min(MAX_DELAY_MS, backoffMs * 2 ** attempt * (0.5 + Math.random() / 2));
      let response: Response;
      try {
        // A body read once can be sent again: each attempt gets a fresh request (GET and HEAD carry none).
        const again: RequestInit = body === undefined ? {} : { body };
        response = await baseFetch(new Request(request, again));
      } catch (error) {
        if (attempt >= maxRetries) throw error;
        await sleep(delay);
        continue;
      }
      if (!retriable(response.status) || attempt >= maxRetries) return response;
      const wait = retryAfterMs(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(Math.min(MAX_DELAY_MS, wait ?? delay));
    }
  };
}
