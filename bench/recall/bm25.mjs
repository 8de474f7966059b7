import { readFileSync } from "node:fs";

// The baseline the issue names: plain BM25 over single turns, k1 1.2, b 0.75, stopwords
// removed, no stemming. Written here, in the bench, so the product cannot influence it.
// The stopword list is data (bench/recall/stopwords.txt, one word a line), kept apart from the
// product's list in src/search/text.ts, which has grown its own extra words.
export const STOPWORDS = new Set(
  readFileSync(new URL("./stopwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((word) => word !== ""),
);

export function tokenize(text) {
  return (text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter((t) => !STOPWORDS.has(t)).map((t) => t.replace(/'s$/, ""));
}

export class Bm25 {
  constructor(docs, { k1 = 1.2, b = 0.75 } = {}) {
    this.k1 = k1;
    this.b = b;
    this.docs = docs.map((d) => {
      const tf = new Map();
      const tokens = tokenize(d.text);
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      return { id: d.id, tf, length: tokens.length };
    });
    this.avgdl = this.docs.reduce((s, d) => s + d.length, 0) / Math.max(1, this.docs.length);
    this.df = new Map();
    for (const d of this.docs) for (const t of d.tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
  }

  idf(term) {
    const n = this.df.get(term) ?? 0;
    const N = this.docs.length;
    return Math.log(1 + (N - n + 0.5) / (n + 0.5));
  }

  search(query, limit) {
    const terms = [...new Set(tokenize(query))];
    const scored = [];
    for (const d of this.docs) {
      let score = 0;
      for (const t of terms) {
        const f = d.tf.get(t);
        if (!f) continue;
        score += (this.idf(t) * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * d.length) / this.avgdl));
      }
      if (score > 0) scored.push({ id: d.id, score });
    }
    return scored.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
