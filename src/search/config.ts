import { z } from "zod";
import { choice, envParser, optionalNumberUpTo, optionalPositiveInt, optionalString } from "../lib/config";
import { NEIGHBOUR_WEIGHT } from "./neighbour-scores";
import { SPEAKER_WEIGHT } from "./speakers";

/** Search settings (vars and secrets); the defaults are the offline, embedded ones. */
export const SearchConfigSchema = z.object({
  /**
   * `static` (default): pre-trained word vectors shipped as a static asset; `local`: the
   * hashing embedder (lexical only); `openai`, `workers-ai`: model embedders.
   */
  EMBEDDER: choice(["static", "local", "openai", "workers-ai"], "static"),
  VECTOR_INDEX: choice(["local", "vectorize"], "local"),
  EMBEDDING_MODEL: optionalString,
  EMBEDDING_BASE_URL: optionalString,
  /** Falls back to LLM_API_KEY: one OpenAI-compatible account usually serves both. */
  EMBEDDING_API_KEY: optionalString,
  EMBEDDING_DIMENSIONS: optionalPositiveInt,
  /** How keyword and vector lists are fused (`rrf` or `score`); by default the embedder's own (see Embedder). */
  SEARCH_FUSION: optionalString.pipe(z.enum(["rrf", "score"]).optional()),
  /** The vector list's weight in the fusion; by default the embedder's own (see Embedder). */
  SEARCH_VECTOR_WEIGHT: optionalNumberUpTo(10),
  /**
   * What a turn takes of the BM25 score of the better turn beside it at query time
   * (docs/DESIGN.md "Search", neighbour scores); 0 switches it off.
   */
  SEARCH_NEIGHBOUR_WEIGHT: optionalNumberUpTo(1).transform((value) => value ?? NEIGHBOUR_WEIGHT),
  /**
   * With score fusion, the share a turn spoken by a person the query names adds
   * (src/search/speakers.ts); 0 switches it off.
   */
  SEARCH_SPEAKER_WEIGHT: optionalNumberUpTo(1).transform((value) => value ?? SPEAKER_WEIGHT),
  /** The LLM intent check's budget on the context read's request path; past it the heuristic decides. */
  SEARCH_INTENT_TIMEOUT_MS: optionalPositiveInt.transform((value) => value ?? 300),
});
export type SearchConfig = z.infer<typeof SearchConfigSchema>;

export const searchConfig: (env: Env) => SearchConfig = envParser(SearchConfigSchema);
