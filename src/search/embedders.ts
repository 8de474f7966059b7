import { serviceConfig } from "../lib/config";
import { searchConfig } from "./config";
import { LocalHashEmbedder } from "./local-embedder";
import { OpenAiEmbedder } from "./openai-embedder";
import type { Embedder } from "./vector-index";
import { WorkersAiEmbedder, type AiBinding } from "./workers-ai-embedder";

export const DEFAULT_LOCAL_DIMENSIONS = 512;
export const DEFAULT_OPENAI_MODEL = "text-embedding-3-small";
export const DEFAULT_OPENAI_DIMENSIONS = 1536;
export const DEFAULT_WORKERS_AI_MODEL = "@cf/baai/bge-base-en-v1.5";
export const DEFAULT_WORKERS_AI_DIMENSIONS = 768;

const localEmbedders = new Map<number, LocalHashEmbedder>();

/**
 * The embedder this deployment is configured for (`EMBEDDER`). Every vector in one index must
 * come from the same embedder: switching it means re-indexing (vectors of another model or
 * size are not comparable).
 */
export function embedderFor(env: Env, fetchImpl?: typeof fetch): Embedder {
  const config = searchConfig(env);
  switch (config.EMBEDDER) {
    case "openai": {
      const apiKey = config.EMBEDDING_API_KEY ?? serviceConfig(env).LLM_API_KEY;
      if (!apiKey) throw new Error('EMBEDDER is "openai" but neither EMBEDDING_API_KEY nor LLM_API_KEY is set');
      return new OpenAiEmbedder({
        apiKey,
        baseURL: config.EMBEDDING_BASE_URL ?? serviceConfig(env).LLM_BASE_URL,
        model: config.EMBEDDING_MODEL ?? DEFAULT_OPENAI_MODEL,
        dimensions: config.EMBEDDING_DIMENSIONS ?? DEFAULT_OPENAI_DIMENSIONS,
        timeoutMs: serviceConfig(env).LLM_TIMEOUT_MS,
        fetch: fetchImpl,
      });
    }
    case "workers-ai": {
      const ai: AiBinding | undefined = env.AI;
      if (!ai) throw new Error('EMBEDDER is "workers-ai" but no AI binding is configured');
      return new WorkersAiEmbedder(
        ai,
        config.EMBEDDING_MODEL ?? DEFAULT_WORKERS_AI_MODEL,
        config.EMBEDDING_DIMENSIONS ?? DEFAULT_WORKERS_AI_DIMENSIONS,
      );
    }
    default: {
      const dimensions = config.EMBEDDING_DIMENSIONS ?? DEFAULT_LOCAL_DIMENSIONS;
      let embedder = localEmbedders.get(dimensions);
      if (!embedder) {
        embedder = new LocalHashEmbedder(dimensions);
        localEmbedders.set(dimensions, embedder);
      }
      return embedder;
    }
  }
}
