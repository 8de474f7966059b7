import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { indexedScope, revocable, stampedAt } from "./columns";

export const tenants = sqliteTable("tenants", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: stampedAt("created_at"),
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
    ...revocable(),
  },
  (table) => [uniqueIndex("api_keys_hash").on(table.keyHash), index("api_keys_tenant").on(table.tenantId)],
);

export const localVectors = sqliteTable(
  "local_vectors",
  {
    id: text("id").primaryKey(),
    ...indexedScope(),
    createdAt: text("created_at"),
    embedding: blob("embedding", { mode: "buffer" }).notNull(),
    /** The vector as int8 text (migrations/0003_search.sql): what the local index reads. */
    packed: text("packed"),
    /** Bumped on every write, so an isolate's cache of decoded vectors refetches only changes. */
    version: integer("version").notNull().default(0),
  },
  (table) => [
    index("idx_local_vectors_scope").on(table.tenantId, table.userId, table.kind),
    index("idx_local_vectors_conversation").on(table.tenantId, table.conversationId),
  ],
);

/** Seed 004's AGENT.md pattern: instructions injected into every context of their scope. */
export const pinnedInstructions = sqliteTable(
  "pinned_instructions",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    scope: text("scope", { enum: ["tenant", "user", "agent"] }).notNull(),
    /** '' for tenant scope, else the user id or the agent id. */
    scopeId: text("scope_id").notNull(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    tokenCount: integer("token_count").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: stampedAt("created_at"),
    updatedAt: stampedAt("updated_at"),
  },
  (table) => [
    uniqueIndex("pinned_instructions_name").on(table.tenantId, table.scope, table.scopeId, table.name),
    index("pinned_instructions_order").on(table.tenantId, table.scope, table.scopeId, table.position, table.createdAt),
  ],
);

export type PinnedInstructionRow = typeof pinnedInstructions.$inferSelect;
export * from "./operations-schema";
export * from "./data-schema";
export * from "./usage-schema";

/**
 * The search index (migrations/0003_search.sql): one row per searchable unit. The FTS5 table
 * `search_fts` over body/context/scope and its triggers are raw SQL (drizzle has no virtual
 * tables); queries that MATCH go through src/search/keyword.ts.
 */
export const searchDocs = sqliteTable(
  "search_docs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docKey: text("doc_key").notNull(),
    vectorId: text("vector_id").notNull(),
    ...indexedScope(),
    startSeq: integer("start_seq"),
    endSeq: integer("end_seq"),
    memoryKey: text("memory_key"),
    memoryId: integer("memory_id"),
    memoryType: text("memory_type"),
    role: text("role"),
    name: text("name"),
    body: text("body").notNull(),
    context: text("context").notNull().default(""),
    scope: text("scope").notNull(),
    content: text("content"),
    summary: text("summary"),
    metadata: text("metadata").notNull().default("{}"),
    tokenCount: integer("token_count").notNull(),
    createdAt: text("created_at").notNull(),
    indexedAt: text("indexed_at").notNull(),
  },
  (table) => [
    uniqueIndex("search_docs_key").on(table.docKey),
    uniqueIndex("search_docs_vector").on(table.vectorId),
    index("idx_search_docs_scope").on(table.tenantId, table.userId, table.createdAt),
    index("idx_search_docs_conversation").on(table.tenantId, table.conversationId, table.startSeq),
    index("idx_search_docs_memory").on(table.tenantId, table.memoryKey),
  ],
);

export type SearchDocRow = typeof searchDocs.$inferSelect;
