import OpenAI from "openai";
import { openAiClient } from "../llm/client";
import { z } from "zod";
import { EmbedderError } from "./embedder-error";
import type { Embedder } from "./vector-index";
import { noteEmbeddingCall } from "../usage/meter";

export interface OpenAiEmbedderSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Asked of the endpoint (text-embedding-3-* can shorten) and checked on every answer. */
  dimensions: number;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const EmbeddingsAnswerSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
  usage: z.object({ prompt_tokens: z.number() }).nullish().catch(null),
});

/** Embeddings from any OpenAI-compatible `/embeddings` endpoint, through the openai SDK. */
export class OpenAiEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiEmbedderSettings) {
    this.name = `openai:${settings.model}`;
    this.dimensions = settings.dimensions;
    this.client = openAiClient(settings);
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    let answer: unknown;
    try {
      answer = await this.client.embeddings.create({
        model: this.settings.model,
        input: texts,
        dimensions: this.settings.dimensions,
        // Floats, not the SDK's default base64: any compatible server understands them.
        encoding_format: "float",
      });
    } catch (error) {
      throw classify(error);
    }
    const parsed = EmbeddingsAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new EmbedderError("embeddings endpoint returned a malformed answer", true);
    noteEmbeddingCall(parsed.data.usage);
    const vectors: Array<number[] | undefined> = texts.map(() => undefined);
    for (const item of parsed.data.data) {
      if (item.index >= texts.length) throw new EmbedderError("embeddings answer has an index out of range", true);
      if (item.embedding.length !== this.dimensions) {
        throw new EmbedderError(`expected ${this.dimensions} dimensions, got ${item.embedding.length}`, false);
      }
      vectors[item.index] = item.embedding;
    }
    const complete = vectors.filter((v): v is number[] => v !== undefined);
    if (complete.length !== texts.length) throw new EmbedderError("embeddings answer is missing inputs", true);
    return complete;
  }
}

function classify(error: unknown): EmbedderError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new EmbedderError("embeddings request timed out", true);
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    const retryable = status === 0 || status === 408 || status === 429 || status >= 500;
    return new EmbedderError(`embeddings request failed with status ${status}`, retryable);
  }
  return new EmbedderError(`embeddings request failed: ${error instanceof Error ? error.message : String(error)}`, true);
}
