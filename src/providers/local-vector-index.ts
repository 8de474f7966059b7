import type { VectorIndex, VectorMatch, VectorMetadata, VectorQuery, VectorRecord } from "./vector-index";

interface LocalVectorRow extends Record<string, unknown> {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: VectorMetadata["kind"];
  conversation_id: string | null;
  created_at: string | null;
  /** D1 hands BLOBs back as an array of byte values (an ArrayBuffer in some runtimes). */
  embedding: ArrayBuffer | number[];
}

/** The stored Float32 bytes as floats (reading the byte array as floats would be garbage). */
export function decodeEmbedding(blob: ArrayBuffer | number[]): Float32Array {
  const bytes = blob instanceof ArrayBuffer ? new Uint8Array(blob) : Uint8Array.from(blob);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
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

/**
 * The embedded default: vectors in D1, exact cosine over the rows that pass the filter. Exact
 * search is fine at one tenant's or user's scale and needs no service; Vectorize takes over in
 * production (src/providers/vectorize-index.ts).
 */
export class LocalVectorIndex implements VectorIndex {
  constructor(private readonly db: D1Database) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    const statements = records.map((record) =>
      this.db
        .prepare(
          `INSERT INTO local_vectors (id, tenant_id, user_id, kind, conversation_id, created_at, embedding)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET tenant_id = excluded.tenant_id, user_id = excluded.user_id, kind = excluded.kind,
             conversation_id = excluded.conversation_id, created_at = excluded.created_at, embedding = excluded.embedding`,
        )
        .bind(
          record.id,
          record.metadata.tenantId,
          record.metadata.userId,
          record.metadata.kind,
          record.metadata.conversationId ?? null,
          record.metadata.createdAt ?? null,
          new Float32Array(record.values).buffer,
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
      .prepare(`SELECT id, tenant_id, user_id, kind, conversation_id, created_at, embedding FROM local_vectors ${where}`)
      .bind(...values)
      .all<LocalVectorRow>();
    return results
      .map((row) => ({
        id: row.id,
        score: cosine(vector, decodeEmbedding(row.embedding)),
        metadata: {
          tenantId: row.tenant_id,
          userId: row.user_id,
          kind: row.kind,
          ...(row.conversation_id === null ? {} : { conversationId: row.conversation_id }),
          ...(row.created_at === null ? {} : { createdAt: row.created_at }),
        },
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, options.topK);
  }

  async deleteByIds(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 50) {
      const chunk = ids.slice(i, i + 50);
      await this.db.prepare(`DELETE FROM local_vectors WHERE id IN (${chunk.map(() => "?").join(", ")})`).bind(...chunk).run();
    }
  }
}
