import { cosine } from "../../src/search/local-vector-index";
import type { VectorizeBinding } from "../../src/search/vectorize-index";

type Value = string | number | boolean;
type Filter = Record<string, Value | null | Record<string, Value | Value[] | null>>;

const encoder = new TextEncoder();
/** Vectorize indexes the first 64 bytes of a string metadata value. */
const indexedForm = (value: unknown) => {
  if (typeof value !== "string") return value;
  const bytes = encoder.encode(value);
  return bytes.byteLength <= 64 ? value : new TextDecoder().decode(bytes.slice(0, 64));
};

/**
 * An in-memory stand-in that speaks the Vectorize binding API the way the service documents
 * it: ids of at most 64 bytes, filters only on properties with a metadata index ($eq implicit,
 * $ne, $in, $nin, $lt, $lte, $gt, $gte), string filters on the first 64 bytes, topK capped
 * (100, or 50 with values or all metadata), returnMetadata none | indexed | all.
 *
 * With `delayedDeletes`, deletes behave as production's do: accepted at once, applied later
 * (when the test calls `applyDeletes`, the index catching up), in the order the mutations were
 * made, so a delete never removes a vector upserted after it; queries meanwhile still see
 * the deleted vectors.
 */
export class FakeVectorize implements VectorizeBinding {
  readonly vectors = new Map<string, VectorizeVector>();
  readonly queries: Array<{ vector: number[]; options: VectorizeQueryOptions | undefined }> = [];
  private mutations = 0;
  /** Upserts and deletes accepted so far. */
  get mutationCount(): number {
    return this.mutations;
  }
  /** The mutation that last wrote each id. */
  private readonly writtenBy = new Map<string, number>();
  /** Deletes accepted and not applied yet, with the mutation that asked for them. */
  readonly pendingDeletes: Array<{ id: string; mutation: number }> = [];

  constructor(
    readonly metadataIndexes: ReadonlySet<string>,
    private readonly options: { delayedDeletes?: boolean } = {},
  ) {}

  async upsert(vectors: VectorizeVector[]): Promise<VectorizeAsyncMutation> {
    const mutation = ++this.mutations;
    for (const v of vectors) {
      if (encoder.encode(v.id).byteLength > 64) throw new Error(`VECTOR_UPSERT_ERROR (code = 40008): id too long: ${v.id}`);
      this.vectors.set(v.id, { ...v, values: [...v.values] });
      this.writtenBy.set(v.id, mutation);
    }
    return { mutationId: `m${mutation}` };
  }

  async deleteByIds(ids: string[]): Promise<VectorizeAsyncMutation> {
    const mutation = ++this.mutations;
    if (this.options.delayedDeletes) this.pendingDeletes.push(...ids.map((id) => ({ id, mutation })));
    else for (const id of ids) this.vectors.delete(id);
    return { mutationId: `m${mutation}` };
  }

  /** The index catches up: every accepted delete is applied, except on vectors upserted after it. */
  applyDeletes(): number {
    let applied = 0;
    for (const { id, mutation } of this.pendingDeletes.splice(0)) {
      if ((this.writtenBy.get(id) ?? 0) < mutation && this.vectors.delete(id)) applied += 1;
    }
    return applied;
  }

  async query(vector: number[], options?: VectorizeQueryOptions): Promise<VectorizeMatches> {
    this.queries.push({ vector, options });
    const topK = options?.topK ?? 5;
    const level =
      options?.returnMetadata === true ? "all" : options?.returnMetadata === false ? "none" : (options?.returnMetadata ?? "none");
    const cap = options?.returnValues || level === "all" ? 50 : 100;
    if (topK > cap) throw new Error(`VECTOR_QUERY_ERROR (code = 40025): topK ${topK} exceeds ${cap}`);
    const filter = (options?.filter ?? {}) as Filter;
    for (const field of Object.keys(filter)) {
      if (!this.metadataIndexes.has(field)) throw new Error(`VECTOR_QUERY_ERROR: no metadata index for ${field}`);
    }
    const matches = [...this.vectors.values()]
      .filter((v) => Object.entries(filter).every(([field, condition]) => matches1(indexedForm(v.metadata?.[field]), condition)))
      .map((v) => ({ id: v.id, score: cosine(vector, v.values), metadata: v.metadata, values: v.values }))
      .sort((a, b) => b.score - a.score)
      .slice(0, topK)
      .map((m) => {
        const out: VectorizeMatch = { id: m.id, score: m.score };
        if (options?.returnValues) out.values = m.values;
        if (level === "all") out.metadata = m.metadata;
        if (level === "indexed" && m.metadata) {
          out.metadata = Object.fromEntries(Object.entries(m.metadata).filter(([k]) => this.metadataIndexes.has(k)));
        }
        return out;
      });
    return { matches, count: matches.length };
  }
}

function matches1(actual: unknown, condition: Filter[string]): boolean {
  if (condition === null || typeof condition !== "object") return actual === indexedForm(condition);
  return Object.entries(condition).every(([op, expected]) => {
    const e = Array.isArray(expected) ? expected.map(indexedForm) : indexedForm(expected);
    switch (op) {
      case "$eq":
        return actual === e;
      case "$ne":
        return actual !== e;
      case "$in":
        return Array.isArray(e) && e.includes(actual as Value);
      case "$nin":
        return Array.isArray(e) && !e.includes(actual as Value);
      case "$lt":
        return typeof actual === "number" && typeof e === "number" && actual < e;
      case "$lte":
        return typeof actual === "number" && typeof e === "number" && actual <= e;
      case "$gt":
        return typeof actual === "number" && typeof e === "number" && actual > e;
      case "$gte":
        return typeof actual === "number" && typeof e === "number" && actual >= e;
      default:
        throw new Error(`unknown filter operator ${op}`);
    }
  });
}

/** The metadata indexes the README tells a deployment to create. */
export const ENGRAM_METADATA_INDEXES = new Set(["tenantId", "userId", "kind", "conversationId", "createdAtMs"]);
