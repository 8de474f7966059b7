import { sha256Hex } from "../lib/crypto";
import type { VectorIndex, VectorMatch, VectorMetadata, VectorQuery, VectorRecord } from "./vector-index";

/**
 * The part of the Vectorize binding (V2 `Vectorize`, or the older `VectorizeIndex` that
 * `wrangler types` names) this adapter uses.
 */
export interface VectorizeBinding {
  upsert(vectors: VectorizeVector[]): Promise<unknown>;
  query(vector: number[], options?: VectorizeQueryOptions): Promise<VectorizeMatches>;
  deleteByIds(ids: string[]): Promise<unknown>;
}

/** Vectorize indexes only the first 64 bytes of a string metadata value. */
const MAX_INDEXED_BYTES = 64;
/** Vectorize's cap on topK when metadata is returned at the "indexed" level. */
export const VECTORIZE_MAX_TOP_K = 100;
const encoder = new TextEncoder();

/**
 * Filter values longer than Vectorize indexes would match on their prefix only: such values
 * are stored and queried as a hash, so equality stays exact. (Results are re-checked against
 * D1 anyway; this keeps recall from being eaten by another scope's vectors.)
 */
async function indexable(value: string): Promise<string> {
  if (encoder.encode(value).byteLength <= MAX_INDEXED_BYTES && !value.startsWith("#")) return value;
  return `#${(await sha256Hex(value)).slice(0, 40)}`;
}

const epochMs = (iso: string) => Date.parse(iso);

/**
 * Vectorize in production. Metadata: tenantId, userId, kind, conversationId (strings) and
 * createdAtMs (number) need metadata indexes, created before the first insert (see README).
 */
export class VectorizeIndexAdapter implements VectorIndex {
  constructor(private readonly binding: VectorizeBinding) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    const vectors: VectorizeVector[] = [];
    for (const record of records) {
      vectors.push({ id: record.id, values: record.values, metadata: await this.metadata(record.metadata) });
    }
    // Vectorize accepts up to 1000 vectors per call from a Worker.
    for (let i = 0; i < vectors.length; i += 1000) await this.binding.upsert(vectors.slice(i, i + 1000));
  }

  async query(vector: number[], options: VectorQuery): Promise<VectorMatch[]> {
    const filter: VectorizeVectorMetadataFilter = {};
    const { tenantId, userId, kind, conversationId } = options.filter;
    if (tenantId !== undefined) filter.tenantId = await indexable(tenantId);
    if (userId !== undefined) filter.userId = await indexable(userId);
    if (kind !== undefined) filter.kind = kind;
    if (conversationId !== undefined) filter.conversationId = await indexable(conversationId);
    const range: { $gte?: number; $lte?: number } = {};
    if (options.timeRange?.from !== undefined) range.$gte = epochMs(options.timeRange.from);
    if (options.timeRange?.to !== undefined) range.$lte = epochMs(options.timeRange.to);
    if (range.$gte !== undefined || range.$lte !== undefined) filter.createdAtMs = range;
    const answer = await this.binding.query(vector, {
      topK: Math.min(options.topK, VECTORIZE_MAX_TOP_K),
      filter,
      returnValues: false,
      returnMetadata: "indexed",
    });
    return answer.matches.map((match) => ({ id: match.id, score: match.score, metadata: readKind(match.metadata) }));
  }

  async deleteByIds(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) await this.binding.deleteByIds(ids.slice(i, i + 1000));
  }

  private async metadata(meta: VectorMetadata): Promise<Record<string, VectorizeVectorMetadata>> {
    const out: Record<string, VectorizeVectorMetadata> = {
      tenantId: await indexable(meta.tenantId),
      userId: await indexable(meta.userId),
      kind: meta.kind,
    };
    if (meta.conversationId !== undefined) out.conversationId = await indexable(meta.conversationId);
    if (meta.createdAt !== undefined) {
      out.createdAt = meta.createdAt;
      out.createdAtMs = epochMs(meta.createdAt);
    }
    return out;
  }
}

/** Only `kind` survives hashing unchanged; the other fields may be hashes and are not returned. */
function readKind(metadata: Record<string, VectorizeVectorMetadata> | undefined): Partial<VectorMetadata> | undefined {
  const kind = metadata?.kind;
  return kind === "memory" || kind === "message" || kind === "summary" ? { kind } : undefined;
}
