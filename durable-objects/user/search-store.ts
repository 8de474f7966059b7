import { CONTEXT_NEIGHBOURS, NEIGHBOUR_CHARS, type IndexDoc } from "../../src/search/documents";
import { summaryIsDue } from "../../src/search/summary-due";
import { hasOtherVectors } from "./search-vectors";
import type { IndexBatch, IndexBatchOutcome, IndexCounts, IndexRemoval, IndexUpsert } from "../../src/search/user-index-types";

type Row = Record<string, SqlStorageValue>;

/** Scopes a delete leaves a tombstone for (the user's own, and each deleted conversation). */
type TombstoneScope = "user" | "conversation";

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

/** The summary a result shows when none is stored: the body's opening, whitespace folded. */
export const derivedSummary = (body: string) => clip(body.replace(/\s+/g, " "), 200);

/**
 * The user's search index rows (`search_docs`) and their contentless FTS5 entries
 * (`search_fts`): the text lives once, in the row; FTS keeps only the postings. A message's
 * `context` column is indexed from the message before it, read from this table at write time
 * and never stored; a message written before its successor refreshes the successor's entry.
 * Every write happens inside the caller's transaction.
 */
export class SearchStore {
  constructor(private readonly sql: SqlStorage) {}

  /** Writes the batch, each upsert under the tombstones newer than `mark`. */
  apply(batch: IndexBatch): IndexBatchOutcome {
    const outcome: IndexBatchOutcome = { written: [], refused: [], skipped: [], removedVectorIds: [] };
    for (const removal of batch.removals) outcome.removedVectorIds.push(...this.remove(removal));
    for (const upsert of batch.upserts) {
      const key = upsert.doc.docKey;
      if (this.tombstoned(batch.mark, upsert.doc.conversationId)) outcome.refused.push(key);
      else if (upsert.onlyIfDue && !this.summaryDue(upsert.doc)) outcome.skipped.push(key);
      else {
        this.upsert(upsert);
        outcome.written.push(key);
      }
    }
    const embedder = batch.upserts[0]?.embedder;
    if (embedder !== undefined && hasOtherVectors(this.sql, embedder)) outcome.stale = true;
    return outcome;
  }

  private tombstoned(mark: number, conversationId: string | null): boolean {
    const row = this.sql
      .exec<{ n: number }>(
        `SELECT COUNT(*) AS n FROM tombstones WHERE log_id > ? AND (scope = 'user' OR (scope = 'conversation' AND subject = ?))`,
        mark,
        conversationId ?? "",
      )
      .one();
    return row.n > 0;
  }

  private summaryDue(doc: IndexDoc): boolean {
    const newest = this.sql
      .exec<{ memory_id: number; start_seq: number; end_seq: number }>(
        `SELECT memory_id, start_seq, end_seq FROM search_docs WHERE kind = 'summary' AND conversation_id = ? ORDER BY end_seq DESC LIMIT 1`,
        doc.conversationId,
      )
      .toArray()[0];
    // A redelivered job rewrites its own summary.
    if (newest?.memory_id === doc.memoryId) return true;
    const range = { startSeq: doc.startSeq ?? 0, endSeq: doc.endSeq ?? 0 };
    return summaryIsDue(range, newest ? { startSeq: newest.start_seq, endSeq: newest.end_seq } : null);
  }

