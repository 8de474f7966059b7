import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Mirrors migrations/0013_usage.sql: each tenant's usage counters by UTC day (src/usage/). */
export const tenantUsage = sqliteTable(
  "tenant_usage",
  {
    tenantId: text("tenant_id").notNull(),
    day: text("day").notNull(),
    name: text("name").notNull(),
    value: integer("value").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.name] })],
);

/** The objects' rollup batches D1 has applied: a batch sent again is not counted again. */
export const usageRollups = sqliteTable(
  "usage_rollups",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    appliedAt: text("applied_at").notNull(),
  },
  (table) => [index("idx_usage_rollups_applied").on(table.appliedAt)],
);
