import { and, asc, eq, ne, not, or, sql, type SQL } from "drizzle-orm";
import { randomToken } from "../lib/crypto";
import { countTokens } from "../context/tokens";
import type { Database } from "./client";
import { pinnedInstructions, type PinnedInstructionRow } from "./schema";

export type InstructionScope = PinnedInstructionRow["scope"];
export const SCOPE_ORDER: readonly InstructionScope[] = ["tenant", "user", "agent"];

export interface ScopeRef {
  scope: InstructionScope;
  /** '' for tenant scope. */
  scopeId: string;
}

/** The caps of one scope (docs/decisions/2026-11-26-caps.md). */
export interface ScopeCaps {
  maxCount: number;
  maxBytes: number;
}

/** Which cap a write would break, with the scope's figures for the message. */
export interface CapBreach {
  breach: "count" | "bytes";
  count: number;
  bytes: number;
}

const contentBytes = (content: string) => new TextEncoder().encode(content).byteLength;

/** The scope's instruction count and content bytes (UTF-8), leaving out `exceptId`. */
async function scopeUsage(db: Database, tenantId: string, ref: ScopeRef, exceptId = ""): Promise<{ count: number; bytes: number }> {
  const row = await db
    .select({
      count: sql<number>`COUNT(*)`,
      bytes: sql<number>`COALESCE(SUM(LENGTH(CAST(${pinnedInstructions.content} AS BLOB))), 0)`,
    })
    .from(pinnedInstructions)
    .where(
      and(
        eq(pinnedInstructions.tenantId, tenantId),
        eq(pinnedInstructions.scope, ref.scope),
        eq(pinnedInstructions.scopeId, ref.scopeId),
        ne(pinnedInstructions.id, exceptId),
      ),
    )
    .get();
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
}

/** The scope's usage as SQL, for writes that must check their cap in the same statement. */
const usageSql = (tenantId: string, ref: ScopeRef, what: "count" | "bytes", exceptId = "") =>
  sql`(SELECT ${
    what === "count" ? sql`COUNT(*)` : sql`COALESCE(SUM(LENGTH(CAST(content AS BLOB))), 0)`
  } FROM pinned_instructions WHERE tenant_id = ${tenantId} AND scope = ${ref.scope} AND scope_id = ${ref.scopeId} AND id != ${exceptId})`;

/**
 * Inserts unless the name is taken in the scope ("conflict") or the scope would pass a cap;
 * the caps are checked in the insert's own statement, so concurrent writes cannot pass them.
 */
