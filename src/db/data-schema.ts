import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { conversationColumns, stampedAt } from "./columns";

/**
 * The tables of the data shards (migrations-data/, src/db/shards.ts) that follow a user: the
 * summary chains of their conversations, their offloads and long-term memories. The control
 * database still holds empty copies from before the shards (migrations/), emptied by the
 * legacy move (src/db/legacy-move.ts).
 */

/** Seed 002's `memory` table: the summary version chain of each conversation. */
export const memory = sqliteTable(
  "memory",
  {
    memoryId: integer("memory_id").primaryKey({ autoIncrement: true }),
    ...conversationColumns(),
    memoryText: text("memory_text"),
    startSequence: integer("start_sequence").notNull(),
    endSequence: integer("end_sequence").notNull(),
    baseMemoryId: integer("base_memory_id"),
    status: text("status", { enum: ["processing", "completed", "failed"] }).notNull(),
    error: text("error"),
    generationTimeMs: integer("generation_time_ms"),
    createdAt: stampedAt("created_at"),
    completedAt: text("completed_at"),
  },
  (table) => [
    index("idx_memory_conversation_status").on(table.tenantId, table.conversationId, table.status, table.endSequence),
    index("idx_memory_status_created").on(table.status, table.createdAt),
  ],
);

export type MemoryRow = typeof memory.$inferSelect;

/** Seed 003's agent_memories: long-term memories and offloaded contents (R2 pointer or inline). */
export const agentMemories = sqliteTable(
  "agent_memories",
  {
    memoryKey: text("memory_key").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    userId: text("user_id").notNull(),
    agentId: text("agent_id"),
    conversationId: text("conversation_id"),
    /** The message this memory was offloaded from, for provenance. */
    sourceSeq: integer("source_seq"),
    memoryType: text("memory_type").notNull(),
    description: text("description").notNull(),
    summary: text("summary"),
    /** Inline content for small memories; null when the content lives in R2. */
    content: text("content"),
    r2Key: text("r2_key"),
    contentBytes: integer("content_bytes").notNull(),
    tokenCount: integer("token_count").notNull(),
    contentMetadata: text("content_metadata").notNull().default("{}"),
    createdAt: stampedAt("created_at"),
    expiresAt: text("expires_at"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    // migrations/0002_memory_store.sql
    origin: text("origin", { enum: ["api", "offload"] })
      .notNull()
      .default("api"),
    state: text("state", { enum: ["pending", "ready"] })
      .notNull()
      .default("ready"),
    descriptionSource: text("description_source", { enum: ["client", "extractive", "llm"] })
      .notNull()
      .default("client"),
    lineCount: integer("line_count").notNull().default(0),
    storedAt: text("stored_at"),
  },
  (table) => [
    index("idx_memories_user").on(table.tenantId, table.userId, table.createdAt),
    index("idx_memories_conversation").on(table.tenantId, table.conversationId),
    index("idx_memories_expires")
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} IS NOT NULL`),
    index("idx_memories_pending")
      .on(table.storedAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type AgentMemoryRow = typeof agentMemories.$inferSelect;

/** migrations/0009_summary_archive.sql: what archived summary versions leave behind in SQL. */
export const memoryArchive = sqliteTable(
  "memory_archive",
  {
    ...conversationColumns(),
    versions: integer("versions").notNull(),
    completed: integer("completed").notNull(),
    failed: integer("failed").notNull(),
    timed: integer("timed").notNull(),
    generationTimeMsSum: integer("generation_time_ms_sum").notNull(),
    generationTimeMsMax: integer("generation_time_ms_max"),
    archivedAt: text("archived_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.conversationId] }),
    index("idx_memory_archive_user").on(table.tenantId, table.userId),
  ],
);
