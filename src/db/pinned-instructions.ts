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

export async function insertInstruction(
  db: Database,
  tenantId: string,
  input: ScopeRef & { name: string; content: string; position: number },
): Promise<PinnedInstructionRow | null> {
  const rows = await db
    .insert(pinnedInstructions)
    .values({ id: `pin_${randomToken(12)}`, tenantId, ...input, tokenCount: countTokens(input.content) })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
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

export async function updateInstruction(
  db: Database,
  tenantId: string,
  id: string,
  patch: { name?: string; content?: string; position?: number },
): Promise<PinnedInstructionRow | null | "conflict"> {
  try {
    const rows = await db
      .update(pinnedInstructions)
      .set({
        ...patch,
        ...(patch.content === undefined ? {} : { tokenCount: countTokens(patch.content) }),
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
      })
      .where(and(eq(pinnedInstructions.tenantId, tenantId), eq(pinnedInstructions.id, id)))
      .returning();
    return rows[0] ?? null;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) return "conflict";
    throw error;
  }
}

export async function deleteInstruction(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pinnedInstructions)
    .where(and(eq(pinnedInstructions.tenantId, tenantId), eq(pinnedInstructions.id, id)))
    .returning({ id: pinnedInstructions.id });
  return rows.length > 0;
}

/** Every instruction of a tenant matching the filter; `hideOtherUsersThan` limits a user-scoped key. */
export async function findInstructions(
  db: Database,
  tenantId: string,
  filter: { scope?: InstructionScope; scopeId?: string; hideOtherUsersThan: string | null },
): Promise<PinnedInstructionRow[]> {
  const conditions: SQL[] = [eq(pinnedInstructions.tenantId, tenantId)];
  if (filter.scope) conditions.push(eq(pinnedInstructions.scope, filter.scope));
  if (filter.scopeId !== undefined) conditions.push(eq(pinnedInstructions.scopeId, filter.scopeId));
  if (filter.hideOtherUsersThan !== null) {
    conditions.push(not(and(eq(pinnedInstructions.scope, "user"), ne(pinnedInstructions.scopeId, filter.hideOtherUsersThan)) ?? sql`0`));
  }
  const rows = await db
    .select()
    .from(pinnedInstructions)
    .where(and(...conditions))
    .orderBy(
      asc(pinnedInstructions.scopeId),
      asc(pinnedInstructions.position),
      asc(pinnedInstructions.createdAt),
      asc(pinnedInstructions.id),
    );
  return rows.sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope));
}