export async function insertInstruction(
  db: Database,
  tenantId: string,
  input: ScopeRef & { name: string; content: string; position: number },
  caps: ScopeCaps,
): Promise<PinnedInstructionRow | "conflict" | CapBreach> {
  const id = `pin_${randomToken(12)}`;
  const bytes = contentBytes(input.content);
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO pinned_instructions (id, tenant_id, scope, scope_id, name, content, token_count, position)
    SELECT ${id}, ${tenantId}, ${input.scope}, ${input.scopeId}, ${input.name}, ${input.content}, ${countTokens(input.content)}, ${input.position}
    WHERE ${usageSql(tenantId, input, "count")} < ${caps.maxCount}
      AND ${usageSql(tenantId, input, "bytes")} + ${bytes} <= ${caps.maxBytes}
    ON CONFLICT DO NOTHING RETURNING id`);
  if (inserted.length === 1) {
    const row = await getInstruction(db, tenantId, id);
    if (row) return row;
  }
  const usage = await scopeUsage(db, tenantId, input);
  if (usage.count >= caps.maxCount) return { breach: "count", ...usage };
  if (usage.bytes + bytes > caps.maxBytes) return { breach: "bytes", ...usage };
  return "conflict";
}

export async function getInstruction(db: Database, tenantId: string, id: string): Promise<PinnedInstructionRow | undefined> {
  return db
    .select()
    .from(pinnedInstructions)
    .where(and(eq(pinnedInstructions.tenantId, tenantId), eq(pinnedInstructions.id, id)))
    .get();
}

export async function listInstructions(db: Database, tenantId: string, scopes: ScopeRef[]): Promise<PinnedInstructionRow[]> {
  if (scopes.length === 0) return [];
  const rows = await db
    .select()
    .from(pinnedInstructions)
    .where(
      and(
        eq(pinnedInstructions.tenantId, tenantId),
        or(...scopes.map((s) => and(eq(pinnedInstructions.scope, s.scope), eq(pinnedInstructions.scopeId, s.scopeId)))),
      ),
    )
    .orderBy(asc(pinnedInstructions.position), asc(pinnedInstructions.createdAt), asc(pinnedInstructions.id));
  // Seed 004 loads its memory files in a fixed order of locations: here tenant, user, agent.
  return rows.sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope));
}

/** Updates unless the name is taken ("conflict") or new content would pass the scope's byte cap. */
export async function updateInstruction(
  db: Database,
  tenantId: string,
  existing: PinnedInstructionRow,
  patch: { name?: string; content?: string; position?: number },
  caps: ScopeCaps,
): Promise<PinnedInstructionRow | null | "conflict" | CapBreach> {
  const ref: ScopeRef = { scope: existing.scope, scopeId: existing.scopeId };
  const bytes = patch.content === undefined ? 0 : contentBytes(patch.content);
  try {
    const rows = await db
      .update(pinnedInstructions)
      .set({
        ...patch,
        ...(patch.content === undefined ? {} : { tokenCount: countTokens(patch.content) }),
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
      })
      .where(
        and(
          eq(pinnedInstructions.tenantId, tenantId),
          eq(pinnedInstructions.id, existing.id),
          patch.content === undefined ? undefined : sql`${usageSql(tenantId, ref, "bytes", existing.id)} + ${bytes} <= ${caps.maxBytes}`,
        ),
      )
      .returning();
    if (rows[0]) return rows[0];
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) return "conflict";
    throw error;
  }
  if (patch.content === undefined) return null;
  const usage = await scopeUsage(db, tenantId, ref, existing.id);
  return usage.bytes + bytes > caps.maxBytes ? { breach: "bytes", count: usage.count + 1, bytes: usage.bytes } : null;
}

export async function deleteInstruction(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pinnedInstructions)
    .where(and(eq(pinnedInstructions.tenantId, tenantId), eq(pinnedInstructions.id, id)))
    .returning({ id: pinnedInstructions.id });
  return rows.length > 0;
}

/**
 * Where a listed instruction stands in injection order (scope: tenant, user, agent; then scope
 * id, position, creation, id): a total order, so a page can resume after any row.
 */
export interface ListPosition {
  scopeRank: number;
  scopeId: string;
  position: number;
  createdAt: string;
  id: string;
}

export const listPositionOf = (row: PinnedInstructionRow): ListPosition => ({
  scopeRank: SCOPE_ORDER.indexOf(row.scope),
  scopeId: row.scopeId,
  position: row.position,
  createdAt: row.createdAt,
  id: row.id,
});

/** The scope's rank in SQL (SCOPE_ORDER), so the database sorts and pages in injection order. */
const scopeRank = sql`(CASE ${pinnedInstructions.scope} WHEN 'tenant' THEN 0 WHEN 'user' THEN 1 ELSE 2 END)`;

/** One page (at most `limit` rows) of the instructions matching `filter` in injection order, after `after`; `hideOtherUsersThan` limits a user-scoped key. */
export async function findInstructions(
  db: Database,
  tenantId: string,
  filter: { scope?: InstructionScope; scopeId?: string; hideOtherUsersThan: string | null },
  page: { limit: number; after: ListPosition | null },
): Promise<PinnedInstructionRow[]> {
  const conditions: SQL[] = [eq(pinnedInstructions.tenantId, tenantId)];
  if (filter.scope) conditions.push(eq(pinnedInstructions.scope, filter.scope));
  if (filter.scopeId !== undefined) conditions.push(eq(pinnedInstructions.scopeId, filter.scopeId));
  if (filter.hideOtherUsersThan !== null) {
    conditions.push(not(and(eq(pinnedInstructions.scope, "user"), ne(pinnedInstructions.scopeId, filter.hideOtherUsersThan)) ?? sql`0`));
  }
  const { after } = page;
  if (after) {
    conditions.push(
      sql`(${scopeRank}, ${pinnedInstructions.scopeId}, ${pinnedInstructions.position}, ${pinnedInstructions.createdAt}, ${pinnedInstructions.id})
          > (${after.scopeRank}, ${after.scopeId}, ${after.position}, ${after.createdAt}, ${after.id})`,
    );
  }
  return db
    .select()
    .from(pinnedInstructions)
    .where(and(...conditions))
    .orderBy(
      scopeRank,
      asc(pinnedInstructions.scopeId),
      asc(pinnedInstructions.position),
      asc(pinnedInstructions.createdAt),
      asc(pinnedInstructions.id),
    )
    .limit(page.limit);
}