  private upsert({ doc, vector, embedder }: IndexUpsert): void {
    const existing = this.sql.exec<{ id: number }>(`SELECT id FROM search_docs WHERE doc_key = ?`, doc.docKey).toArray()[0];
    const content = storedContent(doc);
    const summary = doc.summary === derivedSummary(doc.body) ? null : doc.summary;
    const values = [
      doc.vectorId,
      doc.kind,
      doc.conversationId,
      doc.startSeq,
      doc.endSeq,
      doc.memoryKey,
      doc.memoryId,
      doc.memoryType,
      doc.role,
      doc.name,
      doc.body,
      content.text,
      content.at,
      content.length,
      summary,
      JSON.stringify(doc.metadata),
      doc.tokenCount,
      doc.createdAt,
      vector === null ? null : vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength),
      embedder ?? null,
    ];
    let id: number;
    if (existing) {
      id = existing.id;
      this.sql.exec(`DELETE FROM search_fts WHERE rowid = ?`, id);
      this.sql.exec(
        `UPDATE search_docs SET vector_id = ?, kind = ?, conversation_id = ?, start_seq = ?, end_seq = ?, memory_key = ?, memory_id = ?,
           memory_type = ?, role = ?, name = ?, body = ?, content = ?, content_at = ?, content_len = ?, summary = ?, metadata = ?,
           token_count = ?, created_at = ?, vector = ?, embedder = ? WHERE id = ?`,
        ...values,
        id,
      );
    } else {
      id = this.sql
        .exec<{ id: number }>(
          `INSERT INTO search_docs (doc_key, vector_id, kind, conversation_id, start_seq, end_seq, memory_key, memory_id, memory_type, role,
             name, body, content, content_at, content_len, summary, metadata, token_count, created_at, vector, embedder)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          doc.docKey,
          ...values,
        )
        .one().id;
    }
    this.ftsInsert(id, doc.body, doc.kind === "message" ? this.neighbourText(doc.conversationId, (doc.startSeq ?? 0) - 1) : "");
    // Indexed before its successor (jobs finishing out of order, a backfill): the successor's context is this message.
    if (doc.kind === "message") this.refreshContext(doc.conversationId, (doc.startSeq ?? 0) + CONTEXT_NEIGHBOURS);
  }

  private ftsInsert(id: number, body: string, context: string): void {
    this.sql.exec(`INSERT INTO search_fts (rowid, body, context) VALUES (?, ?, ?)`, id, body, context);
  }

  private messageRow(conversationId: string | null, seq: number): { id: number; body: string } | undefined {
    return this.sql
      .exec<{
        id: number;
        body: string;
      }>(`SELECT id, body FROM search_docs WHERE kind = 'message' AND conversation_id = ? AND start_seq = ?`, conversationId, seq)
      .toArray()[0];
  }

  private neighbourText(conversationId: string | null, seq: number): string {
    const row = seq < 0 ? undefined : this.messageRow(conversationId, seq);
    return row ? clip(row.body, NEIGHBOUR_CHARS) : "";
  }

  private refreshContext(conversationId: string | null, seq: number): void {
    const row = this.messageRow(conversationId, seq);
    if (!row) return;
    this.sql.exec(`DELETE FROM search_fts WHERE rowid = ?`, row.id);
    this.ftsInsert(row.id, row.body, this.neighbourText(conversationId, seq - 1));
  }

  /** Deletes rows by a WHERE over search_docs (and their FTS entries); returns their vector ids. */
  deleteWhere(where: string, ...params: SqlStorageValue[]): string[] {
    const rows = this.sql
      .exec<{ id: number; vector_id: string }>(`SELECT id, vector_id FROM search_docs WHERE ${where}`, ...params)
      .toArray();
    for (const row of rows) {
      this.sql.exec(`DELETE FROM search_fts WHERE rowid = ?`, row.id);
      this.sql.exec(`DELETE FROM search_docs WHERE id = ?`, row.id);
    }
    return rows.map((row) => row.vector_id);
  }

  private remove(removal: IndexRemoval): string[] {
    return removal.kind === "fact"
      ? this.deleteWhere(`kind = 'fact' AND doc_key = ?`, removal.docKey)
      : this.deleteWhere(`kind = 'memory' AND memory_key = ?`, removal.memoryKey);
  }

  /** A deletion on record (the D1 log's id): writes read before it are refused from now on. */
  tombstone(scope: TombstoneScope, subject: string, logId: number): void {
    this.sql.exec(
      `INSERT INTO tombstones (scope, subject, log_id) VALUES (?, ?, ?)
       ON CONFLICT (scope, subject) DO UPDATE SET log_id = MAX(log_id, excluded.log_id)`,
      scope,
      subject,
      logId,
    );
  }

  removeConversation(conversationId: string): string[] {
    return this.deleteWhere(`conversation_id = ? AND kind IN ('message', 'summary')`, conversationId);
  }

  /** After a truncation: the removed turns, and the summaries reaching into them. */
  removeTruncated(conversationId: string, fromSeq: number): string[] {
    return this.deleteWhere(
      `conversation_id = ? AND ((kind = 'message' AND start_seq >= ?) OR (kind = 'summary' AND end_seq >= ?))`,
      conversationId,
      fromSeq,
      fromSeq,
    );
  }

  removeAll(): string[] {
    const ids = this.sql
      .exec<{ vector_id: string }>(`SELECT vector_id FROM search_docs`)
      .toArray()
      .map((row) => row.vector_id);
    this.sql.exec(`DELETE FROM search_docs`);
    this.sql.exec(`DELETE FROM search_fts`);
    return ids;
  }

  counts(conversationId: string): IndexCounts {
    const row = this.sql
      .exec<Row>(
        `SELECT SUM(CASE WHEN kind = 'message' THEN 1 ELSE 0 END) AS messages,
                MAX(CASE WHEN kind = 'message' THEN start_seq END) AS last_seq,
                SUM(CASE WHEN kind = 'summary' THEN 1 ELSE 0 END) AS summaries,
                SUM(CASE WHEN kind = 'memory' THEN 1 ELSE 0 END) AS memories
         FROM search_docs WHERE conversation_id = ?`,
        conversationId,
      )
      .one();
    return {
      messages: Number(row.messages ?? 0),
      lastSeq: row.last_seq === null || row.last_seq === undefined ? null : Number(row.last_seq),
      summaries: Number(row.summaries ?? 0),
      memories: Number(row.memories ?? 0),
    };
  }

  /** Which of these vector ids still have a row (a vector written for a row deleted since is an orphan). */
  presentVectorIds(ids: string[]): string[] {
    const present: string[] = [];
    for (const id of ids) if (this.sql.exec(`SELECT 1 FROM search_docs WHERE vector_id = ?`, id).toArray().length > 0) present.push(id);
    return present;
  }
}

/**
 * A result's content is usually a stretch of the body (a message without its speaker's name,
 * a fact without its topic): then only where it starts and how long it is are stored.
 */
function storedContent(doc: IndexDoc): { text: string | null; at: number | null; length: number | null } {
  if (doc.content === null) return { text: null, at: null, length: null };
  const at = doc.body.indexOf(doc.content);
  return at >= 0 ? { text: null, at, length: doc.content.length } : { text: doc.content, at: null, length: null };
}
