import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const tenants = sqliteTable("tenants", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** When set, the key may act only for this end user. */
    userId: text("user_id"),
    name: text("name"),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    revokedAt: text("revoked_at"),
  },
  (table) => [uniqueIndex("api_keys_hash").on(table.keyHash), index("api_keys_tenant").on(table.tenantId)],
);

/** Seed 002's `memory` table: the summary version chain of each conversation. */
export const memory = sqliteTable(
  "memory",
  {
    memoryId: integer("memory_id").primaryKey({ autoIncrement: true }),
    tenantId: text("tenant_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    userId: text("user_id").notNull(),
    memoryText: text("memory_text"),
    startSequence: integer("start_sequence").notNull(),
    endSequence: integer("end_sequence").notNull(),
    baseMemoryId: integer("base_memory_id"),
    status: text("status", { enum: ["processing", "completed", "failed"] }).notNull(),
    error: text("error"),
    generationTimeMs: integer("generation_time_ms"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    completedAt: text("completed_at"),
  },
  (table) => [
    index("idx_memory_conversation_status").on(
      table.tenantId,
      table.conversationId,
      table.status,
      table.endSequence,
    ),
    index("idx_memory_status_created").on(table.status, table.createdAt),
  ],
);

export type MemoryRow = typeof memory.$inferSelect;
