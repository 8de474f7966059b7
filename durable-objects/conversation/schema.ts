import { keyValueTable } from "../sqlite";
import { USAGE_MIGRATIONS } from "../usage-store";

/** An Idempotency-Key namespace's records: the table and its index by age (for expiry). */
const idempotencyTable = (name: string) => [
  `CREATE TABLE IF NOT EXISTS ${name} (
     key TEXT PRIMARY KEY,
     body_hash TEXT NOT NULL,
     first_seq INTEGER NOT NULL,
     last_seq INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS ${name}_created ON ${name} (created_at)`,
];

/**
 * The conversation's own SQLite schema, applied in order inside blockConcurrencyWhile. Later
 * features append statements; a statement never changes once shipped.
 */
export const CONVERSATION_MIGRATIONS: readonly string[] = [
  keyValueTable("meta"),
  `CREATE TABLE IF NOT EXISTS messages (
     seq INTEGER PRIMARY KEY,
     role TEXT NOT NULL,
     content TEXT,
     name TEXT,
     tool_calls TEXT,
     tool_call_id TEXT,
     metadata TEXT,
     created_at TEXT NOT NULL,
     token_count INTEGER NOT NULL
   )`,
  // At most one summarization job in flight: the row is the lock seed 002 kept in a status column.
  `CREATE TABLE IF NOT EXISTS job (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     memory_id INTEGER,
     start_seq INTEGER NOT NULL,
     end_seq INTEGER NOT NULL,
     base_memory_id INTEGER,
     reserved_at INTEGER NOT NULL,
     deadline INTEGER NOT NULL
   )`,
  ...idempotencyTable("idempotency"),
  // Context strategies: seeds 000, 001 and 004's per-conversation state.
  keyValueTable("shaping_state"),
  `CREATE TABLE IF NOT EXISTS tool_cache (
     cache_key TEXT PRIMARY KEY,
     tool_name TEXT NOT NULL,
     parameters TEXT NOT NULL,
     result TEXT NOT NULL,
     remaining INTEGER NOT NULL,
     original INTEGER NOT NULL,
     call_id TEXT,
     cached_at INTEGER NOT NULL,
     hits INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS tool_offloads (
     seq INTEGER PRIMARY KEY,
     memory_key TEXT NOT NULL,
     tool_name TEXT NOT NULL,
     status TEXT NOT NULL,
     token_count INTEGER NOT NULL DEFAULT 0,
     description TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS messages_role ON messages (role, seq)`,
  // Webhook deliveries' records, apart from REST Idempotency-Keys: a caller choosing a REST key
  // equal to a delivery's must not be able to make that delivery look already stored.
  ...idempotencyTable("webhook_idempotency"),
  // Content sent as an array of parts: the parts as JSON; `content` keeps their text.
  `ALTER TABLE messages ADD COLUMN parts TEXT`,
  // Usage counters by day and what the sweep rolled up (durable-objects/usage-store.ts).
  ...USAGE_MIGRATIONS,
];

/** Whether the object was ever written (a read of sqlite_master writes nothing). */
export function hasConversationSchema(sql: SqlStorage): boolean {
  return sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_schema'`).toArray().length > 0;
}

export function migrateConversationSchema(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS _schema (version INTEGER NOT NULL)`);
  const row = sql.exec<{ version: number }>(`SELECT version FROM _schema`).toArray()[0];
  const current = row?.version ?? 0;
  for (let i = current; i < CONVERSATION_MIGRATIONS.length; i += 1) {
    const statement = CONVERSATION_MIGRATIONS[i];
    if (statement) sql.exec(statement);
  }
  if (!row) sql.exec(`INSERT INTO _schema (version) VALUES (?)`, CONVERSATION_MIGRATIONS.length);
  else if (current < CONVERSATION_MIGRATIONS.length) sql.exec(`UPDATE _schema SET version = ?`, CONVERSATION_MIGRATIONS.length);
}
