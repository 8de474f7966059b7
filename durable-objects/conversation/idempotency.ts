/** Idempotency-Key records of one conversation: which seqs a key's first request stored. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyRecord {
  bodyHash: string;
  firstSeq: number;
  lastSeq: number;
}

/** The live record of a key (younger than the TTL), if any. Call inside the append transaction. */
export function findIdempotencyRecord(sql: SqlStorage, key: string, now: number): IdempotencyRecord | undefined {
  const row = sql
    .exec<{ body_hash: string; first_seq: number; last_seq: number }>(
      `SELECT body_hash, first_seq, last_seq FROM idempotency WHERE key = ? AND created_at > ?`,
      key,
      now - IDEMPOTENCY_TTL_MS,
    )
    .toArray()[0];
  return row ? { bodyHash: row.body_hash, firstSeq: row.first_seq, lastSeq: row.last_seq } : undefined;
}

/** Records a key's answer and drops expired ones. Call inside the append transaction. */
export function recordIdempotency(sql: SqlStorage, key: string, record: IdempotencyRecord, now: number): void {
  sql.exec(`DELETE FROM idempotency WHERE created_at <= ?`, now - IDEMPOTENCY_TTL_MS);
  sql.exec(
    `INSERT INTO idempotency (key, body_hash, first_seq, last_seq, created_at) VALUES (?, ?, ?, ?, ?)`,
    key,
    record.bodyHash,
    record.firstSeq,
    record.lastSeq,
    now,
  );
}
