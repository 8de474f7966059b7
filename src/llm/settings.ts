import { serviceConfig } from "../lib/config";
import type OpenAI from "openai";
import { openAiClient, type OpenAiClientSettings } from "./client";

/** The chat model every LLM feature calls (summarizer, describer, compactor, intent check). */
export interface LlmSettings extends OpenAiClientSettings {
  model: string;
}

/**
 * The deployment's LLM, built from its settings in one place; null without LLM_API_KEY (each
 * caller then uses its deterministic offline fallback). `fetchImpl` is injected by tests.
 */
export function llmSettings(env: Env, fetchImpl?: typeof fetch): LlmSettings | null {
  const config = serviceConfig(env);
  if (!config.LLM_API_KEY) return null;
  return {
    apiKey: config.LLM_API_KEY,
    baseURL: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    fetch: fetchImpl,
  };
}

/** What every LLM-backed implementation (summarizer, describer, compactor) holds: its settings and one client. */
export abstract class LlmBacked {
  readonly name = "llm";
  protected readonly client: OpenAI;

  constructor(protected readonly settings: LlmSettings) {
    this.client = openAiClient(settings);
  }
}
