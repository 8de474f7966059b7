import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { agentMemories, memory, memoryArchive } from "./data-schema";
import { dataShard } from "./shards";

/**
 * The move of rows written before the data shards from the control database's tables into the
 * shard of their (tenant, subject). Copy with INSERT OR IGNORE, then delete: resumable (a run
 * takes the rows still there) and idempotent (a copy interrupted before its delete is ignored
 * by the shard's key next time). The sweep empties the tables a batch per run; until they are
 * empty, a reader first moves the rows it is about to read (`moveLegacyOf`), so nothing is
 * missing from a route, a job or a deletion while the move is under way.
 */
export type LegacyRow = Record<string, unknown> & { tenant_id: string };

export interface LegacyTable {
  table: SQLiteTable;
  /** The placement subject of a row: its user, or `webhook:<id>` for a delivery. */
  subject: (row: LegacyRow) => string;
}

const byUser = (row: LegacyRow) => String(row.user_id);

/** The tables that follow a user; the roll-up first, before the rows whose pruning writes to it. */
const USER_TABLES: LegacyTable[] = [
  { table: memoryArchive, subject: byUser },
  { table: memory, subject: byUser },
  { table: agentMemories, subject: byUser },
];

function shape(table: SQLiteTable) {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => column.name);
  const key = config.primaryKeys[0]?.columns.map((column) => column.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
  return { name: config.name, columns, key };
}

export async function copyThenDelete(control: D1Database, shard: D1Database, table: SQLiteTable, rows: LegacyRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { name, columns, key } = shape(table);
  const marks = columns.map(() => "?").join(", ");
  await shard.batch(
    rows.map((row) =>
      shard.prepare(`INSERT OR IGNORE INTO ${name} (${columns.join(", ")}) VALUES (${marks})`).bind(...columns.map((c) => row[c] ?? null)),
    ),
  );
  const match = key.map((column) => `${column} = ?`).join(" AND ");
  await control.batch(rows.map((row) => control.prepare(`DELETE FROM ${name} WHERE ${match}`).bind(...key.map((c) => row[c]))));
}

/** Moves up to `limit` rows of `legacy` matching `where`; returns how many it found. */
export async function moveLegacyRows(env: Env, legacy: LegacyTable, limit: number, where: Record<string, unknown> = {}): Promise<number> {
  const { name, columns } = shape(legacy.table);
  const filters = Object.keys(where);
  const clause = filters.length === 0 ? "" : `WHERE ${filters.map((column) => `${column} = ?`).join(" AND ")}`;
  const { results } = await env.DB.prepare(`SELECT ${columns.join(", ")} FROM ${name} ${clause} LIMIT ?`)
    .bind(...Object.values(where), limit)
    .all<LegacyRow>();
  const groups = new Map<number, { db: D1Database; rows: LegacyRow[] }>();
  for (const row of results) {
    const shard = await dataShard(env, row.tenant_id, legacy.subject(row));
    const group = groups.get(shard.index) ?? { db: shard.db, rows: [] };
    group.rows.push(row);
    groups.set(shard.index, group);
  }
  for (const group of groups.values()) await copyThenDelete(env.DB, group.db, legacy.table, group.rows);
  return results.length;
}

/** One sweep batch of the move of the user tables; returns the rows moved. */
export async function moveLegacyUserRows(env: Env, batch: number): Promise<number> {
  let moved = 0;
  for (const legacy of USER_TABLES) moved += await moveLegacyRows(env, legacy, batch);
  return moved;
}

/** Per isolate: once the old tables are seen empty they are trusted so for a while (nothing writes there any more). */
const EMPTY_TRUST_MS = 5 * 60_000;
let emptyUntil = 0;

async function legacyRemains(env: Env): Promise<boolean> {
  if (Date.now() < emptyUntil) return false;
  const row = await env.DB.prepare(
    `SELECT EXISTS (SELECT 1 FROM memory) OR EXISTS (SELECT 1 FROM memory_archive) OR EXISTS (SELECT 1 FROM agent_memories) AS remains`,
  ).first<{ remains: number }>();
  if (row?.remains) return true;
  emptyUntil = Date.now() + EMPTY_TRUST_MS;
  return false;
}

const MOVE_CHUNK = 100;

/**
 * Before a read of a conversation's, a user's or a memory key's rows: moves theirs still in the
 * control database to their shard. Costs one control read per isolate and few minutes once the
 * move is over. Returns the rows moved.
 */
export async function moveLegacyOf(
  env: Env,
  scope: { tenantId: string; userId?: string; conversationId?: string; memoryKey?: string },
): Promise<number> {
  if (!(await legacyRemains(env))) return 0;
  const where: Record<string, unknown> = { tenant_id: scope.tenantId };
  if (scope.userId !== undefined) where.user_id = scope.userId;
  if (scope.conversationId !== undefined) where.conversation_id = scope.conversationId;
  let moved = 0;
  for (const legacy of USER_TABLES) {
    if (scope.memoryKey !== undefined && legacy.table !== agentMemories) continue;
    const filter = scope.memoryKey === undefined ? where : { ...where, memory_key: scope.memoryKey };
    for (let found = MOVE_CHUNK; found === MOVE_CHUNK; moved += found) found = await moveLegacyRows(env, legacy, MOVE_CHUNK, filter);
  }
  return moved;
}
