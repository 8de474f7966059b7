import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONTEXT_STRATEGIES } from "../context/defaults";
import { conversationColumns, revocable, stampedAt } from "./columns";

/** Mirrors migrations/0005_operations.sql. */
export const tenantSettings = sqliteTable("tenant_settings", {
  tenantId: text("tenant_id").primaryKey(),
  piiMode: text("pii_mode", { enum: ["off", "derived", "everywhere"] }),
  retentionDays: integer("retention_days"),
  rateLimitPerMinute: integer("rate_limit_per_minute"),
  rateLimitBurst: integer("rate_limit_burst"),
  // migrations/0009_summary_archive.sql
  summaryKeepVersions: integer("summary_keep_versions"),
  summaryFailedKeepDays: integer("summary_failed_keep_days"),
  updatedAt: stampedAt("updated_at"),
});

export const conversationsRegistry = sqliteTable(
  "conversations",
  {
    ...conversationColumns(),
    createdAt: text("created_at").notNull(),
    lastActivityAt: text("last_activity_at").notNull(),
    /** migrations/0006: an index job was given up on; the sweep re-covers and clears it. */
    indexFailedAt: text("index_failed_at"),
    /** migrations/0013: when the sweep last rolled this conversation's usage up (src/usage/rollup.ts). */
    usageRolledAt: text("usage_rolled_at"),
    /**
     * migrations/0014: since when the conversation's object has had messages not confirmed
     * indexed (set by the object, cleared by the sweep once they are); src/db/index-watch.ts.
     */
    indexPendingSince: text("index_pending_since"),
    /** migrations/0016: what the conversations list shows, as of the object's last registry write. */
    messageCount: integer("message_count").notNull().default(0),
    lastSeq: integer("last_seq").notNull().default(-1),
    strategy: text("strategy", { enum: CONTEXT_STRATEGIES }).notNull().default("sliding-window"),
    summaryStatus: text("summary_status", { enum: ["none", "summarized", "generating", "breaker_open"] })
      .notNull()
      .default("none"),
    summarizedThroughSeq: integer("summarized_through_seq"),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.conversationId] }),
    index("idx_conversations_user").on(table.tenantId, table.userId),
    index("idx_conversations_activity").on(table.lastActivityAt),
    index("idx_conversations_tenant_activity").on(table.tenantId, table.lastActivityAt, table.conversationId),
    index("idx_conversations_index_failed").on(table.indexFailedAt),
    index("idx_conversations_index_pending").on(table.indexPendingSince),
  ],
);

export const webhooks = sqliteTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    name: text("name"),
    ...revocable(),
  },
  (table) => [index("idx_webhooks_tenant").on(table.tenantId)],
);

export const webhookSecrets = sqliteTable(
  "webhook_secrets",
  {
    webhookId: text("webhook_id").notNull(),
    version: integer("version").notNull(),
    ciphertext: text("ciphertext").notNull(),
    iv: text("iv").notNull(),
    keyFingerprint: text("key_fingerprint").notNull(),
    createdAt: stampedAt("created_at"),
    expiresAt: text("expires_at"),
  },
  (table) => [primaryKey({ columns: [table.webhookId, table.version] })],
);

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    tenantId: text("tenant_id").notNull(),
    deliveryId: text("delivery_id").notNull(),
    webhookId: text("webhook_id").notNull(),
    bodyHash: text("body_hash").notNull(),
    status: text("status", { enum: ["pending", "ingested"] }).notNull(),
    turnCount: integer("turn_count").notNull(),
    result: text("result"),
    receivedAt: text("received_at").notNull(),
    completedAt: text("completed_at"),
  },
  (table) => [
    // Per webhook: each sender picks its own delivery ids (migration 0006).
    primaryKey({ columns: [table.webhookId, table.deliveryId] }),
    index("idx_webhook_deliveries_received").on(table.receivedAt),
  ],
);

export const sweepRuns = sqliteTable(
  "sweep_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cron: text("cron"),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    expiredMemories: integer("expired_memories").notNull(),
    failedJobs: integer("failed_jobs").notNull(),
    purgedConversations: integer("purged_conversations").notNull(),
    deletedMessages: integer("deleted_messages").notNull(),
    housekeepingRows: integer("housekeeping_rows").notNull(),
    errorCount: integer("error_count").notNull(),
    errors: text("errors").notNull(),
    backlog: text("backlog").notNull(),
    archivedSummaries: integer("archived_summaries").notNull().default(0),
  },
  (table) => [index("idx_sweep_runs_started").on(table.startedAt)],
);
