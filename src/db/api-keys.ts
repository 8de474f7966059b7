import { and, eq, isNull } from "drizzle-orm";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Database } from "./client";
import { apiKeys, tenants } from "./schema";

export interface Principal {
  tenantId: string;
  keyId: string;
  /** Set when the key may act for one end user only. */
  userId: string | null;
}

export const API_KEY_PREFIX = "eng_";

export async function findActiveKey(db: Database, key: string): Promise<Principal | null> {
  const keyHash = await sha256Hex(key);
  const row = await db
    .select({ id: apiKeys.id, tenantId: apiKeys.tenantId, userId: apiKeys.userId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .get();
  return row ? { tenantId: row.tenantId, keyId: row.id, userId: row.userId } : null;
}

export async function createTenant(db: Database, name: string, id = `ten_${randomToken(9)}`) {
  const [row] = await db.insert(tenants).values({ id, name }).returning();
  return row;
}

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const row = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).get();
  return row !== undefined;
}

export interface IssuedKey {
  id: string;
  key: string;
  tenantId: string;
  userId: string | null;
  name: string | null;
  createdAt: string;
}

/** The plaintext key exists only in this return value; D1 keeps its SHA-256. */
export async function issueKey(db: Database, input: { tenantId: string; userId: string | null; name: string | null }): Promise<IssuedKey> {
  const key = `${API_KEY_PREFIX}${randomToken(24)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: `key_${randomToken(9)}`,
      tenantId: input.tenantId,
      userId: input.userId,
      name: input.name,
      keyHash: await sha256Hex(key),
      keyPrefix: key.slice(0, API_KEY_PREFIX.length + 6),
    })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return { id: row.id, key, tenantId: row.tenantId, userId: row.userId, name: row.name, createdAt: row.createdAt };
}

/** Returns the revoked key's hash (to evict it from caches), or null when no live key matched. */
export async function revokeKey(db: Database, keyId: string): Promise<string | null> {
  const row = await db
    .update(apiKeys)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ keyHash: apiKeys.keyHash })
    .get();
  return row?.keyHash ?? null;
}
