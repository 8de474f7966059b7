import { contentWords, stem } from "./text";
import type { Embedder } from "./vector-index";

/** FNV-1a over UTF-16 units, then a murmur-style finaliser so nearby strings spread out. */
function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Relative weight of each feature family in the vector. */
const WEIGHTS = { unigram: 1, bigram: 0.5, trigram: 0.35 } as const;

/**
 * The embedded default: a deterministic bag of features hashed into a fixed number of
 * dimensions (the "hashing trick"). Features: stemmed content words, pairs of adjacent
 * content words, and character trigrams of each word (so "paint", "painting" and "painter"
 * overlap). Counts are damped (1 + ln tf) so a repeated word does not drown the rest; each
 * feature lands on one dimension with a sign from a second hash, which keeps collisions
 * unbiased; the vector is L2-normalised, so the dot product is the cosine.
 * No model, no network: the same text gives the same vector on every machine.
 */
export class LocalHashEmbedder implements Embedder {
  readonly name: string;
  /**
   * Hashed word features are the keyword signal again, without IDF to tell a name on every
   * turn from a rare word, so this list must not outvote BM25: with RRF's k = 60 a weight of
   * 0.01 keeps every vector-only hit below every keyword hit (1/160 > 0.01/61) and barely moves
   * the keyword order. It orders keyword ties and answers when keyword search finds nothing
   * (inflections, compounds: "postgres" for "PostgreSQL"). Measured on LoCoMo conv-26, weights
   * 0.2 and 1 (with or without query-side IDF) ranked worse than this; see docs/decisions/2026-11-23-local-embedder-weight.md.
   */
  readonly fusionWeight = 0.01;
  /** Below this, two texts share a stray trigram or a hash collision, not a word. */
  readonly minSimilarity = 0.02;

  constructor(readonly dimensions = 512) {
    if (!Number.isInteger(dimensions) || dimensions < 16) throw new Error("dimensions must be an integer >= 16");
    this.name = `local-hash-v1-${dimensions}`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((text) => this.embedOne(text));
  }

  embedOne(text: string): number[] {
    const features = new Map<string, { weight: number; count: number }>();
    const add = (key: string, weight: number) => {
      const seen = features.get(key);
      if (seen) seen.count += 1;
      else features.set(key, { weight, count: 1 });
    };
    const stems = contentWords(text).map(stem);
    stems.forEach((word, i) => {
      add(`w:${word}`, WEIGHTS.unigram);
      const next = stems[i + 1];
      if (next !== undefined) add(`b:${word} ${next}`, WEIGHTS.bigram);
      const padded = `#${word}#`;
      const grams = Math.max(1, padded.length - 2);
      for (let j = 0; j + 3 <= padded.length; j += 1) add(`c:${padded.slice(j, j + 3)}`, WEIGHTS.trigram / Math.sqrt(grams));
    });
    const vector: number[] = Array.from({ length: this.dimensions }, () => 0);
    for (const [key, { weight, count }] of features) {
      const h = hash32(key, 0);
      const sign = hash32(key, 0x9e3779b9) & 1 ? 1 : -1;
      const slot = h % this.dimensions;
      vector[slot] = (vector[slot] ?? 0) + sign * weight * (1 + Math.log(count));
    }
    let norm = 0;
    for (const x of vector) norm += x * x;
    if (norm === 0) return vector;
    const scale = 1 / Math.sqrt(norm);
    return vector.map((x) => x * scale);
  }
}
