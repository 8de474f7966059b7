import { EmbedderError } from "./embedder-error";
import { words } from "./text";
import type { Embedder } from "./vector-index";
import { lookup, parseWordVectors, type WordVectors } from "./word-vectors";

/** The table this build expects (scripts/build-word-vectors.mjs writes the same name). */
export const STATIC_EMBEDDER_NAME = "static-glove100-30k-v1";
export const STATIC_DIMENSIONS = 100;
/** Where the table is served from inside the Worker (wrangler.toml `[assets]`, never public). */
export const WORD_VECTORS_PATH = "/word-vectors.bin";

/** The assets binding's one method this embedder uses. */
export interface AssetsBinding {
  fetch(input: string): Promise<Response>;
}

/** Where a loaded table is kept: one per isolate for the configured embedder (embedderFor). */
export interface TableCache {
  table?: Promise<WordVectors>;
}

/**
 * The isolate's table: loaded on the first embedding, then reused by every request (env and its
 * bindings need not be the same objects from one request to the next, so nothing keys on them).
 */
export const isolateTable: TableCache = {};

async function loadTable(assets: AssetsBinding): Promise<WordVectors> {
  const response = await assets.fetch(`https://assets.local${WORD_VECTORS_PATH}`);
  if (!response.ok) throw new EmbedderError(`word vectors not found (${response.status} for ${WORD_VECTORS_PATH})`, false);
  const table = parseWordVectors(await response.arrayBuffer());
  if (table.header.name !== STATIC_EMBEDDER_NAME || table.header.dimensions !== STATIC_DIMENSIONS) {
    throw new EmbedderError(
      `word vectors are ${table.header.name} (${table.header.dimensions} dimensions), this build expects ${STATIC_EMBEDDER_NAME} (${STATIC_DIMENSIONS})`,
      false,
    );
  }
  return table;
}

/**
 * Pre-trained word vectors, averaged with smooth inverse frequency weights (Arora et al.,
 * 2017: a / (a + p(w)), so "the" counts ~0.03 and a rare word ~1), their shared first
 * principal component removed at build time, L2-normalised. Knows that "hike" is near
 * "trail" and "mountains", which keyword search cannot; no per-call cost, no network. A word
 * the table lacks (nor any plain inflection of it) adds nothing: the keyword index matches it.
 */
export class StaticEmbedder implements Embedder {
  readonly name = STATIC_EMBEDDER_NAME;
  readonly dimensions = STATIC_DIMENSIONS;
  /**
   * Fused by normalised score with the keyword list, this share (src/search/fusion.ts);
   * chosen on the tuning half of the recall benchmark (bench/recall/, docs/decisions/2026-11-26-static-embedder.md).
   */
  readonly fusionWeight = 0.4;
  readonly fusion = "score" as const;

  constructor(
    private readonly assets: AssetsBinding,
    private readonly cache: TableCache = {},
  ) {}

  private table(): Promise<WordVectors> {
    if (!this.cache.table) {
      const table = loadTable(this.assets);
      // A failed load is retried on the next call rather than kept for the isolate's life.
      table.catch(() => {
        if (this.cache.table === table) delete this.cache.table;
      });
      this.cache.table = table;
    }
    return this.cache.table;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const table = await this.table();
    return texts.map((text) => embedWith(table, text));
  }
}

/** The SIF average of a text's known words, L2-normalised; all zeros when it has none. */
export function embedWith(table: WordVectors, text: string): number[] {
  const { dimensions, sif_a: a } = table.header;
  const sum = new Float64Array(dimensions);
  for (const token of words(text)) {
    const row = lookup(table, token.split("'")[0] ?? token);
    if (row < 0) continue;
    const weight = (a / (a + (table.prob[row] ?? 0))) * (table.scale[row] ?? 0);
    const offset = row * dimensions;
    for (let i = 0; i < dimensions; i += 1) sum[i] = (sum[i] ?? 0) + weight * (table.vectors[offset + i] ?? 0);
  }
  let norm = 0;
  for (const x of sum) norm += x * x;
  const scale = norm === 0 ? 0 : 1 / Math.sqrt(norm);
  return Array.from(sum, (x) => x * scale);
}
