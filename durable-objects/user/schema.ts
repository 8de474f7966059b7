import { keyValueTable } from "../sqlite";

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
