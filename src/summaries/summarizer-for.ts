import { llmSettings } from "../llm/settings";
import { ExtractiveSummarizer } from "./extractive-summarizer";
import { LlmSummarizer } from "./llm-summarizer";
import type { Summarizer } from "./summarizer";

/** The LLM summarizer when a key is configured, the deterministic offline one otherwise. */
export function summarizerFor(env: Env, fetchImpl?: typeof fetch): Summarizer {
  const settings = llmSettings(env, fetchImpl);
  return settings ? new LlmSummarizer(settings) : new ExtractiveSummarizer();
}
