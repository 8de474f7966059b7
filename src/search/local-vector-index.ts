import type { VectorIndex, VectorMatch, VectorMetadata, VectorQuery, VectorRecord } from "./vector-index";

interface LocalVectorRow extends Record<string, unknown> {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: VectorMetadata["kind"];
  conversation_id: string | null;
  created_at: string | null;
  version: number;
}

interface PayloadRow extends Record<string, unknown> {
  id: string;
  version: number;
  /** D1 hands BLOBs back as an array of byte values (an ArrayBuffer in some runtimes). */
  embedding: ArrayBuffer | number[];
  packed: string | null;
}

const FILTER_COLUMNS = { tenantId: "tenant_id", userId: "user_id", kind: "kind", conversationId: "conversation_id" } as const;

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

/** The stored Float32 bytes as floats (reading the byte array as floats would be garbage). */
export function decodeEmbedding(blob: ArrayBuffer | number[]): Float32Array {
  const bytes = blob instanceof ArrayBuffer ? new Uint8Array(blob) : Uint8Array.from(blob);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
}

/** Int8 quantisation by the vector's largest magnitude, base64-encoded (see 0003_search.sql). */
export function packEmbedding(values: ArrayLike<number>): string {
  let max = 0;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, Math.abs(values[i] ?? 0));
  const scale = max === 0 ? 0 : 127 / max;
  let binary = "";
  for (let i = 0; i < values.length; i += 1) binary += String.fromCharCode(Math.round((values[i] ?? 0) * scale) & 0xff);
  return btoa(binary);
}

export function unpackEmbedding(packed: string): Int8Array {
  const binary = atob(packed);
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}

interface CachedVector {
  version: number;
  values: ArrayLike<number>;
  norm: number;
}

/**
 * Decoded vectors kept per isolate, checked against the row's version on every query, so a
 * query transfers ids and versions and fetches only vectors it has not seen. Int8 vectors of
 * 512 dimensions: 20 000 of them are ~10 MB.
 */
const MAX_CACHED = 20_000;
const cache = new Map<string, CachedVector>();
/** D1 binds at most 100 parameters per statement. */
const ID_CHUNK = 90;

function remember(id: string, version: number, values: ArrayLike<number>): CachedVector {
  let norm = 0;
  for (let i = 0; i < values.length; i += 1) norm += (values[i] ?? 0) ** 2;
  const entry = { version, values, norm: Math.sqrt(norm) };
  cache.delete(id);
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(id, entry);
  return entry;
}

let versionCounter = 0;
/** Distinct for every write from this isolate, and increasing across isolates over time. */
const nextVersion = () => Date.now() * 1000 + (versionCounter++ % 1000);

/**
 * The embedded default: vectors in D1, exact cosine over the rows that pass the filter. Exact
 * search is fine at one tenant's or user's scale and needs no service; Vectorize takes over in
 * production (src/search/vectorize-index.ts).
 */
export class LocalVectorIndex implements VectorIndex {
  constructor(private readonly db: D1Database) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    const statements = records.map((record) =>
      this.db
        .prepare(
          `INSERT INTO local_vectors (id, tenant_id, user_id, kind, conversation_id, created_at, embedding, packed, version)
           VALUES (?, ?, ?, ?, ?, ?, X'', ?, ?)
           ON CONFLICT (id) DO UPDATE SET tenant_id = excluded.tenant_id, user_id = excluded.user_id, kind = excluded.kind,
             conversation_id = excluded.conversation_id, created_at = excluded.created_at, embedding = excluded.embedding,
             packed = excluded.packed, version = excluded.version`,
        )
        .bind(
          record.id,
          record.metadata.tenantId,
          record.metadata.userId,
          record.metadata.kind,
          record.metadata.conversationId ?? null,
          record.metadata.createdAt ?? null,
          packEmbedding(record.values),
          nextVersion(),
        ),
    );
    await this.db.batch(statements);
  }

  async query(vector: number[], options: VectorQuery): Promise<VectorMatch[]> {
    const clauses: string[] = [];
    const values: string[] = [];
    for (const [field, column] of Object.entries(FILTER_COLUMNS) as [keyof typeof FILTER_COLUMNS, string][]) {
      const value = options.filter[field];
      if (value !== undefined) {
        clauses.push(`${column} = ?`);
        values.push(value);
      }
    }
    // ISO-8601 UTC strings of one format order like the instants they name.
    if (options.timeRange?.from !== undefined) {
      clauses.push("created_at >= ?");
      values.push(options.timeRange.from);
    }
    if (options.timeRange?.to !== undefined) {
      clauses.push("created_at <= ?");
      values.push(options.timeRange.to);
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
    const { results } = await this.db
      .prepare(`SELECT id, tenant_id, user_id, kind, conversation_id, created_at, version FROM local_vectors ${where}`)
      .bind(...values)
      .all<LocalVectorRow>();
    const stale = results.filter((row) => cache.get(row.id)?.version !== row.version).map((row) => row.id);
    const fetched = new Map<string, CachedVector>();
    for (let i = 0; i < stale.length; i += ID_CHUNK) {
      const chunk = stale.slice(i, i + ID_CHUNK);
      const payload = await this.db
        .prepare(
          `SELECT id, version, CASE WHEN packed IS NULL THEN embedding ELSE X'' END AS embedding, packed
           FROM local_vectors WHERE id IN (${chunk.map(() => "?").join(", ")})`,
        )
        .bind(...chunk)
        .all<PayloadRow>();
      for (const row of payload.results) {
        fetched.set(
          row.id,
          remember(row.id, row.version, row.packed === null ? decodeEmbedding(row.embedding) : unpackEmbedding(row.packed)),
        );
      }
    }
    let queryNorm = 0;
    for (const x of vector) queryNorm += x * x;
    queryNorm = Math.sqrt(queryNorm);
    const matches: VectorMatch[] = [];
    for (const row of results) {
      const entry = fetched.get(row.id) ?? cache.get(row.id);
      if (!entry) continue; // deleted between the two reads
      let dot = 0;
      for (let i = 0; i < vector.length; i += 1) dot += (vector[i] ?? 0) * (entry.values[i] ?? 0);
      const score = queryNorm === 0 || entry.norm === 0 ? 0 : dot / (queryNorm * entry.norm);
      matches.push({
        id: row.id,
        score,
        metadata: {
          tenantId: row.tenant_id,
          userId: row.user_id,
          kind: row.kind,
          ...(row.conversation_id === null ? {} : { conversationId: row.conversation_id }),
          ...(row.created_at === null ? {} : { createdAt: row.created_at }),
        },
      });
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, options.topK);
  }

  async deleteByIds(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const chunk = ids.slice(i, i + ID_CHUNK);
      await this.db
        .prepare(`DELETE FROM local_vectors WHERE id IN (${chunk.map(() => "?").join(", ")})`)
        .bind(...chunk)
        .run();
      for (const id of chunk) cache.delete(id);
    }
  }
}
