import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/db/schema";

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) => (is(value, SQLiteTable) ? [value] : []));

async function pragma<T>(statement: string): Promise<T[]> {
  return (await env.DB.prepare(statement).all<T>()).results;
}

describe("D1 schema (migrations) against src/db/schema.ts (drizzle)", () => {
  it("declares every table the core uses", () => {
    expect(tables.map((t) => getTableConfig(t).name)).toEqual(expect.arrayContaining(["tenants", "api_keys", "memory"]));
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    "%s has the drizzle columns, types, nullability and key",
    async (name, table) => {
      const config = getTableConfig(table);
      const actual = await pragma<ColumnInfo>(`PRAGMA table_info(\`${name}\`)`);
      const describe = (c: { name: string; type: string; notNull: boolean; primary: boolean }) => ({
        name: c.name,
        type: c.type.toLowerCase(),
        notNull: c.notNull,
        primary: c.primary,
      });
      expect(
        actual.map((c) => describe({ name: c.name, type: c.type, notNull: c.notnull === 1 || c.pk === 1, primary: c.pk > 0 })).sort(byName),
      ).toEqual(
        config.columns
          .map((c) => {
            // A composite primary key is declared on the table, not on its columns.
            const inCompositeKey = config.primaryKeys.some((key) => key.columns.some((column) => column.name === c.name));
            return describe({
              name: c.name,
              type: c.getSQLType(),
              notNull: c.notNull || inCompositeKey,
              primary: c.primary || inCompositeKey,
            });
          })
          .sort(byName),
      );
    },
  );

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))("%s has exactly the drizzle indexes", async (name, table) => {
    const config = getTableConfig(table);
    for (const index of config.indexes) {
      const columns = await pragma<{ name: string }>(`PRAGMA index_info(\`${index.config.name}\`)`);
      const expected = index.config.columns.map((c) => ("name" in c ? c.name : "?"));
      expect(
        columns.map((c) => c.name),
        `${name}.${index.config.name}`,
      ).toEqual(expected);
      const list = await pragma<{ name: string; unique: number }>(`PRAGMA index_list(\`${name}\`)`);
      expect(list.find((i) => i.name === index.config.name)?.unique, index.config.name).toBe(index.config.unique ? 1 : 0);
    }
    // And the other way: every index a migration created (origin 'c') is declared in drizzle.
    const created = (await pragma<{ name: string; origin: string }>(`PRAGMA index_list(\`${name}\`)`)).filter((i) => i.origin === "c");
    expect(created.map((i) => i.name).sort(), name).toEqual(config.indexes.map((i) => i.config.name).sort());
  });

  it.each(["memory", "memory_archive", "agent_memories", "webhook_deliveries"])(
    "%s has the same columns and indexes in the data shards as in the drizzle-checked control database",
    async (name) => {
      const layout = async (db: D1Database) => ({
        columns: (await db.prepare(`PRAGMA table_info(\`${name}\`)`).all()).results,
        indexes: (await db.prepare(`PRAGMA index_list(\`${name}\`)`).all<{ name: string; unique: number; partial: number }>()).results
          .map((i) => [i.name, i.unique, i.partial])
          .sort(),
      });
      expect(await layout(env.DB_0)).toEqual(await layout(env.DB));
    },
  );

  it("keeps api_keys tied to their tenant", async () => {
    const keys = await pragma<{ table: string; from: string; to: string; on_delete: string }>("PRAGMA foreign_key_list(`api_keys`)");
    expect(keys.map((k) => [k.table, k.from, k.to, k.on_delete])).toEqual([["tenants", "tenant_id", "id", "CASCADE"]]);
  });

  it("gives memory rows increasing ids that are never reused", async () => {
    const insert = () =>
      env.DB_0.prepare(
        `INSERT INTO memory (tenant_id, conversation_id, user_id, start_sequence, end_sequence, status) VALUES ('t', 'c', 'u', 0, 5, 'processing') RETURNING memory_id`,
      ).first<{ memory_id: number }>();
    const first = await insert();
    await env.DB_0.prepare(`DELETE FROM memory WHERE memory_id = ?`).bind(first?.memory_id).run();
    const second = await insert();
    expect(second?.memory_id).toBeGreaterThan(first?.memory_id ?? Infinity);
  });
});

function byName(a: { name: string }, b: { name: string }) {
  return a.name.localeCompare(b.name);
}
