// The baseline the issue names: plain BM25 over single turns, k1 1.2, b 0.75, stopwords
// removed, no stemming. Written here, in the bench, so the product cannot influence it.
export const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both " +
    "but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further " +
    "had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's " +
    "i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on " +
    "once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some " +
    "such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've " +
    "this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when " +
    "when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've " +
    "your yours yourself yourselves"
  ).split(" "),
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
