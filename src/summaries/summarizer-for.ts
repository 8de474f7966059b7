import { serviceConfig } from "../lib/config";
import { ExtractiveSummarizer } from "./extractive-summarizer";
import { LlmSummarizer } from "./llm-summarizer";
import type { Summarizer } from "./summarizer";

/** The LLM summarizer when a key is configured, the deterministic offline one otherwise. */
export function summarizerFor(env: Env, fetchImpl?: typeof fetch): Summarizer {
  const config = serviceConfig(env);
  if (!config.LLM_API_KEY) return new ExtractiveSummarizer();
  return new LlmSummarizer({
    apiKey: config.LLM_API_KEY,
    baseURL: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    fetch: fetchImpl,
  });
}
