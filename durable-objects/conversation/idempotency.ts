import type { IdempotencyNamespace } from "../../src/conversations/outcomes";

/** Idempotency records of one conversation: which seqs a key's first request stored. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyRecord {
  bodyHash: string;
  firstSeq: number;
  lastSeq: number;
}

/** Each namespace has its own table, so a key in one can never match a key in the other. */
const TABLES: Record<IdempotencyNamespace, string> = { rest: "idempotency", webhook: "webhook_idempotency" };

/** The live record of a key (younger than the TTL), if any. Call inside the append transaction. */
export function findIdempotencyRecord(
  sql: SqlStorage,
  namespace: IdempotencyNamespace,
  key: string,
  now: number,
): IdempotencyRecord | undefined {
  const row = sql
    .exec<{ body_hash: string; first_seq: number; last_seq: number }>(
      `SELECT body_hash, first_seq, last_seq FROM ${TABLES[namespace]} WHERE key = ? AND created_at > ?`,
      key,
      now - IDEMPOTENCY_TTL_MS,
    )
    .toArray()[0];
  return row ? { bodyHash: row.body_hash, firstSeq: row.first_seq, lastSeq: row.last_seq } : undefined;
}

/** Records a key's answer and drops expired ones. Call inside the append transaction. */
export function recordIdempotency(
  sql: SqlStorage,
  namespace: IdempotencyNamespace,
  key: string,
  record: IdempotencyRecord,
  now: number,
): void {
  const table = TABLES[namespace];
  sql.exec(`DELETE FROM ${table} WHERE created_at <= ?`, now - IDEMPOTENCY_TTL_MS);
  sql.exec(
    `INSERT INTO ${table} (key, body_hash, first_seq, last_seq, created_at) VALUES (?, ?, ?, ?, ?)`,
    key,
    record.bodyHash,
    record.firstSeq,
    record.lastSeq,
    now,
  );
}
