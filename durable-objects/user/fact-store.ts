import type { Change } from "../../src/facts/consolidate";
import { FACT_FLAGS, FACT_TYPES, FactSourceSchema, type Fact, type FactFlag } from "../../src/facts/types";
import { z } from "zod";
import type { FactFilter } from "../../src/users/contract";

type Row = Record<string, SqlStorageValue>;

const SourcesSchema = z.array(FactSourceSchema);
const EvidenceSchema = z.object({ quote: z.string(), conversation_id: z.string(), seq: z.number().int(), said_at: z.string() }).nullable();
const IdsSchema = z.array(z.string());
const FlagsSchema = z.array(z.enum(FACT_FLAGS));
const TypeSchema = z.enum(FACT_TYPES);
const StatusSchema = z.enum(["current", "superseded", "retracted"]);
const str = (value: SqlStorageValue) => (typeof value === "string" ? value : String(value ?? ""));
const strOrNull = (value: SqlStorageValue) => (value === null ? null : str(value));

function toFact(row: Row): Fact {
  return {
    id: str(row.id ?? null),
    text: str(row.text ?? null),
    type: TypeSchema.parse(row.type),
    topic: str(row.topic ?? null),
    value: str(row.value ?? null),
    status: StatusSchema.parse(row.status),
    valid_from: str(row.valid_from ?? null),
    valid_to: strOrNull(row.valid_to ?? null),
    superseded_by: strOrNull(row.superseded_by ?? null),
    confidence: Number(row.confidence ?? 0),
    sources: SourcesSchema.parse(JSON.parse(str(row.sources ?? "[]"))),
    flags: FlagsSchema.parse(JSON.parse(str(row.flags ?? "[]"))),
    subject: str(row.subject ?? "user") || "user",
    evidence: EvidenceSchema.parse(row.evidence ? JSON.parse(str(row.evidence)) : null),
    conflicts_with: IdsSchema.parse(JSON.parse(str(row.conflicts_with ?? "[]"))),
    created_at: str(row.created_at ?? null),
    updated_at: str(row.updated_at ?? null),
    expires_at: strOrNull(row.expires_at ?? null),
  };
}

/** The user's facts table: every read and write of it goes through here. */
export class FactStore {
  constructor(private readonly sql: SqlStorage) {}

  get(id: string): Fact | null {
    const row = this.sql.exec(`SELECT * FROM facts WHERE id = ?`, id).toArray()[0];
    return row ? toFact(row) : null;
  }

  many(ids: string[]): Fact[] {
    return ids.map((id) => this.get(id)).filter((f): f is Fact => f !== null);
  }

  list(filter: FactFilter, limit = 1000): Fact[] {
    const clauses: string[] = [];
    const params: SqlStorageValue[] = [];
    if (filter.asOf) {
      clauses.push(`status != 'retracted' AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)`);
      params.push(filter.asOf, filter.asOf);
    } else if (!filter.includeHistory) clauses.push(`status = 'current'`);
    if (filter.conflicts) clauses.push(`conflicts_with != '[]'`);
    if (filter.type) {
      clauses.push(`type = ?`);
      params.push(filter.type);
    }
    if (filter.topic) {
      clauses.push(`topic = ?`);
      params.push(filter.topic);
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
    return this.sql
      .exec(`SELECT * FROM facts ${where} ORDER BY topic, valid_from, created_at LIMIT ?`, ...params, limit)
      .toArray()
      .map(toFact);
  }

  /** Every version on one topic (retracted ones too), oldest statement first. */
  topic(topic: string): Fact[] {
    return this.sql.exec(`SELECT * FROM facts WHERE topic = ? ORDER BY valid_from, created_at`, topic).toArray().map(toFact);
  }

  current(limit: number): Fact[] {
    return this.sql.exec(`SELECT * FROM facts WHERE status = 'current' ORDER BY updated_at DESC LIMIT ?`, limit).toArray().map(toFact);
  }

  apply(change: Change): void {
    if (change.kind === "insert") {
      const f = change.fact;
      this.sql.exec(
        `INSERT INTO facts (id, topic, type, text, value, status, valid_from, valid_to, superseded_by, confidence, sources, flags, created_at, updated_at, expires_at, subject, evidence, conflicts_with)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        f.id,
        f.topic,
        f.type,
        f.text,
        f.value,
        f.status,
        f.valid_from,
        f.valid_to,
        f.superseded_by,
        f.confidence,
        JSON.stringify(f.sources),
        JSON.stringify(f.flags),
        f.created_at,
        f.updated_at,
        f.expires_at,
        f.subject,
        f.evidence ? JSON.stringify(f.evidence) : null,
        JSON.stringify(f.conflicts_with),
      );
      return;
    }
    const entries = Object.entries(change.patch);
    if (entries.length === 0) return;
    const sets = entries.map(([key]) => `${key} = ?`).join(", ");
    const values = entries.map(([key, value]) =>
      key === "sources" || key === "conflicts_with" ? JSON.stringify(value) : (value as SqlStorageValue),
    );
    this.sql.exec(`UPDATE facts SET ${sets} WHERE id = ?`, ...values, change.id);
  }

  /** A retracted fact settles the contradictions it was part of: its partners are no longer flagged. */
  settleConflicts(fact: Fact, now: string): void {
    for (const other of this.many(fact.conflicts_with))
      this.apply({
        kind: "update",
        id: other.id,
        patch: { conflicts_with: other.conflicts_with.filter((x) => x !== fact.id), updated_at: now },
      });
    if (fact.conflicts_with.length > 0) this.apply({ kind: "update", id: fact.id, patch: { conflicts_with: [], updated_at: now } });
  }

  correct(
    id: string,
    patch: { text?: string; value?: string; type?: Fact["type"]; topic?: string; confidence?: number; flags?: FactFlag[] },
    now: string,
  ): void {
    const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
    const sets = [...entries.map(([key]) => `${key} = ?`), "updated_at = ?"].join(", ");
    const values = entries.map(([key, value]) => (key === "flags" ? JSON.stringify(value) : (value as SqlStorageValue)));
    this.sql.exec(`UPDATE facts SET ${sets} WHERE id = ?`, ...values, now, id);
  }

  expired(now: string): string[] {
    return this.sql
      .exec<{ id: string }>(`SELECT id FROM facts WHERE expires_at IS NOT NULL AND expires_at <= ?`, now)
      .toArray()
      .map((r) => r.id);
  }

  nextExpiry(): string | null {
    return (
      this.sql.exec<{ at: string | null }>(`SELECT MIN(expires_at) AS at FROM facts WHERE expires_at IS NOT NULL`).toArray()[0]?.at ?? null
    );
  }

  delete(ids: string[]): void {
    for (const id of ids) this.sql.exec(`DELETE FROM facts WHERE id = ?`, id);
  }

  deleteAll(): number {
    const count = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM facts`).toArray()[0]?.n ?? 0;
    this.sql.exec(`DELETE FROM facts`);
    this.sql.exec(`DELETE FROM meta`);
    return count;
  }
}
