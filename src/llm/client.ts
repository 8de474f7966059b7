import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import { noteLlmCall } from "../usage/meter";

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
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
    fetch: settings.fetch,
  });
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

/**
 * One user turn at temperature 0 answered in plain text (the compactor's summaries are prose,
 * capped by `maxTokens`). Returns the text as given, possibly empty.
 */
export async function completeText(
  client: OpenAI,
  request: { model: string; prompt: string; maxTokens: number; task?: string },
): Promise<string | null | undefined> {
  const completion = await client.chat.completions.create({
    model: request.model,
    temperature: 0,
    max_tokens: request.maxTokens,
    messages: [{ role: "user", content: request.prompt }],
  });
  // The compactor's prose summaries are this call's use; its usage goes to the job that runs it.
  noteLlmCall(request.task ?? "compaction", completion.usage);
  return completion.choices[0]?.message.content;
}

export interface StructuredRequest<S extends z.ZodType> {
  model: string;
  system: string;
  user: string;
  /** The answer's shape: sent as a strict JSON schema, and the reply is validated against it. */
  schema: S;
  schemaName: string;
  signal?: AbortSignal;
}

/** What a feature always asks: its instructions and the answer's shape; each call adds the user turn. */
export type StructuredTask<S extends z.ZodType> = Pick<StructuredRequest<S>, "system" | "schema" | "schemaName"> & {
  /** How a missing answer is named in the error ("facts", "summary", ...). */
  answer: string;
};

/**
 * One system + user turn at temperature 0 whose answer must match `schema`. Returns null when
 * the model gave no parsable answer (a refusal, an empty choice); malformed JSON throws.
 */
export async function completeStructured<S extends z.ZodType>(client: OpenAI, request: StructuredRequest<S>): Promise<z.infer<S> | null> {
  const completion = await client.chat.completions.parse(
    {
      model: request.model,
      temperature: 0,
      messages: [
        { role: "system", content: request.system },
        { role: "user", content: request.user },
      ],
      response_format: zodResponseFormat(request.schema, request.schemaName),
    },
    request.signal ? { signal: request.signal } : undefined,
  );
  noteLlmCall(request.schemaName, completion.usage);
  const parsed: unknown = completion.choices[0]?.message.parsed ?? null;
  return parsed === null ? null : request.schema.parse(parsed);
}
