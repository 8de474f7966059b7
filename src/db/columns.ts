import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/**
 * Column sets the drizzle tables share, so each table states only what is its own. The builders
 * come from functions: drizzle binds a column builder to the table it is built into.
 */

/** SQLite's ISO-8601 UTC time with milliseconds: the DEFAULT of the time columns in migrations/. */
export const sqlNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** A NOT NULL time column the database stamps on insert (`created_at`, `updated_at`...). */
export const stampedAt = (name: string) => text(name).notNull().default(sqlNow);

/** Where a row belongs: a conversation of one user of one tenant, all three required. */
export const conversationColumns = () => ({
  tenantId: text("tenant_id").notNull(),
  conversationId: text("conversation_id").notNull(),
  userId: text("user_id").notNull(),
});

/** What an indexed row (search_docs, local_vectors) is and whose: the scope searches filter on. */
export const indexedScope = () => ({
  tenantId: text("tenant_id").notNull(),
  userId: text("user_id").notNull(),
  kind: text("kind", { enum: ["memory", "message", "summary"] }).notNull(),
  conversationId: text("conversation_id"),
});

/** A credential's lifetime (api_keys, webhooks): stamped when issued, revoked by setting the time. */
export const revocable = () => ({
  createdAt: stampedAt("created_at"),
  revokedAt: text("revoked_at"),
});
