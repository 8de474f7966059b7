import OpenAI from "openai";

export interface OpenAiClientSettings {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
  /** Injected by tests to play an OpenAI-compatible server. */
  fetch?: typeof fetch;
}

/**
 * The one way Engram talks to an OpenAI-compatible endpoint. The SDK never retries: the queue
 * owns retries of background work (with backoff and a dead-letter queue), and request-path
 * callers fall back instead of waiting.
 */
export function openAiClient(settings: OpenAiClientSettings): OpenAI {
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0, fetch: settings.fetch });
}

/**
 * What a failed call means for a retry: timeouts, 408, 429 and 5xx may pass; other statuses
 * will not. Malformed JSON or a reply that does not match the schema may be better next time.
 */
export function classifyLlmFailure(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { message: "LLM request timed out", retryable: true };
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    return {
      message: `LLM request failed with status ${status}: ${error.message}`,
      retryable: status === 0 || status === 408 || status === 429 || status >= 500,
    };
  }
  return { message: `LLM output rejected: ${error instanceof Error ? error.message : String(error)}`, retryable: true };
}
