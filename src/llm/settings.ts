import { serviceConfig } from "../lib/config";
import type OpenAI from "openai";
import type { z } from "zod";
import { classifyLlmFailure, completeStructured, openAiClient, type OpenAiClientSettings, type StructuredTask } from "./client";
import type { LlmFailureClass } from "./failure";

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

/** One structured completion with the model and endpoint of `settings`; errors pass through as the SDK threw them. */
export function completeTask<S extends z.ZodType>(
  client: OpenAI,
  settings: LlmSettings,
  task: StructuredTask<S>,
  user: string,
  signal?: AbortSignal,
): Promise<z.infer<S> | null> {
  return completeStructured(client, { ...task, model: settings.model, user, signal });
}

/** What every LLM-backed implementation (summarizer, describer, compactor, fact extractor) holds: its settings and one client. */
export abstract class LlmBacked {
  readonly name = "llm";
  protected readonly client: OpenAI;

  constructor(protected readonly settings: LlmSettings) {
    this.client = openAiClient(settings);
  }

  /**
   * The task's answer, for background work that needs a retry verdict: a failed call, a deadline
   * that fired, or no parsable answer becomes the feature's own `Failure`.
   */
  protected async answer<S extends z.ZodType>(
    task: StructuredTask<S>,
    user: string,
    Failure: LlmFailureClass,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    let parsed: z.infer<S> | null;
    try {
      parsed = await completeTask(this.client, this.settings, task, user, signal);
    } catch (error) {
      if (signal?.aborted) throw new Failure("LLM request timed out", true);
      const failure = classifyLlmFailure(error);
      throw new Failure(failure.message, failure.retryable);
    }
    if (!parsed) throw new Failure(`LLM returned no parsable ${task.answer}`, true);
    return parsed;
  }
}
