/**
 * The embedded default's vectors live in each user's object (durable-objects/user/search-query.ts),
 * int8-quantised by the vector's largest magnitude: cosine ignores scale, so this loses ~nothing
 * and a 512-dimension vector takes 512 bytes. These are the pure conversions.
 */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export function quantise(values: ArrayLike<number>): Int8Array {
  let max = 0;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, Math.abs(values[i] ?? 0));
  const scale = max === 0 ? 0 : 127 / max;
  const out = new Int8Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = Math.round((values[i] ?? 0) * scale);
  return out;
}

/** A vector of the old D1 layout (base64 int8, migrations/0003_search.sql), for the backfill. */
export function unpackEmbedding(packed: string): Int8Array {
  const binary = atob(packed);
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}
