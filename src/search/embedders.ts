import { ZodError } from "zod";
import { serviceConfig } from "../lib/config";
import { searchConfig, type SearchConfig } from "./config";
import { LocalHashEmbedder } from "./local-embedder";
import { OpenAiEmbedder } from "./openai-embedder";
import { isolateTable, STATIC_DIMENSIONS, StaticEmbedder, type AssetsBinding } from "./static-embedder";
import type { Embedder } from "./vector-index";
import { WorkersAiEmbedder, type AiBinding } from "./workers-ai-embedder";

export const DEFAULT_LOCAL_DIMENSIONS = 512;
export const DEFAULT_OPENAI_MODEL = "text-embedding-3-small";
export const DEFAULT_OPENAI_DIMENSIONS = 1536;
export const DEFAULT_WORKERS_AI_MODEL = "@cf/baai/bge-base-en-v1.5";
export const DEFAULT_WORKERS_AI_DIMENSIONS = 768;

/** A deployment whose search settings cannot work: the message names the setting to fix. */
export class SearchConfigError extends Error {
  override name = "SearchConfigError";
}

const localEmbedders = new Map<number, LocalHashEmbedder>();

/** What identifies a vector's origin in the index: vectors of two keys are never compared. */
export const embedderKey = (embedder: Pick<Embedder, "name" | "dimensions">) => `${embedder.name}/${embedder.dimensions}`;

function settings(env: Env): SearchConfig {
  try {
    return searchConfig(env);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issues = error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new SearchConfigError(`invalid search settings (${issues})`);
  }
}

/**
 * The embedder this deployment is configured for (`EMBEDDER`). Vectors record the embedder
 * that made them (embedderKey): after a switch, search compares only the current one's
 * vectors while the sweep re-embeds the rest (src/search/reembed.ts).
 */
export function embedderFor(env: Env, fetchImpl?: typeof fetch): Embedder {
  const config = settings(env);
  switch (config.EMBEDDER) {
    case "openai": {
      const apiKey = config.EMBEDDING_API_KEY ?? serviceConfig(env).LLM_API_KEY;
      if (!apiKey) throw new SearchConfigError('EMBEDDER is "openai" but neither EMBEDDING_API_KEY nor LLM_API_KEY is set');
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
      if (!ai) throw new SearchConfigError('EMBEDDER is "workers-ai" but no AI binding is configured');
      return new WorkersAiEmbedder(
        ai,
        config.EMBEDDING_MODEL ?? DEFAULT_WORKERS_AI_MODEL,
        config.EMBEDDING_DIMENSIONS ?? DEFAULT_WORKERS_AI_DIMENSIONS,
      );
    }
    case "static": {
      const assets: AssetsBinding | undefined = env.ASSETS;
      if (!assets)
        throw new SearchConfigError('EMBEDDER is "static" but no ASSETS binding serves the word vectors (wrangler.toml [assets])');
      if (config.EMBEDDING_DIMENSIONS !== undefined && config.EMBEDDING_DIMENSIONS !== STATIC_DIMENSIONS) {
        throw new SearchConfigError(
          `EMBEDDING_DIMENSIONS is ${config.EMBEDDING_DIMENSIONS} but EMBEDDER "static" makes ${STATIC_DIMENSIONS}-dimension vectors: unset it or set ${STATIC_DIMENSIONS}`,
        );
      }
      return new StaticEmbedder(assets, isolateTable);
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
