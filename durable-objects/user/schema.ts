import { keyValueTable } from "../sqlite";
import { USAGE_MIGRATIONS } from "../usage-store";

/** The user object's SQLite schema, applied in order inside blockConcurrencyWhile; append only. */
export const USER_MIGRATIONS: readonly string[] = [
  keyValueTable("meta"),
  `CREATE TABLE IF NOT EXISTS facts (
     id TEXT PRIMARY KEY,
     topic TEXT NOT NULL,
     type TEXT NOT NULL,
     text TEXT NOT NULL,
     value TEXT NOT NULL,
     status TEXT NOT NULL,
     valid_from TEXT NOT NULL,
     valid_to TEXT,
     superseded_by TEXT,
     confidence REAL NOT NULL,
     sources TEXT NOT NULL,
     flags TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     expires_at TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS facts_topic ON facts (topic, valid_from)`,
  `CREATE INDEX IF NOT EXISTS facts_status ON facts (status, type)`,
  `CREATE INDEX IF NOT EXISTS facts_expiry ON facts (expires_at) WHERE expires_at IS NOT NULL`,
  // The user's search index (durable-objects/user/search-store.ts): the text once, in the row;
  // `content`/`summary` only where they are not derivable from `body`; the int8 local vector.
  `CREATE TABLE IF NOT EXISTS search_docs (
     id INTEGER PRIMARY KEY,
     doc_key TEXT NOT NULL UNIQUE,
     vector_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     conversation_id TEXT,
     start_seq INTEGER,
     end_seq INTEGER,
     memory_key TEXT,
     memory_id INTEGER,
     memory_type TEXT,
     role TEXT,
     name TEXT,
     body TEXT NOT NULL,
     content TEXT,
     content_at INTEGER,
     content_len INTEGER,
     summary TEXT,
     metadata TEXT NOT NULL,
     token_count INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     vector BLOB
   )`,
  `CREATE INDEX IF NOT EXISTS search_docs_conversation ON search_docs (conversation_id, kind, start_seq)`,
  `CREATE INDEX IF NOT EXISTS search_docs_vector ON search_docs (vector_id)`,
  `CREATE INDEX IF NOT EXISTS search_docs_memory ON search_docs (memory_key)`,
  // Contentless: FTS keeps postings only, rows are deleted by rowid (contentless_delete).
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
     body, context, content = '', contentless_delete = 1, tokenize = 'porter unicode61 remove_diacritics 2'
   )`,
  `INSERT INTO search_fts (search_fts, rank) VALUES ('rank', 'bm25(1.0, 0.3)')`,
  // Deletions on record (the D1 deletion log's ids): index writes read before them are refused.
  `CREATE TABLE IF NOT EXISTS tombstones (scope TEXT NOT NULL, subject TEXT NOT NULL, log_id INTEGER NOT NULL, PRIMARY KEY (scope, subject))`,
  // Usage of the jobs that work for the user rather than a conversation (durable-objects/usage-store.ts).
  ...USAGE_MIGRATIONS,
  // Facts say whom they are about, keep their source sentence, and point at the facts they
  // contradict (both kept, flagged for review).
  `ALTER TABLE facts ADD COLUMN subject TEXT NOT NULL DEFAULT 'user'`,
  `ALTER TABLE facts ADD COLUMN evidence TEXT`,
  `ALTER TABLE facts ADD COLUMN conflicts_with TEXT NOT NULL DEFAULT '[]'`,
  `CREATE INDEX IF NOT EXISTS facts_valid ON facts (valid_from, valid_to)`,
  // The embedder that made each row's vector (src/search/embedders.ts embedderKey; NULL: written
  // before it was recorded). Search compares only the current one's; the sweep re-embeds the rest.
  `ALTER TABLE search_docs ADD COLUMN embedder TEXT`,
  `CREATE INDEX IF NOT EXISTS search_docs_embedder ON search_docs (embedder)`,
];

export function migrateUserSchema(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS schema_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`);
  const row = sql.exec<{ version: number }>(`SELECT version FROM schema_version WHERE id = 1`).toArray()[0];
  const current = row?.version ?? 0;
  for (let i = current; i < USER_MIGRATIONS.length; i += 1) sql.exec(USER_MIGRATIONS[i] ?? "");
  sql.exec(
    `INSERT INTO schema_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version`,
    USER_MIGRATIONS.length,
  );
}
